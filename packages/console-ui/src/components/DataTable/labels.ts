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
};
