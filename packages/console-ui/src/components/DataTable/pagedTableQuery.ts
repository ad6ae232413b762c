import type { SortingState } from '@tanstack/react-table';
import type { SortDirection } from '@hvac/console-domain';
import { DEFAULT_PAGE_SIZE, orderingParam, parseOrdering } from '@hvac/console-domain';

/** What a server-paged table asks its owner to fetch: the API's own paging parameters. */
export interface PagedTableQuery {
  /** 1-based, as the API counts pages. */
  page: number;
  pageSize: number;
  /** `'unit_id'` ascending, `'-unit_id'` descending, undefined when unsorted. */
  ordering: string | undefined;
  /** The debounced search text, trimmed; undefined when empty. */
  search: string | undefined;
}

export type { SortDirection };

export interface SortableColumn {
  id: string;
  /** The field the API sorts by; the column id when omitted. */
  orderingField?: string;
}

/** The `ordering` value of a field and direction (the API's '-' prefix for descending). */
export function toOrdering(field: string, direction: SortDirection): string {
  return orderingParam(field, direction) ?? field;
}

/**
 * TanStack's sorting state for an ordering string; fields no column sorts by are left out. A
 * multi-column sort is a comma-separated list, most significant first (`'project,-version'`).
 */
export function orderingToSorting(
  ordering: string | undefined,
  columns: readonly SortableColumn[],
): SortingState {
  if (!ordering) return [];
  const sorting: SortingState = [];
  for (const part of ordering.split(',')) {
    const parsed = parseOrdering(part.trim());
    if (!parsed) continue;
    const column = columns.find(
      (candidate) => (candidate.orderingField ?? candidate.id) === parsed.field,
    );
    if (column && !sorting.some((entry) => entry.id === column.id)) {
      sorting.push({ id: column.id, desc: parsed.direction === 'desc' });
    }
  }
  return sorting;
}

/** The ordering string of a sorting state (comma-separated when several columns sort); null when unsorted. */
export function sortingToOrdering(
  sorting: SortingState,
  columns: readonly SortableColumn[],
): string | null {
  const parts = sorting.flatMap((entry) => {
    const column = columns.find((candidate) => candidate.id === entry.id);
    return column
      ? [toOrdering(column.orderingField ?? column.id, entry.desc ? 'desc' : 'asc')]
      : [];
  });
  return parts.length > 0 ? parts.join(',') : null;
}

/** First and last row numbers shown on a page (1-based), for "1–25 of 132". */
export function pageRange(
  page: number,
  pageSize: number,
  rowCount: number,
): { from: number; to: number; total: number } {
  if (rowCount <= 0) return { from: 0, to: 0, total: 0 };
  const from = Math.min((page - 1) * pageSize + 1, rowCount);
  const to = Math.min(page * pageSize, rowCount);
  return { from, to, total: rowCount };
}

/** The page-size choices offered: the configured options and the default size, sorted. */
export function pageSizeChoices(
  options: readonly number[],
  defaultPageSize: number,
  pageSize: number = defaultPageSize,
): number[] {
  // The configured sizes and the table's default always stay, whatever is picked, so the
  // list never changes under the user; a current size outside both (an address typed by
  // hand) is shown too, so that the select can display it.
  const choices = new Set([...options, defaultPageSize, pageSize]);
  return [...choices].sort((a, b) => a - b);
}

/** The query a table asks for before any change: page 1, the table's page size, unsorted, no search. */
export function initialPagedTableQuery(
  options: {
    pageSize?: number;
    page?: number;
    ordering?: string | null;
    search?: string;
  } = {},
): PagedTableQuery {
  return {
    page: options.page ?? 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    ordering: options.ordering ?? undefined,
    search: options.search?.trim() || undefined,
  };
}
