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
import { useCallback, useMemo } from 'react';
import type { ColumnSizing } from './columnSizing';
import { FALLBACK_COLUMN_WIDTH, columnWidthBounds } from './columnSizing';
import type { DataTableColumn } from './dataTableColumn';
import { formatValue } from './dataTableColumn';
import { orderingToSorting, sortingToOrdering } from './pagedTableQuery';

// The adapter between the table's own state (page, page size, ordering, column widths) and
// TanStack Table, which models the rows, the headers' sort cycle and the column sizes.

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

export interface TanStackTableOptions<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  page: number;
  pageSize: number;
  ordering: string | null;
  columnSizing: ColumnSizing;
  /** The rows of every page (the server's count, or the client list's after filtering). */
  total: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setOrdering: (ordering: string | null) => void;
  setColumnSizing: (update: (previous: ColumnSizing) => ColumnSizing) => void;
  enableSortingRemoval: boolean;
  enableMultiSort: boolean;
  enableColumnResizing: boolean;
}

/**
 * The TanStack table of the state above, and its sorting in TanStack's terms. TanStack's changes
 * (a header's sort cycle, a resize drag) come back as the table's own state changes; sorting and
 * paging are manual, since client mode sorts and pages itself (clientRows.ts).
 */
export function useTanStackTable<Row>(options: TanStackTableOptions<Row>) {
  const {
    columns,
    rows,
    getRowId,
    page,
    pageSize,
    ordering,
    columnSizing,
    total,
    setPage,
    setPageSize,
    setOrdering,
    setColumnSizing,
    enableSortingRemoval,
    enableMultiSort,
    enableColumnResizing,
  } = options;

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
  // TanStack's resize handler commits widths as it drags ('onChange' mode) through this.
  const onColumnSizingChange = useCallback<OnChangeFn<ColumnSizingState>>(
    (updater) => setColumnSizing((previous) => functionalUpdate(updater, previous)),
    [setColumnSizing],
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
    // pages the rows itself, comparing keys made once per list and column instead of converting
    // both values in each of the ~140,000 comparisons of 10,000 rows.
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    rowCount: total,
    enableSortingRemoval,
    enableMultiSort,
    enableMultiRemove: enableSortingRemoval,
  });
  return { table, sorting };
}
