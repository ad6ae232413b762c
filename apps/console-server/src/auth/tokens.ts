import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

export interface AccessClaims {
  /** user id */
  sub: number;
  tenant: string;
  /** refresh_tokens.id of the session, so logout ends the session's access tokens too */
  sid: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** 32 bytes of HMAC-SHA256 in base64url without padding: 43 characters. */
const CANONICAL_SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function sign(input: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** A compact HS256 JWT signed with node:crypto (no dependency needed for one algorithm). */
export function signAccessToken(
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  secret: Buffer,
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = { ...claims, iat, exp: iat + ACCESS_TOKEN_SECONDS, type: 'access' };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a valid, unexpired access token; undefined for anything else. */
export function verifyAccessToken(
  token: string,
  secret: Buffer,
  now: Date,
): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  // Only the one canonical spelling of the signature: Node's decoder skips stray characters and the
  // unused bits of the last one, so several strings would otherwise pass for the same signature.
  if (!CANONICAL_SIGNATURE.test(parts[2]) || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return undefined;
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const actual = Buffer.from(parts[2], 'base64url');
  if (actual.toString('base64url') !== parts[2]) return undefined;
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const claims = payload as Record<string, unknown>;
  if (
    claims.type !== 'access' ||
    typeof claims.sub !== 'number' ||
    typeof claims.tenant !== 'string' ||
    typeof claims.sid !== 'number' ||
    typeof claims.iat !== 'number' ||
    typeof claims.exp !== 'number'
  ) {
    return undefined;
  }
  if (claims.exp <= now.getTime() / 1000) return undefined;
  return {
    sub: claims.sub,
    tenant: claims.tenant,
    sid: claims.sid,
    iat: claims.iat,
    exp: claims.exp,
  };
}

/** An opaque random token (refresh, reset): 32 bytes, base64url. Only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The signing secret: `secretKey` (SECRET_KEY, read by config.ts), else a random one generated on first
 * start and kept in DATA_DIR/secret.key so tokens survive restarts.
 */
export function loadSecret(dataDir: string, secretKey?: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'utf8');
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}
