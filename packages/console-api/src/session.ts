import { MESSAGES, isLoginSuccessStatus } from '@hvac/console-domain';
import { ApiError } from './errors';
import type { LoginResponse } from './types/auth';

/** Browser storage keys of the session (the specification's names). */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/** Who is signed in, as kept in storage under `user`. */
export interface SessionUser {
  first_name: string;
  last_name: string;
  email: string;
  is_superuser: boolean;
}

export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** True while an access token exists. */
  isAuthenticated: boolean;
}

/** The part of the Web Storage API the session uses. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that lives in memory: for Node, tests and browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): SessionStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

function defaultStorage(): SessionStorage {
  try {
    // Reading the property throws in sandboxed frames with storage disabled.
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/**
 * The signed-in session: tokens and user in a Storage (localStorage by default), with change
 * notifications for React (`subscribe` + `getSnapshot` fit `useSyncExternalStore`).
 */
export class Session {
  readonly storage: SessionStorage;
  private readonly listeners = new Set<() => void>();
  private snapshot: SessionSnapshot | undefined;
  private snapshotSource: string | undefined;

  constructor(storage: SessionStorage = defaultStorage()) {
    this.storage = storage;
  }

  /** The access token, raw; a legacy JSON-quoted value (`"abc"`) is unquoted. */
  get accessToken(): string | null {
    return readToken(this.storage.getItem(SESSION_KEYS.accessToken));
  }

  get refreshToken(): string | null {
    return readToken(this.storage.getItem(SESSION_KEYS.refreshToken));
  }

  /** The stored user; legacy or damaged values read without throwing. */
  get user(): SessionUser | null {
    return readUser(this.storage.getItem(SESSION_KEYS.user));
  }

  get isAuthenticated(): boolean {
    return this.accessToken !== null;
  }

  /** A stable object that changes only when the stored session changes. */
  getSnapshot = (): SessionSnapshot => {
    const source = [SESSION_KEYS.accessToken, SESSION_KEYS.refreshToken, SESSION_KEYS.user]
      .map((key) => this.storage.getItem(key) ?? '\u0000')
      .join('\u0001');
    if (this.snapshot === undefined || source !== this.snapshotSource) {
      const accessToken = this.accessToken;
      this.snapshot = {
        accessToken,
        refreshToken: this.refreshToken,
        user: this.user,
        isAuthenticated: accessToken !== null,
      };
      this.snapshotSource = source;
    }
    return this.snapshot;
  };

  /** Calls `listener` whenever the session changes (here or, for localStorage, in another tab). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) {
        listener();
      }
    };
    const canListen =
      typeof window !== 'undefined' && typeof window.addEventListener === 'function';
    if (canListen) window.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      if (canListen) window.removeEventListener('storage', onStorage);
    };
  };

  /** Stores a successful login: tokens raw, the user with each name under its own key. */
  store(login: LoginResponse): void {
    this.storage.setItem(SESSION_KEYS.accessToken, login.access);
    this.storage.setItem(SESSION_KEYS.refreshToken, login.refresh);
    const user: SessionUser = {
      first_name: login.first_name,
      last_name: login.last_name,
      email: login.email,
      is_superuser: login.is_superuser,
    };
    this.storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    this.notify();
  }

  /** Replaces the access token (and the refresh token when the server rotated it). */
  setTokens(access: string, refresh?: string): void {
    this.storage.setItem(SESSION_KEYS.accessToken, access);
    if (refresh) this.storage.setItem(SESSION_KEYS.refreshToken, refresh);
    this.notify();
  }

  /** Updates the stored names after a profile edit. */
  updateUser(changes: Partial<SessionUser>): void {
    const user = this.user;
    if (!user) return;
    this.storage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, ...changes }));
    this.notify();
  }

  removeUser(): void {
    this.storage.removeItem(SESSION_KEYS.user);
    this.notify();
  }

  clearTokens(): void {
    this.storage.removeItem(SESSION_KEYS.accessToken);
    this.storage.removeItem(SESSION_KEYS.refreshToken);
    this.notify();
  }

  /** Forgets everything (the path taken when the session can no longer be refreshed). */
  clear(): void {
    this.storage.removeItem(SESSION_KEYS.user);
    this.clearTokens();
  }

  /**
   * Signs out in the specified order: the stored user goes first, then the server is told
   * (its failure does not keep anyone signed in), then the tokens are cleared.
   */
  async logout(tellServer: () => Promise<unknown>): Promise<void> {
    this.removeUser();
    try {
      await tellServer();
    } catch {
      // The refresh token may already be revoked or the network gone: sign out locally anyway.
    } finally {
      this.clearTokens();
    }
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

function readToken(raw: string | null): string | null {
  if (raw === null || raw === '') return null;
  // The described console wrote JSON.stringify(token): '"abc"'. Read such a value back as abc.
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (typeof parsed === 'string') return parsed === '' ? null : parsed;
    } catch {
      return raw.slice(1, -1);
    }
  }
  if (raw === 'null' || raw === 'undefined') return null;
  return raw;
}

function readUser(raw: string | null): SessionUser | null {
  if (raw === null || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const hasFirstName = typeof record.first_name === 'string';
  return {
    // Legacy shape: the first name was stored under last_name and first_name was absent.
    first_name: hasFirstName ? text(record.first_name) : text(record.last_name),
    last_name: hasFirstName ? text(record.last_name) : '',
    email: text(record.email),
    is_superuser: record.is_superuser === true,
  };
}

/**
 * A login answer counts only with status 200 or 201 and both tokens present; anything else raises
 * 'Invalid or no response from server'. Only a refusal (4xx, 5xx) keeps the server's own detail and
 * field messages: the body of any other answer (a 202 with tokens) is not a message for people.
 */
export function acceptLoginAnswer(status: number, body: unknown): LoginResponse {
  if (isLoginSuccessStatus(status) && isLoginResponse(body)) return body;
  const refused = status >= 400;
  const record =
    refused && typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return throwInvalidLogin(status, record, body);
}

function throwInvalidLogin(status: number, record: Record<string, unknown>, body: unknown): never {
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'detail') continue;
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (messages.length > 0) fieldErrors[key] = messages;
  }
  throw new ApiError(status, {
    message: MESSAGES.INVALID_LOGIN_RESPONSE,
    detail: typeof record.detail === 'string' ? record.detail : undefined,
    fieldErrors,
    body,
  });
}

function isLoginResponse(body: unknown): body is LoginResponse {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return (
    typeof record.access === 'string' && record.access !== '' && typeof record.refresh === 'string'
  );
}
