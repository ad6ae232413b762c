import type { ReactNode } from 'react';

/** A cell value the client-side sort understands. */
export type DataTableValue = string | number | boolean | Date | null | undefined;

export interface DataTableColumn<Row> {
  /** Stable id; also the API's ordering field unless `orderingField` says otherwise. */
  id: string;
  /** Header text, also the column's accessible name. */
  header: string;
  /** The value the column shows and sorts by. */
  value?: (row: Row) => DataTableValue;
  /** Custom cell content; `value` rendered as text when omitted. */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The field the API sorts by when it differs from `id` (e.g. `version` for 'Firmware Version'). */
  orderingField?: string;
  /** Numbers read better aligned to the end. */
  align?: 'start' | 'end';
  /**
   * The column names its row (a parameter's name, a user's name): its cells are row headers
   * (`<th scope="row">`), so screen readers announce the row's name with each of its cells.
   */
  rowHeader?: boolean;
  /**
   * The column's width (any CSS length, e.g. `'6rem'` for a yes/no column). The table lays its
   * columns out once (fixed layout), so widths never jump between pages or sorts; columns
   * without a width share the rest equally.
   */
  width?: string;
  /** `enableColumnResizing`: the narrowest the column may be made, in px (64 by default). */
  minWidth?: number;
  /** `enableColumnResizing`: the widest the column may be made, in px (800 by default). */
  maxWidth?: number;
  /** `enableColumnResizing`: `false` keeps this column's width fixed (no resize separator). */
  resizable?: boolean;
}

export const DATA_TABLE_MODES = ['server', 'client'] as const;
export type DataTableMode = (typeof DATA_TABLE_MODES)[number];

/** What a body cell shows: the column's `cell`, else its `value` as text. */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : formatValue(column.value?.(row));
}

/** A value as a cell's (and the client search's) text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return '';
}
