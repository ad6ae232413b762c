import { createSessionClient, resolveApiBaseUrl } from '@hvac/console-api';

import { API_HOST, DEFAULT_TENANT } from '../config';

/**
 * Forgets every cached answer, so the next user of this browser sees nothing of the last one.
 * SWR is imported on demand: the signed-out screens do not load it.
 */
export async function clearCache(): Promise<void> {
  const { mutate } = await import('swr');
  await mutate(() => true, undefined, { revalidate: false });
}

/**
 * The one API client of the console. Its base URL follows the browser's host: the tenant is the
 * host's first label (demo.localhost → demo), prefixed onto the build-time API host.
 * When the session cannot be refreshed the client clears it; the route guard, subscribed to the
 * session, then sends the user to /login/.
 * This is the session part (sign-in, tokens); the data services are added by ./services, which only
 * the signed-in shell and the invite screen import, so /login/ does not load them.
 */
export const client = createSessionClient({
  baseUrl: resolveApiBaseUrl({
    hostname: window.location.hostname,
    protocol: window.location.protocol,
    apiHost: API_HOST,
    defaultTenant: DEFAULT_TENANT,
  }),
  onUnauthorized: () => void clearCache(),
});
