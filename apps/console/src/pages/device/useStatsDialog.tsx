import { lazy, Suspense, useState } from 'react';

import type { StatsTarget } from './statsTarget';

const StatsDialogs = lazy(() => import('./StatsDialogs'));

/** Which statistics dialog is open, and the dialog itself (its code loads on first use). */
export function useStatsDialog() {
  const [target, setTarget] = useState<StatsTarget | null>(null);
  const dialog = target ? (
    <Suspense fallback={null}>
      <StatsDialogs target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return {
    dialog,
    openLatest: (unit: Omit<StatsTarget, 'kind'>) => setTarget({ kind: 'latest', ...unit }),
    openHistorical: (unit: Omit<StatsTarget, 'kind'>) => setTarget({ kind: 'historical', ...unit }),
  };
}
