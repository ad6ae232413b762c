import type { SortingState } from '@tanstack/react-table';
import type { DataTableColumn, DataTableValue } from './dataTableColumn';
import { formatValue } from './dataTableColumn';

// Client mode's rows: the complete list filtered, searched and sorted in the browser. Sort keys
// and search texts are made once per list and column, not in each comparison.

/** Each row's column texts in lower case, made on the first search of a list and kept for the next. */
export interface SearchTexts {
  get(): readonly string[];
}

export function lazySearchTexts<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
): SearchTexts {
  let texts: string[] | null = null;
  return {
    get() {
      // The columns' texts joined by a character no one types, so a search never spans two cells.
      texts ??= rows.map((row) =>
        columns
          .map((column) => formatValue(column.value?.(row)).toLocaleLowerCase())
          .join('\u0000'),
      );
      return texts;
    },
  };
}

/** Client mode: which rows (by position, 1 = shown) the filter accepts and whose column values contain the search, any case; null when all are shown. */
export function matchingRows<Row>(
  rows: readonly Row[],
  searchTexts: SearchTexts,
  filter: ((row: Row) => boolean) | undefined,
  search: string,
): { rows: Uint8Array; count: number } | null {
  const needle = search.trim().toLocaleLowerCase();
  if (!filter && !needle) return null;
  const texts = needle ? searchTexts.get() : null;
  const shown = new Uint8Array(rows.length);
  let count = 0;
  rows.forEach((row, index) => {
    if ((!filter || filter(row)) && (!texts || (texts[index] ?? '').includes(needle))) {
      shown[index] = 1;
      count += 1;
    }
  });
  return { rows: shown, count };
}

/** A value as the client sort compares it: a number, or text in natural order. */
export type SortKey = number | string | undefined;

/** Longest digit run compared as a number by the natural order (longer runs compare as text). */
const NATURAL_DIGITS = 20;

/**
 * The key a value sorts by: numbers, dates (their time) and booleans as numbers; text in any
 * case, with each run of digits padded so that 'Unit 2' comes before 'Unit 10'; empty last.
 */
export function sortKey(value: DataTableValue): SortKey {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  return value.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(NATURAL_DIGITS, '0'));
}

/** Ascending order of two non-empty keys: numbers by value, anything else as text. */
function compareSortKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const textA = String(a);
  const textB = String(b);
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}

/**
 * Client mode's sort: by each sorted column in turn (empty values last in either direction),
 * then in list order, so that equal rows keep their places. Keys come from `keys` (per column,
 * indexed like the list) and are made there on first use.
 */
export function sortRows<Row, Item extends { original: Row }>(
  rows: readonly Item[],
  sorting: SortingState,
  columns: readonly DataTableColumn<Row>[],
  keys: Map<string, SortKey[]>,
): Item[] {
  const orders = sorting.flatMap((entry) => {
    const column = columns.find((candidate) => candidate.id === entry.id);
    if (!column?.sortable) return [];
    let columnKeys = keys.get(column.id);
    if (!columnKeys) {
      columnKeys = rows.map((item) => sortKey(column.value?.(item.original)));
      keys.set(column.id, columnKeys);
    }
    return [{ keys: columnKeys, direction: entry.desc ? -1 : 1 }];
  });
  if (orders.length === 0) return [...rows];
  const indexes = Array.from(rows, (_, index) => index);
  indexes.sort((a, b) => {
    for (const { keys: columnKeys, direction } of orders) {
      const keyA = columnKeys[a];
      const keyB = columnKeys[b];
      if (keyA === keyB) continue;
      if (keyA === undefined) return 1;
      if (keyB === undefined) return -1;
      const order = compareSortKeys(keyA, keyB);
      if (order !== 0) return order * direction;
    }
    return a - b;
  });
  return indexes.map((index) => rows[index]);
}
