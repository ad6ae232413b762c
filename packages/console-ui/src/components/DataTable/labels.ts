/**
 * Texts of the table's chrome. The specification names none of them, so they are English
 * defaults kept in one place (ready to move into @hvac/console-domain); every one can be
 * overridden through the `labels` prop.
 */
export interface DataTableLabels {
  search: string;
  searchPlaceholder: string;
  rowsPerPage: string;
  previousPage: string;
  nextPage: string;
  loading: string;
  empty: string;
  retry: string;
  /** "1–25 of 132" */
  range: (from: number, to: number, total: number) => string;
  /** A pager button's name with its table's, unique when a screen has two tables: "Next page, Devices". */
  pageButton: (action: string, table: string) => string;
  /** A sorted header's name in a sort by several columns: "Active, sort priority 2". */
  sortPosition: (header: string, position: number) => string;
  /** The header checkbox of `enableRowSelection`. */
  selectAll: string;
  /** A row's checkbox, named after the row: "Select HP-0001". */
  selectRow: (row: string) => string;
  /** "3 of 132 rows selected", announced politely. */
  selectionSummary: (selected: number, total: number) => string;
  /**
   * The frame that scrolls a wide or long table, a Tab stop of its own: "Devices, scrollable
   * table". Not the table's bare name, which the section around a table often has too.
   */
  scrollRegion: (table: string) => string;
  /** A column's resize separator (`enableColumnResizing`): "Resize Unit ID". */
  resizeColumn: (header: string) => string;
  /** The separator's value as read out: "150 pixels". */
  columnWidth: (pixels: number) => string;
  /** The card layout's sort list, which stands for the headers it has not: "Sort by". */
  sortBy: string;
  /** Its first choice, the list's own order. */
  defaultOrder: string;
  /** A choice of the sort list: "Last Seen, ascending". */
  sortChoice: (header: string, direction: 'asc' | 'desc') => string;
}

export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Search…',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loading: 'Loading',
  empty: 'No results',
  retry: 'Retry',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  pageButton: (action, table) => `${action}, ${table}`,
  sortPosition: (header, position) => `${header}, sort priority ${position}`,
  selectAll: 'Select all rows on this page',
  selectRow: (row) => `Select ${row}`,
  selectionSummary: (selected, total) =>
    `${selected} of ${total} ${total === 1 ? 'row' : 'rows'} selected`,
  scrollRegion: (table) => `${table}, scrollable table`,
  resizeColumn: (header) => `Resize ${header}`,
  columnWidth: (pixels) => `${pixels} pixels`,
  sortBy: 'Sort by',
  defaultOrder: 'Default order',
  sortChoice: (header, direction) =>
    `${header}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
};
