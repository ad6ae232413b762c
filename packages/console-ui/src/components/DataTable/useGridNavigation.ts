import type { FocusEvent, KeyboardEvent } from 'react';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** A cell of the grid: `row` -1 is the header row, 0… the body rows (their `data-index`). */
export interface GridPosition {
  row: number;
  column: number;
}

const WIDGETS =
  'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [role="separator"]';

/** The interactive elements of a cell. */
function widgetsOf(cell: HTMLElement): HTMLElement[] {
  return Array.from(cell.querySelectorAll<HTMLElement>(WIDGETS));
}

/**
 * Where focus goes in a cell (the APG grid pattern): the cell's one widget when it holds exactly
 * one (a checkbox, the row's button, a sort button), else the cell itself. A resize separator
 * takes the arrow keys, so a cell with one is always focused itself (Enter or F2 reaches it).
 */
export function focusTargetOf(cell: HTMLElement): HTMLElement {
  const widgets = widgetsOf(cell);
  if (widgets.length === 1 && widgets[0].getAttribute('role') !== 'separator') return widgets[0];
  return cell;
}

/** The position a key asks for, or undefined when the key is not the grid's. */
export function nextGridPosition(
  key: string,
  from: GridPosition,
  options: { rowCount: number; columnCount: number; pageSize: number; ctrl: boolean },
): GridPosition | undefined {
  const lastRow = options.rowCount - 1;
  const lastColumn = options.columnCount - 1;
  const clampRow = (row: number) => Math.max(-1, Math.min(lastRow, row));
  const clampColumn = (column: number) => Math.max(0, Math.min(lastColumn, column));
  switch (key) {
    case 'ArrowRight':
      return { row: from.row, column: clampColumn(from.column + 1) };
    case 'ArrowLeft':
      return { row: from.row, column: clampColumn(from.column - 1) };
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), column: from.column };
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), column: from.column };
    case 'Home':
      return options.ctrl ? { row: -1, column: 0 } : { row: from.row, column: 0 };
    case 'End':
      return options.ctrl
        ? { row: lastRow, column: lastColumn }
        : { row: from.row, column: lastColumn };
    case 'PageDown':
      return { row: clampRow(from.row + options.pageSize), column: from.column };
    case 'PageUp':
      // A page up from the first rows stops at the first body row; the header is one more up.
      return {
        row: from.row <= 0 ? -1 : Math.max(0, from.row - options.pageSize),
        column: from.column,
      };
    default:
      return undefined;
  }
}

export interface UseGridNavigationOptions {
  enabled: boolean;
  table: HTMLTableElement | null;
  rowCount: number;
  columnCount: number;
  /** Brings a body row into view (a virtualized body may not render it yet). */
  scrollToIndex: (index: number) => void;
  /** The element that scrolls the rows (for the size of a page). */
  scrollElement: HTMLElement | null;
}

/**
 * Cell-by-cell keyboard navigation of the DataTable (`keyboardNavigation="grid"`), the ARIA APG
 * grid pattern: one Tab stop (roving tabindex), arrows between cells, Home / End in the row,
 * Ctrl+Home / Ctrl+End to the grid's corners, PageUp / PageDown by the rows in view. A cell's one
 * widget takes the focus itself; a cell with several (a sort button and a resize separator) is
 * entered by Enter or F2 and left by Escape. Tab indexes are set on the DOM after each render,
 * so rows drawn later (virtualized, another page) follow.
 */
export function useGridNavigation({
  enabled,
  table,
  rowCount,
  columnCount,
  scrollToIndex,
  scrollElement,
}: UseGridNavigationOptions) {
  const active = useRef<GridPosition>({ row: -1, column: 0 });
  const editing = useRef(false);
  const pendingFocus = useRef<GridPosition | null>(null);

  const cellAt = useCallback(
    (position: GridPosition): HTMLElement | null => {
      if (!table) return null;
      const row =
        position.row === -1
          ? table.tHead?.rows[0]
          : table.querySelector<HTMLTableRowElement>(`tbody > tr[data-index="${position.row}"]`);
      return (row?.cells[position.column] as HTMLElement | undefined) ?? null;
    },
    [table],
  );

  /** One Tab stop: the active cell's focus target (every widget of it while editing). */
  const applyTabIndexes = useCallback(() => {
    if (!enabled || !table) return;
    const position = active.current;
    position.row = Math.min(position.row, rowCount - 1);
    position.column = Math.min(position.column, Math.max(0, columnCount - 1));
    const activeCell = cellAt(position) ?? cellAt({ row: -1, column: 0 });
    for (const cell of Array.from(table.querySelectorAll<HTMLElement>('th, td'))) {
      const target = focusTargetOf(cell);
      const isActive = cell === activeCell;
      cell.tabIndex = isActive && target === cell && !editing.current ? 0 : -1;
      for (const widget of widgetsOf(cell)) {
        widget.tabIndex = isActive && (editing.current || widget === target) ? 0 : -1;
      }
    }
  }, [cellAt, columnCount, enabled, rowCount, table]);

  // After every render of the table and of its virtualized rows (which re-render alone as the
  // body scrolls): new rows, a new page, a virtualized scroll.
  const afterRowsRender = useCallback(() => {
    applyTabIndexes();
    const position = pendingFocus.current;
    if (!position) return;
    const cell = cellAt(position);
    if (cell) {
      pendingFocus.current = null;
      focusTargetOf(cell).focus();
    }
  }, [applyTabIndexes, cellAt]);
  useLayoutEffect(afterRowsRender);

  const moveTo = useCallback(
    (position: GridPosition) => {
      active.current = position;
      editing.current = false;
      applyTabIndexes();
      const cell = cellAt(position);
      if (cell) {
        focusTargetOf(cell).focus();
        return;
      }
      // Not drawn yet: scroll it into the virtualized window, focus after that render.
      pendingFocus.current = position;
      scrollToIndex(position.row);
    },
    [applyTabIndexes, cellAt, scrollToIndex],
  );

  const pageSize = useCallback(() => {
    const row = table?.tBodies[0]?.rows[0];
    const rowHeight = row?.getBoundingClientRect().height || 41;
    const viewport = scrollElement?.clientHeight || window.innerHeight;
    return Math.max(1, Math.floor(viewport / rowHeight) - 1);
  }, [scrollElement, table]);

  const positionOf = (element: Element): GridPosition | undefined => {
    const cell = element.closest<HTMLTableCellElement>('th, td');
    const row = cell?.parentElement as HTMLTableRowElement | null;
    if (!cell || !row || !table?.contains(cell)) return undefined;
    if (row.parentElement?.tagName === 'THEAD') return { row: -1, column: cell.cellIndex };
    const index = Number(row.dataset.index);
    return Number.isNaN(index) ? undefined : { row: index, column: cell.cellIndex };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!enabled || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const from = positionOf(target);
    if (!from) return;
    const cell = cellAt(from);
    const inWidget = cell !== null && target !== cell && target !== focusTargetOf(cell);
    if (inWidget) {
      // Inside a cell's widgets: the keys are theirs, Escape returns to the cell.
      if (event.key !== 'Escape') return;
      event.preventDefault();
      editing.current = false;
      applyTabIndexes();
      cell.focus();
      return;
    }
    if ((event.key === 'Enter' || event.key === 'F2') && cell && target === cell) {
      const first = widgetsOf(cell)[0];
      if (!first) return;
      event.preventDefault();
      editing.current = true;
      applyTabIndexes();
      first.focus();
      return;
    }
    const next = nextGridPosition(event.key, from, {
      rowCount,
      columnCount,
      pageSize: pageSize(),
      ctrl: event.ctrlKey || event.metaKey,
    });
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  // A click or Tab into a cell makes it the active one.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    if (!enabled) return;
    const position = positionOf(event.target);
    if (!position) return;
    const cell = cellAt(position);
    active.current = position;
    // Focus on one of several widgets of a cell (a click on it): the cell is being worked in.
    editing.current =
      cell !== null && event.target !== cell && event.target !== focusTargetOf(cell);
    applyTabIndexes();
  };

  return { props: enabled ? { onKeyDown, onFocus } : undefined, afterRowsRender };
}
