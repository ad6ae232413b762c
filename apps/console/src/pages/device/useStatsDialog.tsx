import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';

import type { StatsTarget } from './statsTarget';

const StatsDialogs = lazy(() => import('./StatsDialogs'));

interface StatsDialogStore {
  subscribe: (listener: () => void) => () => void;
  target: () => StatsTarget | null;
  open: (target: StatsTarget) => void;
  close: () => void;
  restoreFocus: (event: Event) => void;
}

/**
 * The open dialog, kept outside the page's React state: opening or closing one re-renders the
 * dialog alone, not the device page behind it with its cards and tables
 * (docs/benchmarks/console-ui.md). The button that opened it is remembered for its focus.
 */
function createStatsDialogStore(): StatsDialogStore {
  let target: StatsTarget | null = null;
  let opener: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const set = (next: StatsTarget | null) => {
    target = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    target: () => target,
    open: (next) => {
      const active = document.activeElement;
      opener = active instanceof HTMLElement && active !== document.body ? active : null;
      set(next);
    },
    close: () => set(null),
    restoreFocus: (event) => {
      const element = opener;
      opener = null;
      if (!element?.isConnected) return; // Radix's own choice then
      event.preventDefault();
      element.focus();
    },
  };
}

function StatsDialogHost({ store }: { store: StatsDialogStore }) {
  const target = useSyncExternalStore(store.subscribe, store.target, store.target);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <StatsDialogs target={target} onClose={store.close} onCloseAutoFocus={store.restoreFocus} />
    </Suspense>
  );
}

/**
 * Which statistics dialog is open, and the dialog itself (its code loads on first use). The
 * dialogs have no trigger of their own, so the button that opened one is remembered and gets focus
 * back through the dialog's `onCloseAutoFocus` when it closes (Escape, the close button). Rows and
 * cards keep their keys across live refreshes, so that button is still in the page.
 */
export function useStatsDialog() {
  const [store] = useState(createStatsDialogStore);
  return useMemo(
    () => ({
      dialog: <StatsDialogHost store={store} />,
      openLatest: (unit: Omit<StatsTarget, 'kind'>) => store.open({ kind: 'latest', ...unit }),
      openHistorical: (unit: Omit<StatsTarget, 'kind'>) =>
        store.open({ kind: 'historical', ...unit }),
    }),
    [store],
  );
}
