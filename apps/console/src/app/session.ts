import type { SessionSnapshot } from '@hvac/console-api';
import { useSyncExternalStore } from 'react';

import { client } from './api';

/**
 * The stored session (tokens, user), re-rendering when it changes here or in another tab. Read from
 * the client directly so the guard and the signed-out screens need neither SWR nor the data hooks.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(
    client.session.subscribe,
    client.session.getSnapshot,
    client.session.getSnapshot,
  );
}
