import type { ListParams } from '@hvac/console-api';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZE_OPTIONS } from '@hvac/console-domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What a server-paged DataTable reports through `onQueryChange`. */
export interface TableQuery {
  page: number;
  pageSize: number;
  ordering: string | undefined;
  search: string | undefined;
}

/** The list parameters of a query: page, page_size, ordering ('-' prefix descending), search. */
function toParams(query: TableQuery): ListParams {
  return {
    page: query.page,
    page_size: query.pageSize,
    ordering: query.ordering ?? null,
    search: query.search ?? null,
  };
}

/**
 * The query of a server-paged table kept in component state (for tables that share a screen).
 * The table owns the paging behaviour; the screen fetches with `params`.
 */
export function useServerQuery(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [query, setQuery] = useState<TableQuery>({
    page: FIRST_PAGE,
    pageSize,
    ordering: undefined,
    search: undefined,
  });
  return { query, setQuery, params: toParams(query) };
}

/** The address keys of the table's own query; any other key belongs to the screen. */
const TABLE_QUERY_KEYS: readonly string[] = ['page', 'page_size', 'ordering', 'search'];

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The query of a screen's main table kept in the address (?page=2&page_size=50&ordering=-unit_id
 * &search=GMV), so Back from a row's detail returns to the same page, sort and search, and the
 * address can be shared. Changes replace the history entry instead of adding one per keystroke.
 */
export function useUrlServerQuery(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [searchParams, setSearchParams] = useSearchParams();
  // React Router changes the address in a transition, so the screen renders the new query a moment
  // after the change. Meanwhile a controlled field would show the old value again: React puts a
  // <select>'s value back to its prop after the event, so a second ArrowUp on Rows per page before
  // the address changed would go 25 → 20 once more instead of 20 → 10. The query just set is the one
  // shown until the address moves on from where it was set.
  const address = searchParams.toString();
  const [pending, setPending] = useState<{ from: string; query: TableQuery } | null>(null);
  const requestedSize = positive(searchParams.get('page_size'));
  const addressQuery: TableQuery = {
    page: positive(searchParams.get('page')) ?? FIRST_PAGE,
    pageSize:
      requestedSize !== undefined &&
      (PAGE_SIZE_OPTIONS as readonly number[]).includes(requestedSize)
        ? requestedSize
        : pageSize,
    ordering: searchParams.get('ordering') || undefined,
    search: searchParams.get('search') || undefined,
  };
  // Once the address has moved on (to the query set, or by Back), it is the query again.
  if (pending && pending.from !== address) setPending(null);
  const query = pending && pending.from === address ? pending.query : addressQuery;
  const setQuery = (next: TableQuery) => {
    setPending({ from: address, query: next });
    // The screen's own filters (the device list's `state`) stay as they are.
    const params = new URLSearchParams(
      [...searchParams].filter(([key]) => !TABLE_QUERY_KEYS.includes(key)),
    );
    if (next.page !== FIRST_PAGE) params.set('page', String(next.page));
    if (next.pageSize !== pageSize) params.set('page_size', String(next.pageSize));
    if (next.ordering) params.set('ordering', next.ordering);
    if (next.search) params.set('search', next.search);
    setSearchParams(params, { replace: true });
  };
  return { query, setQuery, params: toParams(query) };
}
