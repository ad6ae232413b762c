import type { KeyboardEvent, MouseEvent, TouchEvent } from 'react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ColumnSizing } from './columnSizing';
import {
  FALLBACK_COLUMN_WIDTH,
  clickColumnWidth,
  columnWidthBounds,
  keyboardColumnWidth,
} from './columnSizing';
import type { DataTableColumn, PagedTable } from './usePagedTable';

export interface ColumnResizeSeparatorProps {
  role: 'separator';
  'aria-orientation': 'vertical';
  'aria-valuenow': number;
  'aria-valuemin': number;
  'aria-valuemax': number;
  tabIndex: 0;
  'data-resizing'?: '';
  onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /**
   * A click (no drag) widens the column by its end half and narrows it by its start half, the
   * single-pointer way to resize; it never reaches the header's sort button.
   */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface ColumnResizing {
  /** Props of a column's resize separator; undefined when the column is not resizable. */
  getSeparatorProps: (columnId: string) => ColumnResizeSeparatorProps | undefined;
  /** The width a `<col>` gets: the resized px width, else the column's own `width`. */
  getColumnWidth: (column: DataTableColumn<unknown>) => string | undefined;
  /** Total px width once every column has one (after the first resize), else undefined. */
  totalWidth: number | undefined;
}

/** Laid-out widths of the header cells (`th[data-column-id]`), in whole px. */
function measureHeaderWidths(headerRow: HTMLElement | null): ColumnSizing {
  const widths: ColumnSizing = {};
  headerRow?.querySelectorAll<HTMLElement>('th[data-column-id]').forEach((cell) => {
    const width = Math.round(cell.getBoundingClientRect().width);
    if (width > 0 && cell.dataset.columnId) widths[cell.dataset.columnId] = width;
  });
  return widths;
}

/**
 * Column resizing of the DataTable (`enableColumnResizing`) over TanStack's column sizing: the
 * pointer drag is TanStack's resize handler (widths committed as the pointer moves), the keyboard
 * follows the APG window splitter. The first resize fixes every column at its laid-out width, so
 * that widening one never squeezes the others; the table then is as wide as its columns.
 */
export function useColumnResizing<Row>(
  paged: PagedTable<Row>,
  columns: readonly DataTableColumn<Row>[],
  headerRow: HTMLElement | null,
): ColumnResizing {
  const enabled = paged.columnResizing;
  const { columnSizing, setColumnSizing, table } = paged;

  // Laid-out widths, for aria-valuenow before a column has a width of its own.
  const [laidOut, setLaidOut] = useState<ColumnSizing>({});
  useLayoutEffect(() => {
    if (!enabled || !headerRow) return;
    const measure = () =>
      setLaidOut((previous) => {
        const next = measureHeaderWidths(headerRow);
        const same =
          Object.keys(next).length === Object.keys(previous).length &&
          Object.entries(next).every(([id, width]) => previous[id] === width);
        return same ? previous : next;
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    headerRow.querySelectorAll('th').forEach((cell) => observer.observe(cell));
    return () => observer.disconnect();
  }, [enabled, headerRow, columns]);

  const widthOf = useCallback(
    (columnId: string) => columnSizing[columnId] ?? laidOut[columnId] ?? FALLBACK_COLUMN_WIDTH,
    [columnSizing, laidOut],
  );

  /** Every column without a width of its own gets the one it is laid out at. */
  const fixLayout = useCallback(() => {
    const measured = measureHeaderWidths(headerRow);
    const missing = columns.filter((column) => columnSizing[column.id] === undefined);
    if (missing.length === 0) return;
    // Synchronously: TanStack's handler reads the starting widths from the committed state.
    flushSync(() =>
      setColumnSizing((previous) => {
        const next = { ...previous };
        for (const column of missing) {
          next[column.id] = measured[column.id] ?? laidOut[column.id] ?? FALLBACK_COLUMN_WIDTH;
        }
        return next;
      }),
    );
  }, [columnSizing, columns, headerRow, laidOut, setColumnSizing]);

  const resizingColumn = table.state.columnResizing?.isResizingColumn ?? false;
  /** A press that moves no further than this (px) before its release is a click, not a drag. */
  const CLICK_SLOP = 3;
  // Where the separator was pressed: a click that ends a drag changes nothing more.
  const pressedAt = useRef<number | null>(null);

  const getSeparatorProps = useCallback(
    (columnId: string): ColumnResizeSeparatorProps | undefined => {
      const column = columns.find((candidate) => candidate.id === columnId);
      if (!enabled || !column || column.resizable === false) return undefined;
      const bounds = columnWidthBounds(column);
      const startDrag = (event: MouseEvent<HTMLElement> | TouchEvent<HTMLElement>) => {
        if ('button' in event && event.button !== 0) return;
        // No text selection while dragging; focus still moves to the separator.
        event.preventDefault();
        event.currentTarget.focus();
        pressedAt.current =
          'touches' in event ? (event.touches[0]?.clientX ?? null) : event.clientX;
        fixLayout();
        const header = table.getFlatHeaders().find((candidate) => candidate.column.id === columnId);
        header?.getResizeHandler(event.currentTarget.ownerDocument)(event);
      };
      return {
        role: 'separator',
        'aria-orientation': 'vertical',
        'aria-valuenow': Math.round(widthOf(columnId)),
        'aria-valuemin': bounds.min,
        'aria-valuemax': bounds.max,
        tabIndex: 0,
        'data-resizing': resizingColumn === columnId ? '' : undefined,
        onMouseDown: startDrag,
        onTouchStart: startDrag,
        onClick: (event) => {
          event.stopPropagation();
          const pressed = pressedAt.current;
          pressedAt.current = null;
          // A drag ended here: it has resized the column already.
          if (pressed !== null && Math.abs(event.clientX - pressed) > CLICK_SLOP) return;
          const rect = event.currentTarget.getBoundingClientRect();
          const next = clickColumnWidth({
            width: widthOf(columnId),
            bounds,
            offset: event.clientX - rect.left,
            separatorWidth: rect.width,
            rtl: getComputedStyle(event.currentTarget).direction === 'rtl',
          });
          fixLayout();
          setColumnSizing((previous) => ({ ...previous, [columnId]: next }));
        },
        onKeyDown: (event) => {
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
          const width = keyboardColumnWidth(event.key, {
            width: widthOf(columnId),
            bounds,
            shift: event.shiftKey,
            rtl,
          });
          if (width === undefined) return;
          event.preventDefault();
          // The keys stay on the separator (a grid's cell navigation must not take them).
          event.stopPropagation();
          fixLayout();
          setColumnSizing((previous) => ({ ...previous, [columnId]: width }));
        },
      };
    },
    [columns, enabled, fixLayout, resizingColumn, setColumnSizing, table, widthOf],
  );

  const sized = enabled && columns.every((column) => columnSizing[column.id] !== undefined);
  const totalWidth = sized
    ? columns.reduce((sum, column) => sum + (columnSizing[column.id] ?? 0), 0)
    : undefined;

  const getColumnWidth = useCallback(
    (column: DataTableColumn<unknown>) => {
      const width = enabled ? columnSizing[column.id] : undefined;
      return width !== undefined ? `${width}px` : column.width;
    },
    [columnSizing, enabled],
  );

  return { getSeparatorProps, getColumnWidth, totalWidth };
}
