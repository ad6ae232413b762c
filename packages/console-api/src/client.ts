import { HttpClient } from './http';
import type { RefreshLocks } from './http';
import { createAlarmsService } from './services/alarms';
import { createAuthService } from './services/auth';
import { createDevicesService } from './services/devices';
import { createDocumentsService } from './services/documents';
import { createFloorsService } from './services/floors';
import { createProjectsService } from './services/projects';
import { createUsersService } from './services/users';
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

/** The typed client of the console API: one service per area, sharing one session. */
export function createConsoleClient(options: ConsoleClientOptions) {
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
  return {
    baseUrl: options.baseUrl,
    session,
    http,
    auth: createAuthService(http),
    users: createUsersService(http),
    devices: createDevicesService(http),
    documents: createDocumentsService(http),
    projects: createProjectsService(http),
    floors: createFloorsService(http),
    alarms: createAlarmsService(http),
  };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
