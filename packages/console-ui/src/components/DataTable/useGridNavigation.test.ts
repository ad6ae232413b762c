import { describe, expect, it } from 'vitest';
import { focusTargetOf, nextGridPosition } from './useGridNavigation';

const grid = { rowCount: 25, columnCount: 6, pageSize: 10, ctrl: false };

describe('grid navigation', () => {
  it.each([
    ['ArrowRight', { row: 3, column: 2 }, { row: 3, column: 3 }],
    ['ArrowRight', { row: 3, column: 5 }, { row: 3, column: 5 }],
    ['ArrowLeft', { row: 3, column: 0 }, { row: 3, column: 0 }],
    ['ArrowDown', { row: -1, column: 2 }, { row: 0, column: 2 }],
    ['ArrowDown', { row: 24, column: 2 }, { row: 24, column: 2 }],
    ['ArrowUp', { row: 0, column: 2 }, { row: -1, column: 2 }],
    ['ArrowUp', { row: -1, column: 2 }, { row: -1, column: 2 }],
    ['Home', { row: 7, column: 4 }, { row: 7, column: 0 }],
    ['End', { row: 7, column: 1 }, { row: 7, column: 5 }],
    ['PageDown', { row: 7, column: 1 }, { row: 17, column: 1 }],
    ['PageDown', { row: 20, column: 1 }, { row: 24, column: 1 }],
    ['PageUp', { row: 17, column: 1 }, { row: 7, column: 1 }],
    ['PageUp', { row: 4, column: 1 }, { row: 0, column: 1 }],
    ['PageUp', { row: 0, column: 1 }, { row: -1, column: 1 }],
  ])('%s from %o goes to %o', (key, from, to) => {
    expect(nextGridPosition(key, from, grid)).toEqual(to);
  });

  it('goes to the corners with Ctrl+Home and Ctrl+End', () => {
    const options = { ...grid, ctrl: true };
    expect(nextGridPosition('Home', { row: 9, column: 3 }, options)).toEqual({
      row: -1,
      column: 0,
    });
    expect(nextGridPosition('End', { row: 9, column: 3 }, options)).toEqual({ row: 24, column: 5 });
  });

  it('ignores keys that are not the grid’s', () => {
    expect(nextGridPosition('Enter', { row: 1, column: 1 }, grid)).toBeUndefined();
    expect(nextGridPosition('a', { row: 1, column: 1 }, grid)).toBeUndefined();
  });

  it('focuses a cell’s only control, else the cell itself', () => {
    const cell = (html: string) => {
      const element = document.createElement('td');
      element.innerHTML = html;
      return element;
    };
    const single = cell('<input type="checkbox">');
    expect(focusTargetOf(single)).toBe(single.firstElementChild);
    const text = cell('HP-0001');
    expect(focusTargetOf(text)).toBe(text);
    const two = cell('<button>Sort</button><a href="#x">Open</a>');
    expect(focusTargetOf(two)).toBe(two);
    // A resize separator takes the arrows: its cell is focused itself.
    const separator = cell('<span role="separator" tabindex="0"></span>');
    expect(focusTargetOf(separator)).toBe(separator);
    const disabled = cell('<button disabled>Sort</button>');
    expect(focusTargetOf(disabled)).toBe(disabled);
  });
});
