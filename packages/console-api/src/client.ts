import { HttpClient } from './http';
import type { RefreshLocks } from './http';
import { createAuthService } from './services/auth';
import type { SessionStorage } from './session';
import { Session } from './session';
import type { FetchLike } from './transport';

export interface ConsoleClientOptions {
  /** The tenant's API base URL (see resolveApiBaseUrl), e.g. http://demo.localhost:8787. */
  baseUrl: string;
  /** Called once the session is over (refresh refused): the app goes to /login/. */
  onUnauthorized: () => void;
  /** Overrides where the bearer token comes from; the stored session's token by default. */
  getAccessToken?: () => string | null | undefined;
  /** Replaces global fetch (tests, server-side rendering, in-process servers). */
  fetch?: FetchLike;
  /** Where the session lives; localStorage by default. */
  storage?: SessionStorage;
  /**
   * Creates the XMLHttpRequest used for uploads (real upload progress). By default the global
   * XMLHttpRequest when present and no custom `fetch` was given; otherwise uploads go through fetch.
   */
  createXMLHttpRequest?: () => XMLHttpRequest;
  /** Serialises token refreshes across tabs; the browser's navigator.locks by default. */
  locks?: RefreshLocks | null;
}

/**
 * The session part of the client: the session, the transport and sign-in (auth). What the
 * signed-out screens need; `withServices` adds the other areas, so an app can load them later.
 */
export function createSessionClient(options: ConsoleClientOptions) {
  const session = new Session(options.storage);
  const http = new HttpClient({
    baseUrl: options.baseUrl,
    session,
    onUnauthorized: options.onUnauthorized,
    getAccessToken: options.getAccessToken,
    fetch: options.fetch,
    createXMLHttpRequest: options.createXMLHttpRequest,
    locks: options.locks,
  });
  return { baseUrl: options.baseUrl, session, http, auth: createAuthService(http) };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
