import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_COLUMN_WIDTH,
  DEFAULT_MIN_COLUMN_WIDTH,
  clampColumnSizing,
  clampColumnWidth,
  columnWidthBounds,
  keyboardColumnWidth,
} from './columnSizing';

const bounds = { min: 80, max: 400 };

describe('column sizing', () => {
  it('bounds a column by its own limits, else the defaults, never max below min', () => {
    expect(columnWidthBounds({})).toEqual({
      min: DEFAULT_MIN_COLUMN_WIDTH,
      max: DEFAULT_MAX_COLUMN_WIDTH,
    });
    expect(columnWidthBounds({ minWidth: 120, maxWidth: 300 })).toEqual({ min: 120, max: 300 });
    expect(columnWidthBounds({ minWidth: 500, maxWidth: 300 })).toEqual({ min: 500, max: 500 });
    expect(columnWidthBounds({ minWidth: -10 }).min).toBe(0);
  });

  it.each([
    [50, 80],
    [80, 80],
    [150.4, 150],
    [150.6, 151],
    [400, 400],
    [1000, 400],
    [Number.NaN, 80],
  ])('clamps %s px to %s px', (width, expected) => {
    expect(clampColumnWidth(width, bounds)).toBe(expected);
  });

  it('clamps every width of a sizing and drops unknown columns', () => {
    const columns = [{ id: 'a', minWidth: 100 }, { id: 'b', maxWidth: 200 }, { id: 'c' }];
    expect(clampColumnSizing({ a: 20, b: 900, c: 150, gone: 90 }, columns)).toEqual({
      a: 100,
      b: 200,
      c: 150,
    });
  });

  it('returns the same sizing when nothing changes', () => {
    const sizing = { a: 120, b: 150 };
    expect(clampColumnSizing(sizing, [{ id: 'a' }, { id: 'b' }])).toBe(sizing);
  });

  it.each([
    ['ArrowRight', false, false, 160],
    ['ArrowLeft', false, false, 140],
    ['ArrowRight', true, false, 200],
    ['ArrowLeft', true, false, 100],
    ['Home', false, false, 80],
    ['End', false, false, 400],
    // Right to left: the arrows swap, as the column's end is on the left.
    ['ArrowLeft', false, true, 160],
    ['ArrowRight', false, true, 140],
  ])('%s (Shift %s, RTL %s) from 150 px asks for %s px', (key, shift, rtl, expected) => {
    expect(keyboardColumnWidth(key, { width: 150, bounds, shift, rtl })).toBe(expected);
  });

  it('keeps keyboard steps within the bounds and ignores other keys', () => {
    expect(keyboardColumnWidth('ArrowLeft', { width: 85, bounds })).toBe(80);
    expect(keyboardColumnWidth('ArrowRight', { width: 380, bounds, shift: true })).toBe(400);
    expect(keyboardColumnWidth('Enter', { width: 150, bounds })).toBeUndefined();
    expect(keyboardColumnWidth('ArrowUp', { width: 150, bounds })).toBeUndefined();
  });
});
