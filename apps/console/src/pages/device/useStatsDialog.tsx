import { lazy, Suspense, useRef, useState } from 'react';

import type { StatsTarget } from './statsTarget';

const StatsDialogs = lazy(() => import('./StatsDialogs'));

/**
 * Which statistics dialog is open, and the dialog itself (its code loads on first use). The
 * dialogs have no trigger of their own, so the button that opened one is remembered and gets focus
 * back through the dialog's `onCloseAutoFocus` when it closes (Escape, the close button). Rows and
 * cards keep their keys across live refreshes, so that button is still in the page.
 */
export function useStatsDialog() {
  const [target, setTarget] = useState<StatsTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: StatsTarget) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setTarget(next);
  };

  const restoreFocus = (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return; // Radix's own choice then
    event.preventDefault();
    element.focus();
  };

  const dialog = target ? (
    <Suspense fallback={null}>
      <StatsDialogs
        target={target}
        onClose={() => setTarget(null)}
        onCloseAutoFocus={restoreFocus}
      />
    </Suspense>
  ) : null;
  return {
    dialog,
    openLatest: (unit: Omit<StatsTarget, 'kind'>) => open({ kind: 'latest', ...unit }),
    openHistorical: (unit: Omit<StatsTarget, 'kind'>) => open({ kind: 'historical', ...unit }),
  };
}
