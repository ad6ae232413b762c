import { useCallback, useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import type { PagedTableQuery } from './pagedTableQuery';
import { useDebouncedCallback } from './useDebouncedCallback';

export function toQuery(
  page: number,
  pageSize: number,
  ordering: string | null,
  search: string,
): PagedTableQuery {
  return { page, pageSize, ordering: ordering ?? undefined, search: search || undefined };
}

export interface PagedTableQueryOptions {
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  defaultPageSize: number;
  onPageSizeChange?: (pageSize: number) => void;
  ordering?: string | null;
  defaultOrdering?: string | null;
  onOrderingChange?: (ordering: string | null) => void;
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  searchDebounceMs: number;
  onQueryChange?: (query: PagedTableQuery) => void;
}

/**
 * The query of a paged table: page, page size, ordering and the committed search, each controlled
 * or not, and the search box's text, committed after the debounce. Every change is reported with
 * the whole query (`onQueryChange`); a new page size, ordering or search returns to page 1.
 */
export function usePagedTableQuery(options: PagedTableQueryOptions) {
  const { searchDebounceMs, onQueryChange } = options;
  const [page, setPageState] = useControllableState({
    value: options.page,
    defaultValue: options.defaultPage ?? 1,
    onChange: options.onPageChange,
  });
  const [pageSize, setPageSizeState] = useControllableState({
    value: options.pageSize,
    defaultValue: options.defaultPageSize,
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

  // The box's text follows a committed search changed from outside (a controlled reset).
  const [searchText, setSearchTextState] = useState(search);
  const [committedSearch, setCommittedSearch] = useState(search);
  if (committedSearch !== search) {
    setCommittedSearch(search);
    if (searchText.trim() !== search) setSearchTextState(search);
  }

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

  return {
    page,
    pageSize,
    ordering,
    search,
    query: toQuery(page, pageSize, ordering, search),
    setPage,
    setPageSize,
    setOrdering,
    searchText,
    setSearchText,
    flushSearch: debouncedCommit.flush,
    cancelSearch: debouncedCommit.cancel,
  };
}
