/** Page-size options of the server-paged tables (devices, projects, users, alarms). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The largest page a list answers (`page_size` above it is a 400 on the server). */
export const MAX_PAGE_SIZE = 100;
export const DEVICE_DETAIL_PAGE_SIZE = 50;
export const HISTORICAL_PAGE_SIZES = [24, 48, 72] as const;
export const DEFAULT_HISTORICAL_PAGE_SIZE = 24;
export const DOCUMENTS_PAGE_SIZE = 100;
export const CHANGE_LOG_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;

export type SortDirection = 'asc' | 'desc';

/** The `ordering` query value: the field, prefixed by '-' when descending; undefined when unsorted. */
export function orderingParam(
  field: string | null | undefined,
  direction: SortDirection = 'asc',
): string | undefined {
  if (!field) return undefined;
  return direction === 'desc' ? `-${field}` : field;
}

/** Reads an `ordering` query value back into its field and direction. */
export function parseOrdering(
  ordering: string | null | undefined,
): { field: string; direction: SortDirection } | undefined {
  if (!ordering) return undefined;
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  if (!field) return undefined;
  return { field, direction: descending ? 'desc' : 'asc' };
}

/** Sorting is binary: a click on the sorted column flips asc and desc. */
export function toggleSortDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

/** Number of pages for a result count; at least 1 so an empty table still shows page 1 of 1. */
export function pageCount(count: number, pageSize: number): number {
  if (!(pageSize > 0) || !(count > 0)) return 1;
  return Math.ceil(count / pageSize);
}
