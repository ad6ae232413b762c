import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface UseInfiniteListOptions {
  /** More pages exist (the last page answered a `next`). */
  hasMore: boolean;
  /** A page is being fetched by the owner. */
  loading: boolean;
  /** How many items are shown; a change means the requested page arrived. */
  itemCount: number;
  /** Asks the owner for the next page (an SWR infinite `setSize`, a fetch…). */
  onLoadMore: () => unknown;
  /** Nothing is requested while disabled (a failed page, a closed panel). */
  disabled?: boolean;
  /** The scrolling element; the viewport when omitted (scrolling ancestors clip it either way). */
  root?: Element | null;
  /** Starts the next page this far before the end comes into view. */
  rootMargin?: string;
}

export interface InfiniteList {
  /** Put on an element after the last item: when it comes into view the next page is requested. */
  sentinelRef: (element: Element | null) => void;
  /** Requests the next page now, unless one is loading, none is left or the list is disabled. */
  loadMore: () => void;
}

/**
 * Infinite loading without markup and without fetching (projects.md §4 Change log loading): the next
 * page is requested when the sentinel scrolls into view, never while one is loading or requested and
 * not yet arrived, and never once `hasMore` is false. When an arrived page leaves the sentinel in
 * view (a short page, a tall screen) the following page is requested too, so the list always fills
 * the screen or reaches its end.
 */
export function useInfiniteList({
  hasMore,
  loading,
  itemCount,
  onLoadMore,
  disabled = false,
  root = null,
  rootMargin = '0px 0px 200px 0px',
}: UseInfiniteListOptions): InfiniteList {
  // The sentinel as state (a stable callback ref), so the observer follows a remounted element.
  const [sentinel, setSentinel] = useState<Element | null>(null);
  /** A request was made and its page has not arrived (the owner may not show `loading` yet). */
  const requested = useRef(false);
  const latest = useRef({ hasMore, loading, disabled, onLoadMore });
  // Before any effect or observer callback of this render reads it.
  useLayoutEffect(() => {
    latest.current = { hasMore, loading, disabled, onLoadMore };
  });

  const loadMore = useCallback(() => {
    const state = latest.current;
    if (requested.current || state.loading || !state.hasMore || state.disabled) return;
    requested.current = true;
    state.onLoadMore();
  }, []);

  // The request is over once the page arrived (more items) or the owner stopped loading.
  const previous = useRef({ itemCount, loading });
  useEffect(() => {
    const before = previous.current;
    previous.current = { itemCount, loading };
    if (!requested.current) return;
    if (itemCount !== before.itemCount || (before.loading && !loading) || !hasMore || disabled) {
      requested.current = false;
    }
  }, [itemCount, loading, hasMore, disabled]);

  const observerRef = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) loadMore();
      },
      { root, rootMargin },
    );
    observer.observe(sentinel);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [sentinel, root, rootMargin, loadMore]);

  // After a page arrived the end may still be in view (a short page, a tall screen), and the
  // observer reports only changes: observing afresh makes it report where the end is now, after
  // this layout, so a stale "in view" from before the page never triggers a request.
  useEffect(() => {
    const observer = observerRef.current;
    if (loading || !observer || !sentinel) return;
    observer.unobserve(sentinel);
    observer.observe(sentinel);
  }, [itemCount, loading, hasMore, disabled, sentinel]);

  return { sentinelRef: setSentinel, loadMore };
}
