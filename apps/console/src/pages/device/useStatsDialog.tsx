import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import type { StatsTarget } from './statsTarget';

const StatsDialogs = lazy(() => import('./StatsDialogs'));

/**
 * The opener, or, when a live refresh has rendered its row anew meanwhile, the button that now
 * carries the same name (the buttons are named with their unit, so the name is unique).
 */
function findAgain(element: HTMLElement): HTMLElement | null {
  if (element.isConnected) return element;
  const label = element.getAttribute('aria-label');
  if (!label) return null;
  return document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`);
}

/**
 * Which statistics dialog is open, and the dialog itself (its code loads on first use). The
 * dialogs have no trigger of their own, so the button that opened one is remembered and gets focus
 * back when it closes (Escape, the close button).
 */
export function useStatsDialog() {
  const [target, setTarget] = useState<StatsTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (target) return;
    const element = opener.current;
    if (!element) return;
    opener.current = null;
    // After the dialog's own focus handling, which runs in a timeout of its unmount.
    const timer = window.setTimeout(() => findAgain(element)?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [target]);

  const open = (next: StatsTarget) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setTarget(next);
  };

  const dialog = target ? (
    <Suspense fallback={null}>
      <StatsDialogs target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return {
    dialog,
    openLatest: (unit: Omit<StatsTarget, 'kind'>) => open({ kind: 'latest', ...unit }),
    openHistorical: (unit: Omit<StatsTarget, 'kind'>) => open({ kind: 'historical', ...unit }),
  };
}
