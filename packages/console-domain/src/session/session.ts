import { MESSAGES } from '../messages/messages';

/** Browser local-storage keys of the signed-in session. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/**
 * Tokens are written raw; a legacy value written serialised ('"abc"') is unquoted on read
 * (DECISIONS.md).
 */
export function readStoredToken(raw: string | null | undefined): string | undefined {
  if (raw == null || raw === '') return undefined;
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed || undefined;
    } catch {
      return raw;
    }
  }
  return raw;
}

export interface StoredUser {
  first_name: string;
  last_name: string;
  email: string;
  is_superuser: boolean;
}

/**
 * Reads the stored user JSON without failing: a legacy value kept the first name under last_name
 * and had no first_name; such a value gives that name as first_name.
 */
export function readStoredUser(raw: string | null | undefined): StoredUser | undefined {
  if (!raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const legacy = !('first_name' in record) && 'last_name' in record;
  return {
    first_name: legacy ? text(record.last_name) : text(record.first_name),
    last_name: legacy ? '' : text(record.last_name),
    email: text(record.email),
    is_superuser: record.is_superuser === true,
  };
}

/**
 * The message shown for a failed request: the body's detail, else the first field's first message
 * (DECISIONS.md error body), else the fallback.
 */
export function errorMessageFromBody(
  body: unknown,
  fallback: string = MESSAGES.UNEXPECTED_ERROR,
): string {
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fallback;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail !== '') return record.detail;
  for (const value of Object.values(record)) {
    if (typeof value === 'string' && value !== '') return value;
    if (Array.isArray(value)) {
      const first: unknown = value[0];
      if (typeof first === 'string' && first !== '') return first;
    }
  }
  return fallback;
}

/** The user's display name: 'First Last', falling back to the e-mail address. */
export function displayName(user: {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}): string {
  const name = [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || (user.email ?? '');
}
