import type { ListParams } from '@hvac/console-api';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@hvac/console-domain';
import { useState } from 'react';

/** What a server-paged DataTable reports through `onQueryChange`. */
export interface TableQuery {
  page: number;
  pageSize: number;
  ordering: string | undefined;
  search: string | undefined;
}

/**
 * The query of a server-paged table and the list parameters it becomes (page, page_size,
 * ordering with its '-' prefix, search). The table owns the paging behaviour; the screen fetches.
 */
export function useServerQuery(pageSize: number = DEFAULT_PAGE_SIZE) {
  const [query, setQuery] = useState<TableQuery>({
    page: FIRST_PAGE,
    pageSize,
    ordering: undefined,
    search: undefined,
  });
  const params: ListParams = {
    page: query.page,
    page_size: query.pageSize,
    ordering: query.ordering ?? null,
    search: query.search ?? null,
  };
  return { query, setQuery, params };
}
