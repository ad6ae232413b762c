import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
  pageCount as countPages,
} from '@hvac/console-domain';
import { useControllableState } from '../../utils/useControllableState';
import type { SortKey } from './clientRows';
import { lazySearchTexts, matchingRows, sortRows } from './clientRows';
import type { ColumnSizing } from './columnSizing';
import { clampColumnSizing } from './columnSizing';
import type { DataTableColumn, DataTableMode } from './dataTableColumn';
import type { PagedTableQuery, SortDirection } from './pagedTableQuery';
import { pageRange, pageSizeChoices } from './pagedTableQuery';
import type { PagedTableInstance, PagedTableRow } from './tanstackTable';
import { useTanStackTable } from './tanstackTable';
import { usePagedTableQuery } from './usePagedTableQuery';

// The table's behaviour in three parts: the query (usePagedTableQuery), client mode's rows
// (clientRows.ts) and the TanStack adapter (tanstackTable.ts); this hook puts them together.
export { DATA_TABLE_MODES, cellContent } from './dataTableColumn';
export type { DataTableColumn, DataTableMode, DataTableValue } from './dataTableColumn';
export { sortKey } from './clientRows';
export type { DataTableFeatures, PagedTableInstance, PagedTableRow } from './tanstackTable';

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
  /**
   * Sorts by one column in the given direction (`null`: the list's own order), replacing any
   * other sort: the card layout's Sort by list, which has no headers to click.
   */
  setSort: (columnId: string | null, direction?: SortDirection) => void;
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
  } = options;

  // A table with its own page sizes (24, 48, 72) starts at its first, and 25 is not slipped in.
  const defaultPageSize =
    options.defaultPageSize ??
    (options.pageSizeOptions
      ? (options.pageSizeOptions[0] ?? DEFAULT_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE);
  const query = usePagedTableQuery({ ...options, defaultPageSize, searchDebounceMs });
  const { page, pageSize, ordering, search, setPage } = query;

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

  const { table, sorting } = useTanStackTable({
    columns,
    rows,
    getRowId,
    page,
    pageSize,
    ordering,
    columnSizing,
    total,
    setPage,
    setPageSize: query.setPageSize,
    setOrdering: query.setOrdering,
    setColumnSizing,
    enableSortingRemoval,
    enableMultiSort,
    enableColumnResizing,
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

  const setSort = useCallback(
    (columnId: string | null, direction: SortDirection = 'asc') => {
      if (columnId === null) {
        table.resetSorting(true);
        return;
      }
      const column = columns.find((candidate) => candidate.id === columnId);
      if (!column?.sortable) return;
      table.getColumn(columnId)?.toggleSorting(direction === 'desc', false);
    },
    [columns, table],
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
    query: query.query,
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
    setPageSize: query.setPageSize,
    ordering,
    getSortDirection,
    getSortPosition,
    sortCount: sorting.length,
    toggleSort,
    setSort,
    columnResizing: enableColumnResizing,
    columnSizing,
    setColumnSizing,
    searchText: query.searchText,
    setSearchText: query.setSearchText,
    flushSearch: query.flushSearch,
    cancelSearch: query.cancelSearch,
  };
}
