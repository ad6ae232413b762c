import { ApiError, isAbortError, parseErrorBody } from './errors';
import { buildQuery, joinUrl } from './query';
import type { Session } from './session';
import type { FetchLike, Transport, TransportRequest, TransportResponse } from './transport';
import { createFetchTransport, createXhrTransport } from './transport';
import type { QueryParams, UploadProgress } from './types/common';
import type { TokenRefreshResponse } from './types/auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestSpec {
  method: HttpMethod;
  /** Path under the base URL, with its trailing slash (`/devices/1/`). */
  path: string;
  query?: QueryParams;
  /** A JSON body (sent with Content-Type application/json). */
  json?: unknown;
  /** A multipart body; the browser sets its Content-Type with the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
  /** false for calls made without a session (login, password reset, invites): no token, no refresh. */
  authenticated?: boolean;
}

/**
 * The part of the Web Locks API (navigator.locks) the client uses: one refresh at a time across every
 * tab of the console, so two tabs never present the same refresh token (the server rotates it on every
 * refresh and ends the session when a used one comes back).
 */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REFRESH_LOCK = 'hvac-console-token-refresh';

function browserLocks(): RefreshLocks | null {
  const nav = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

export interface HttpClientOptions {
  baseUrl: string;
  session: Session;
  onUnauthorized: () => void;
  getAccessToken?: () => string | null | undefined;
  fetch?: FetchLike;
  createXMLHttpRequest?: () => XMLHttpRequest;
  /** Cross-tab lock for refreshes; navigator.locks by default, null for none. */
  locks?: RefreshLocks | null;
}

export const REFRESH_PATH = '/authentication/token/refresh/';

/**
 * Sends requests with the bearer token, parses answers and errors, and handles an expired access
 * token: a 401 triggers ONE refresh shared by every call that failed meanwhile, then each call is
 * replayed once. When the refresh fails the session is cleared and `onUnauthorized` runs.
 */
export class HttpClient {
  readonly baseUrl: string;
  private readonly options: HttpClientOptions;
  private readonly jsonTransport: Transport;
  private readonly uploadTransport: Transport;
  private refreshing: Promise<string | null> | null = null;

  constructor(options: HttpClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl;
    this.jsonTransport = createFetchTransport(options.fetch);
    const createRequest =
      options.createXMLHttpRequest ??
      (options.fetch === undefined && typeof XMLHttpRequest !== 'undefined'
        ? () => new XMLHttpRequest()
        : undefined);
    this.uploadTransport = createRequest ? createXhrTransport(createRequest) : this.jsonTransport;
  }

  get session(): Session {
    return this.options.session;
  }

  /** The absolute URL of a path and query, for links (downloads) and SWR keys. */
  url(path: string, query?: QueryParams): string {
    return joinUrl(this.baseUrl, path) + buildQuery(query);
  }

  /** Sends a request and answers its parsed JSON body (undefined when empty); throws ApiError. */
  async request<Answer>(spec: RequestSpec): Promise<Answer> {
    const response = await this.send(spec);
    return parseAnswer<Answer>(response);
  }

  /** Sends a request and answers status and parsed body without judging the status (login). */
  async requestRaw(spec: RequestSpec): Promise<{ status: number; body: unknown }> {
    const response = await this.transmit(spec, null);
    return { status: response.status, body: parseBody(response.text) };
  }

  /** The fetch this client was given (undefined: the global one), for calls outside `request`. */
  get fetchImplementation(): FetchLike | undefined {
    return this.options.fetch;
  }

  /** The access token requests are sent with now (null when signed out). */
  currentAccessToken(): string | null {
    return this.accessToken();
  }

  /**
   * After a 401 to `rejected` outside `request` (the live-event stream): the access token to retry
   * with, refreshed once for every caller; null when the session is over (then `onUnauthorized` ran).
   */
  renewAccessToken(rejected: string | null): Promise<string | null> {
    return this.renewAfter(rejected);
  }

  private accessToken(): string | null {
    const token = this.options.getAccessToken
      ? this.options.getAccessToken()
      : this.options.session.accessToken;
    return token ? token : null;
  }

  private async send(spec: RequestSpec): Promise<TransportResponse> {
    if (spec.authenticated === false) return this.transmit(spec, null);
    const sentToken = this.accessToken();
    const first = await this.transmit(spec, sentToken);
    if (first.status !== 401) return first;
    const renewed = await this.renewAfter(sentToken);
    if (renewed === null) return first;
    const replay = await this.transmit(spec, renewed);
    if (replay.status === 401) this.expire();
    return replay;
  }

  /** A fresh access token after a 401, or null when the session is over. */
  private renewAfter(sentToken: string | null): Promise<string | null> {
    const current = this.accessToken();
    // Another call refreshed while this one was in flight: just replay with the new token.
    if (current !== null && current !== sentToken) return Promise.resolve(current);
    this.refreshing ??= this.refreshOnce(sentToken).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** One refresh across tabs: inside the lock, a token another tab got meanwhile is used as is. */
  private refreshOnce(sentToken: string | null): Promise<string | null> {
    const locks = this.options.locks === undefined ? browserLocks() : this.options.locks;
    if (!locks) return this.refresh();
    return locks.request(REFRESH_LOCK, () => {
      const current = this.accessToken();
      if (current !== null && current !== sentToken) return Promise.resolve(current);
      return this.refresh();
    });
  }

  private async refresh(): Promise<string | null> {
    const refreshToken = this.options.session.refreshToken;
    if (refreshToken !== null) {
      try {
        const response = await this.transmit(
          { method: 'POST', path: REFRESH_PATH, json: { refresh: refreshToken } },
          null,
        );
        if (response.status >= 200 && response.status < 300) {
          const body = parseBody(response.text) as Partial<TokenRefreshResponse> | undefined;
          if (body && typeof body.access === 'string' && body.access !== '') {
            this.options.session.setTokens(body.access, body.refresh);
            return body.access;
          }
        }
        // Refused, but another tab (without a shared lock) rotated the token meanwhile: use its tokens.
        const stored = this.options.session.refreshToken;
        const access = this.accessToken();
        if (stored !== null && stored !== refreshToken && access !== null) return access;
      } catch {
        // No answer: treated like a refused refresh.
      }
    }
    this.expire();
    return null;
  }

  private expire(): void {
    this.options.session.clear();
    this.options.onUnauthorized();
  }

  private async transmit(spec: RequestSpec, token: string | null): Promise<TransportResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: TransportRequest['body'];
    if (spec.form) {
      body = spec.form;
    } else if (spec.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.json);
    }
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const transport = spec.form ? this.uploadTransport : this.jsonTransport;
    try {
      return await transport({
        method: spec.method,
        url: this.url(spec.path, spec.query),
        headers,
        body,
        signal: spec.signal,
        onUploadProgress: spec.onUploadProgress,
      });
    } catch (error) {
      if (isAbortError(error) || spec.signal?.aborted) throw error;
      throw new ApiError(0, { message: 'Network error', cause: error });
    }
  }
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parseAnswer<Answer>(response: TransportResponse): Answer {
  if (response.status >= 200 && response.status < 300) {
    if (response.text.trim() === '') return undefined as Answer;
    try {
      return JSON.parse(response.text) as Answer;
    } catch (error) {
      throw new ApiError(response.status, {
        message: 'The server answered something that is not JSON.',
        body: response.text,
        cause: error,
      });
    }
  }
  const { body, detail, fieldErrors } = parseErrorBody(response.text);
  // Only a refusal (4xx) names fields; what a failing server (5xx) puts under keys is no field message.
  const refusal = response.status >= 400 && response.status < 500;
  throw new ApiError(response.status, { detail, fieldErrors: refusal ? fieldErrors : {}, body });
}
