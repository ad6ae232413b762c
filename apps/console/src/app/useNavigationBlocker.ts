import { useContext, useEffect, useRef, useState } from 'react';
import type { Path, To } from 'react-router-dom';
import { UNSAFE_NavigationContext } from 'react-router-dom';

import { popStateGuard } from './popStateGuard';

/** Where a navigation would go: its path and query. */
export type NavigationTarget = Pick<Path, 'pathname' | 'search'>;

/** The shape of React Router's `useBlocker` result: idle, or holding one navigation. */
export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

type Navigate = (to: To, ...rest: unknown[]) => void;
interface PatchableNavigator {
  push: Navigate;
  replace: Navigate;
}

const UNBLOCKED: NavigationBlocker = { state: 'unblocked' };

function targetOf(to: To): NavigationTarget {
  if (typeof to === 'string') {
    const url = new URL(to, window.location.href);
    return { pathname: url.pathname, search: url.search };
  }
  return {
    pathname: to.pathname ?? window.location.pathname,
    search: to.search ?? '',
  };
}

/** The browser history entry's position, as React Router's history keeps it in `state.idx`. */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return undefined;
}

/**
 * Holds navigations of the console while `shouldBlock(target)` says so, for a screen to ask first:
 * links, `navigate()` and search-parameter changes (through the router's navigator), and the
 * browser's Back and Forward buttons (a `popstate` heard before the router's own listener, see
 * popStateGuard; the address is put back at once). It answers as React Router's `useBlocker` does (`state`, `proceed`,
 * `reset`). That hook exists only under a data router, whose code would put /login/ over its size
 * budget (docs/benchmarks/size-budgets.md), so the console keeps its BrowserRouter and blocks here.
 * Reloading or closing the page is the caller's `beforeunload`.
 */
export function useNavigationBlocker(
  active: boolean,
  shouldBlock: (target: NavigationTarget) => boolean,
): NavigationBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [blocker, setBlocker] = useState<NavigationBlocker>(UNBLOCKED);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });

  useEffect(() => {
    if (!active) return undefined;
    const patchable = navigator as unknown as PatchableNavigator;
    const { push, replace } = patchable;
    const hold = (original: Navigate): Navigate => {
      return (to, ...rest) => {
        if (!shouldBlockRef.current(targetOf(to))) {
          original(to, ...rest);
          return;
        }
        setBlocker({
          state: 'blocked',
          proceed: () => {
            setBlocker(UNBLOCKED);
            original(to, ...rest);
          },
          reset: () => setBlocker(UNBLOCKED),
        });
      };
    };
    patchable.push = hold(push);
    patchable.replace = hold(replace);

    // Back and Forward: the browser has already moved when popstate arrives. The guard runs before
    // the router's listener, stops it, and moves the browser back by the same number of entries;
    // that second popstate is swallowed too.
    let current = historyIndex();
    let restoring = false;
    let released = false;
    const onPopState = (event: PopStateEvent) => {
      if (released) {
        released = false;
        return;
      }
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      const next = historyIndex();
      const delta = current !== undefined && next !== undefined ? next - current : undefined;
      const target = { pathname: window.location.pathname, search: window.location.search };
      if (!delta || !shouldBlockRef.current(target)) {
        current = next;
        return;
      }
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(-delta);
      setBlocker({
        state: 'blocked',
        proceed: () => {
          setBlocker(UNBLOCKED);
          released = true;
          window.history.go(delta);
        },
        reset: () => setBlocker(UNBLOCKED),
      });
    };
    // Entries pushed or replaced while active move the position the next pop is measured from.
    const track = (original: Navigate): Navigate => {
      return (to, ...rest) => {
        original(to, ...rest);
        current = historyIndex();
      };
    };
    patchable.push = track(patchable.push);
    patchable.replace = track(patchable.replace);
    popStateGuard.current = onPopState;
    return () => {
      patchable.push = push;
      patchable.replace = replace;
      if (popStateGuard.current === onPopState) popStateGuard.current = null;
    };
  }, [active, navigator]);

  // A blocker left over from an earlier activity means nothing once nothing is to be kept.
  return active ? blocker : UNBLOCKED;
}
