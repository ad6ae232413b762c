import {
  columnResizingFeature,
  columnSizingFeature,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  ColumnSizingState,
  OnChangeFn,
  PaginationState,
  ReactTable,
  Row as TableRow,
  SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  pageCount as countPages,
} from '@hvac/console-domain';
import { useControllableState } from '../../utils/useControllableState';
import type { ColumnSizing } from './columnSizing';
import { FALLBACK_COLUMN_WIDTH, clampColumnSizing, columnWidthBounds } from './columnSizing';
import type { PagedTableQuery, SortDirection } from './pagedTableQuery';
import {
  orderingToSorting,
  pageRange,
  pageSizeChoices,
  sortingToOrdering,
} from './pagedTableQuery';
import { useDebouncedCallback } from './useDebouncedCallback';

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

export interface UsePagedTableOptions<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows (server mode) or the complete list (client mode). Keep the reference stable. */
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /**
   * `server`: rows are one page the owner fetched (sorting, search and paging are the owner's).
   * `client`: rows are the complete list; it is filtered, searched, sorted (and with `paginate`
   * paged) here.
   */
  mode?: DataTableMode;
  /** Client mode: split the list into pages of `pageSize` with the same footer as server mode. */
  paginate?: boolean;
  /**
   * Client mode: only rows it accepts are shown (filters beside the search box). Keep the function
   * stable (useCallback/useMemo over the filter values): a new one returns to page 1.
   */
  filter?: (row: Row) => boolean;
  /** Total number of rows on the server (server mode). */
  rowCount?: number;
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /** 25 unless the table says otherwise; the first of its own `pageSizeOptions` when it has them. */
  defaultPageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** 10, 20, 50 and 100 unless the table says otherwise. */
  pageSizeOptions?: readonly number[];
  /**
   * `'unit_id'` or `'-unit_id'`; `null` is unsorted. With `enableMultiSort`, several fields
   * separated by commas, most significant first (`'project,-version'`).
   */
  ordering?: string | null;
  defaultOrdering?: string | null;
  onOrderingChange?: (ordering: string | null) => void;
  /** The committed (debounced) search text. */
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  /** The wait after the last keystroke before the search applies: 300 ms in server mode, none in client mode. */
  searchDebounceMs?: number;
  /**
   * Opt-in: a third click on a sorted header returns the column to unsorted (ascending →
   * descending → unsorted). By default sorting is binary and never returns to unsorted.
   */
  enableSortingRemoval?: boolean;
  /**
   * Opt-in: Shift+click (or Shift+Enter) on a header adds its column to the sort instead of
   * replacing it; headers show their position in the sort. The ordering lists the fields
   * comma-separated, most significant first.
   */
  enableMultiSort?: boolean;
  /**
   * Opt-in: a resize separator at the end of each header (drag it, or focus it and use the arrow
   * keys, Home and End). Widths are in px, clamped to each column's `minWidth` / `maxWidth`; the
   * first resize fixes every column at the width it had, so the others keep theirs.
   */
  enableColumnResizing?: boolean;
  /** Controlled column widths in px by column id (`enableColumnResizing`). */
  columnSizing?: ColumnSizing;
  defaultColumnSizing?: ColumnSizing;
  /** Every change of the column widths, with all of them. */
  onColumnSizingChange?: (sizing: ColumnSizing) => void;
  /** Every change of page, page size, ordering or committed search, with the whole query to fetch. */
  onQueryChange?: (query: PagedTableQuery) => void;
}

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnSizingFeature,
  columnResizingFeature,
});

export type DataTableFeatures = typeof features;
// The parameters are not called `Row`: the declaration bundle drops the `Row as TableRow` alias,
// and a parameter named `Row` would then shadow TanStack's `Row` in dist/index.d.ts.
export type PagedTableInstance<Item> = ReactTable<DataTableFeatures, Item & object>;
export type PagedTableRow<Item> = TableRow<DataTableFeatures, Item & object>;

export interface PagedTable<Row> {
  /** The TanStack table, for markup that wants headers, rows and cells. */
  table: PagedTableInstance<Row>;
  /** Rows to render: in client mode filtered, searched, sorted and (with `paginate`) paged. */
  rows: PagedTableRow<Row>[];
  mode: DataTableMode;
  query: PagedTableQuery;
  page: number;
  pageSize: number;
  pageCount: number;
  pageSizeChoices: number[];
  /** Whether the rows come in pages (always in server mode; client mode with `paginate`). */
  paginated: boolean;
  /** 1-based first and last row of the page and the total. */
  range: { from: number; to: number; total: number };
  canPreviousPage: boolean;
  canNextPage: boolean;
  setPage: (page: number) => void;
  previousPage: () => void;
  nextPage: () => void;
  /** Changes the page size and returns to page 1. */
  setPageSize: (pageSize: number) => void;
  ordering: string | null;
  getSortDirection: (columnId: string) => SortDirection | undefined;
  /** 1-based position of a column in a sort by several columns; undefined when it is not sorted. */
  getSortPosition: (columnId: string) => number | undefined;
  /** How many columns sort the rows (more than one only with `enableMultiSort`). */
  sortCount: number;
  /**
   * Sorts by a column: starts it ascending, flips it, and with `enableSortingRemoval` returns it
   * to unsorted after descending. `multi` (Shift) adds it to the sort with `enableMultiSort`.
   */
  toggleSort: (columnId: string, multi?: boolean) => void;
  /** Whether `enableColumnResizing` is on. */
  columnResizing: boolean;
  /** Column widths set by resizing, in px by column id (empty until the first resize). */
  columnSizing: ColumnSizing;
  /** Changes column widths; every width is clamped to its column's bounds. */
  setColumnSizing: (update: (previous: ColumnSizing) => ColumnSizing) => void;
  /** What the search box shows (before the debounce). */
  searchText: string;
  /** Types into the search box; the search commits, and returns to page 1, after the debounce. */
  setSearchText: (text: string) => void;
  /** Commits a pending search at once (Enter in the search box). */
  flushSearch: () => void;
  /**
   * Drops a pending search (the text stays in the box): opening a row of the list on screen
   * before the debounce ends must not be overtaken by that search's query change.
   */
  cancelSearch: () => void;
}

const NO_SIZING: ColumnSizing = {};

function toQuery(
  page: number,
  pageSize: number,
  ordering: string | null,
  search: string,
): PagedTableQuery {
  return { page, pageSize, ordering: ordering ?? undefined, search: search || undefined };
}

/**
 * The behaviour of the console's tables without their markup: paging, page size, binary sorting
 * and the debounced search, controlled or not, reported through `onQueryChange` so the owner
 * fetches. Built on TanStack Table, which sorts client-side lists and models headers and cells.
 */
export function usePagedTable<Row>(options: UsePagedTableOptions<Row>): PagedTable<Row> {
  const {
    columns,
    rows,
    getRowId,
    mode = 'server',
    paginate = mode === 'server',
    filter,
    rowCount,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    // A client list is in memory: its search applies at each keystroke, with no wait.
    searchDebounceMs = mode === 'client' ? 0 : SEARCH_DEBOUNCE_MS,
    enableSortingRemoval = false,
    enableMultiSort = false,
    enableColumnResizing = false,
    onQueryChange,
  } = options;

  // A table with its own page sizes (24, 48, 72) starts at its first, and 25 is not slipped in.
  const defaultPageSize =
    options.defaultPageSize ??
    (options.pageSizeOptions
      ? (options.pageSizeOptions[0] ?? DEFAULT_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE);
  const [page, setPageState] = useControllableState({
    value: options.page,
    defaultValue: options.defaultPage ?? 1,
    onChange: options.onPageChange,
  });
  const [pageSize, setPageSizeState] = useControllableState({
    value: options.pageSize,
    defaultValue: defaultPageSize,
    onChange: options.onPageSizeChange,
  });
  const [ordering, setOrderingState] = useControllableState<string | null>({
    value: options.ordering,
    defaultValue: options.defaultOrdering ?? null,
    onChange: options.onOrderingChange,
  });
  const [search, setSearchState] = useControllableState({
    value: options.search,
    defaultValue: options.defaultSearch ?? '',
    onChange: options.onSearchChange,
  });

  const [columnSizing, setColumnSizingState] = useControllableState<ColumnSizing>({
    value: options.columnSizing,
    defaultValue: options.defaultColumnSizing ?? NO_SIZING,
    onChange: options.onColumnSizingChange,
    name: 'DataTable column sizing',
  });
  const setColumnSizing = useCallback(
    (update: (previous: ColumnSizing) => ColumnSizing) =>
      setColumnSizingState((previous) => clampColumnSizing(update(previous), columns)),
    [columns, setColumnSizingState],
  );
  // TanStack's resize handler commits widths as it drags ('onChange' mode) through this.
  const onColumnSizingChange = useCallback<OnChangeFn<ColumnSizingState>>(
    (updater) => setColumnSizing((previous) => functionalUpdate(updater, previous)),
    [setColumnSizing],
  );

  // The box's text follows a committed search changed from outside (a controlled reset).
  const [searchText, setSearchTextState] = useState(search);
  const [committedSearch, setCommittedSearch] = useState(search);
  if (committedSearch !== search) {
    setCommittedSearch(search);
    if (searchText.trim() !== search) setSearchTextState(search);
  }

  // Client mode filters and searches the complete list here (which rows of `rows` stay, by
  // position); TanStack models the complete list once, so a search neither rebuilds its 10,000
  // row objects nor the sort keys, and clearing it costs no more than showing the sorted list.
  const searchTexts = useMemo(() => lazySearchTexts(rows, columns), [columns, rows]);
  const matches = useMemo(
    () => (mode === 'client' ? matchingRows(rows, searchTexts, filter, search) : null),
    [filter, mode, rows, search, searchTexts],
  );
  const total = mode === 'server' ? (rowCount ?? rows.length) : (matches?.count ?? rows.length);
  const pageCount = paginate ? countPages(total, pageSize) : 1;

  const emit = useCallback(
    (next: PagedTableQuery) => {
      onQueryChange?.(next);
    },
    [onQueryChange],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      const clamped = Math.max(1, Math.floor(nextPage));
      if (clamped === page) return;
      setPageState(clamped);
      emit(toQuery(clamped, pageSize, ordering, search));
    },
    [emit, ordering, page, pageSize, search, setPageState],
  );

  const setPageSize = useCallback(
    (nextPageSize: number) => {
      if (nextPageSize === pageSize) return;
      setPageSizeState(nextPageSize);
      setPageState(1);
      emit(toQuery(1, nextPageSize, ordering, search));
    },
    [emit, ordering, pageSize, search, setPageSizeState, setPageState],
  );

  const setOrdering = useCallback(
    (nextOrderingValue: string | null) => {
      if (nextOrderingValue === ordering) return;
      setOrderingState(nextOrderingValue);
      // A new order starts at its first page, as a new page size or search does.
      setPageState(1);
      emit(toQuery(1, pageSize, nextOrderingValue, search));
    },
    [emit, ordering, pageSize, search, setOrderingState, setPageState],
  );

  const commitSearch = useCallback(
    (text: string) => {
      const nextSearch = text.trim();
      if (nextSearch === search) return;
      setSearchState(nextSearch);
      setPageState(1);
      emit(toQuery(1, pageSize, ordering, nextSearch));
    },
    [emit, ordering, pageSize, search, setPageState, setSearchState],
  );
  const debouncedCommit = useDebouncedCallback(commitSearch, searchDebounceMs);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      debouncedCommit.run(text);
    },
    [debouncedCommit],
  );

  const sorting = useMemo(
    () => orderingToSorting(ordering ?? undefined, columns),
    [columns, ordering],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize }),
    [page, pageSize],
  );

  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      const next = functionalUpdate(updater, sorting);
      // Binary sorting has no unsorted step, whatever asks for one.
      if (next.length === 0 && !enableSortingRemoval) return;
      setOrdering(sortingToOrdering(enableMultiSort ? next : next.slice(0, 1), columns));
    },
    [columns, enableMultiSort, enableSortingRemoval, setOrdering, sorting],
  );
  const onPaginationChange = useCallback<OnChangeFn<PaginationState>>(
    (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) setPageSize(next.pageSize);
      else setPage(next.pageIndex + 1);
    },
    [pagination, setPage, setPageSize],
  );

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<DataTableFeatures, Row & object> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row) => column.value?.(row) ?? null,
        cell: (context) =>
          column.cell ? column.cell(context.row.original) : formatValue(context.getValue()),
        enableSorting: column.sortable ?? false,
        sortDescFirst: false,
        enableResizing: column.resizable ?? true,
        size: FALLBACK_COLUMN_WIDTH,
        minSize: columnWidthBounds(column).min,
        maxSize: columnWidthBounds(column).max,
      })),
    [columns],
  );
  const data = useMemo(() => [...rows] as Array<Row & object>, [rows]);
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, pagination, columnSizing },
    onSortingChange,
    onPaginationChange,
    onColumnSizingChange,
    enableColumnResizing,
    columnResizeMode: 'onChange',
    // TanStack models the rows and the sort state (the headers' cycle); client mode sorts and
    // pages the rows itself below, comparing keys made once per list and column instead of
    // converting both values in each of the ~140,000 comparisons of 10,000 rows.
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    rowCount: total,
    enableSortingRemoval,
    enableMultiSort,
    enableMultiRemove: enableSortingRemoval,
  });

  // TanStack's own cycle: asc → desc (→ unsorted with removal); Shift adds a column.
  const toggleSort = useCallback(
    (columnId: string, multi = false) => {
      const column = columns.find((candidate) => candidate.id === columnId);
      if (!column?.sortable) return;
      table.getColumn(columnId)?.toggleSorting(undefined, multi && enableMultiSort);
    },
    [columns, enableMultiSort, table],
  );

  const modelRows = table.getRowModel().rows;
  // Sort keys of the current list, made on the first sort by each column.
  const sortKeys = useMemo(() => new Map<string, SortKey[]>(), [modelRows]);
  const sortedAll = useMemo(
    () => (mode === 'client' ? sortRows(modelRows, sorting, columns, sortKeys) : modelRows),
    [columns, mode, modelRows, sortKeys, sorting],
  );
  // Filtering keeps the sorted order.
  const sortedRows = useMemo(
    () => (matches ? sortedAll.filter((item) => matches.rows[item.index] === 1) : sortedAll),
    [matches, sortedAll],
  );
  const pageRows = useMemo(
    () =>
      mode === 'client' && paginate
        ? sortedRows.slice((page - 1) * pageSize, page * pageSize)
        : sortedRows,
    [mode, page, pageSize, paginate, sortedRows],
  );

  // A client list that shrinks under its page (a filter, fewer rows) shows its last page.
  const lastPage = Math.max(1, pageCount);
  const clientPageOverflows = mode === 'client' && paginate && page > lastPage;
  useEffect(() => {
    if (clientPageOverflows) setPage(lastPage);
  }, [clientPageOverflows, lastPage, setPage]);

  // A new client-side filter returns to page 1, as a new search does.
  const previousFilter = useRef(filter);
  useEffect(() => {
    if (previousFilter.current === filter) return;
    previousFilter.current = filter;
    if (mode === 'client') setPage(1);
  }, [filter, mode, setPage]);

  const getSortDirection = useCallback(
    (columnId: string): SortDirection | undefined => {
      const sorted = sorting.find((entry) => entry.id === columnId);
      if (!sorted) return undefined;
      return sorted.desc ? 'desc' : 'asc';
    },
    [sorting],
  );
  const getSortPosition = useCallback(
    (columnId: string): number | undefined => {
      const index = sorting.findIndex((entry) => entry.id === columnId);
      return index === -1 ? undefined : index + 1;
    },
    [sorting],
  );

  return {
    table,
    rows: pageRows,
    mode,
    query: toQuery(page, pageSize, ordering, search),
    page,
    pageSize,
    pageCount,
    pageSizeChoices: pageSizeChoices(pageSizeOptions, defaultPageSize, pageSize),
    range: paginate ? pageRange(page, pageSize, total) : pageRange(1, total, total),
    paginated: paginate,
    canPreviousPage: paginate && page > 1,
    canNextPage: paginate && page < pageCount,
    setPage,
    previousPage: () => setPage(page - 1),
    nextPage: () => setPage(page + 1),
    setPageSize,
    ordering,
    getSortDirection,
    getSortPosition,
    sortCount: sorting.length,
    toggleSort,
    columnResizing: enableColumnResizing,
    columnSizing,
    setColumnSizing,
    searchText,
    setSearchText,
    flushSearch: debouncedCommit.flush,
    cancelSearch: debouncedCommit.cancel,
  };
}

/** Each row's column texts in lower case, made on the first search of a list and kept for the next. */
interface SearchTexts {
  get(): readonly string[];
}

function lazySearchTexts<Row>(
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
function matchingRows<Row>(
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
type SortKey = number | string | undefined;

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
function sortRows<Row, Item extends { original: Row }>(
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

/** What a body cell shows: the column's `cell`, else its `value` as text. */
export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : formatValue(column.value?.(row));
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return '';
}
