import { useLiveInterval } from '@hvac/console-api/live';
import { useProjectUnits } from '@hvac/console-api/react';
import { useMemo, useState } from 'react';

import { useValueInterval } from '../../../app/useLiveDevice';
import { LIVE_REFRESH_MS } from '../../../config';
import { projectUnits } from './areaUnits';

/**
 * The project's indoor units with their live summaries, re-read on each poll of their devices while
 * live updates arrive, else every LIVE_REFRESH_MS while the page is visible, with the time of the
 * last successful read (for 'Stale').
 */
export function useLiveUnits(projectId: number) {
  const [updatedAt, setUpdatedAt] = useState<number>();
  const response = useProjectUnits(projectId, {
    refreshInterval: useLiveInterval(LIVE_REFRESH_MS),
    onSuccess: () => setUpdatedAt(Date.now()),
  });
  const units = useMemo(() => projectUnits(response.data), [response.data]);
  return { ...response, units, updatedAt, intervalMs: useValueInterval() };
}
