import type { Action, PermissionType } from '@hvac/console-domain';
import { can } from '@hvac/console-domain';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { verifyAccessToken } from '../auth/tokens';
import type { Database } from '../db';
import { forbidden, unauthorized } from './errors';
import { SERVER_MESSAGES } from './messages';

/** The signed-in user of a request (set by the auth hook on every non-public route). */
export interface AuthUser {
  id: number;
  tenantId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  permissionType: PermissionType;
  isSuperuser: boolean;
  /** refresh_tokens.id of the session the access token belongs to */
  sessionId: number;
}

interface UserSessionRow {
  id: number;
  tenant_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  permission_type: PermissionType;
  is_superuser: boolean;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Authenticates `request` from its bearer access token: the signature and expiry, the token's tenant
 * against the Host's tenant (another tenant's token is a 401), an active user and a session that was
 * not logged out. Sets `request.user`.
 */
export async function authenticateRequest(
  request: FastifyRequest,
  db: Database,
  secret: Buffer,
  now: Date,
  sessions?: SessionCache,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(SERVER_MESSAGES.NOT_AUTHENTICATED);
  const claims = verifyAccessToken(token, secret, now);
  if (!claims || claims.tenant !== request.tenant)
    throw unauthorized(SERVER_MESSAGES.INVALID_TOKEN);
  const cacheKey = `${claims.tenant}:${claims.sub}:${claims.sid}`;
  const cached = sessions?.get(cacheKey, now);
  if (cached) {
    request.user = cached;
    return;
  }
  const row = await db.one<UserSessionRow>(
    `SELECT u.id, u.tenant_id, u.username, u.email, u.first_name, u.last_name, u.permission_type, u.is_superuser
       FROM users u
       JOIN refresh_tokens s ON s.id = $3 AND s.user_id = u.id AND s.tenant_id = u.tenant_id
      WHERE u.id = $1 AND u.tenant_id = $2 AND u.is_active AND s.revoked_at IS NULL AND s.expires_at > $4`,
    [claims.sub, request.tenant, claims.sid, now],
  );
  if (!row) throw unauthorized(SERVER_MESSAGES.INVALID_TOKEN);
  request.user = {
    id: row.id,
    tenantId: row.tenant_id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    permissionType: row.permission_type,
    isSuperuser: row.is_superuser,
    sessionId: claims.sid,
  };
  sessions?.set(cacheKey, request.user, now);
}

/**
 * Signed-in sessions looked up in the last few seconds, so that a read does not cost a database query
 * just to authenticate. Used with PGlite only (one process); on PostgreSQL every request reads its
 * session. A request that may change sessions (see mayChangeSessions) empties it before its answer is
 * sent, so a logout, a password change or a permission change holds for the very next request
 * (docs/adr/session-cache.md).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now: Date): AuthUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: AuthUser, now: Date): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { user, expiresAt: now.getTime() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Only the calls under /authentication/ and /users/ end or change sessions and users (logout, password,
 * profile, permission, removal); a parameter write or a document upload keeps the cache, so a stream of
 * writes does not turn every request into an extra session query.
 */
function mayChangeSessions(url: string): boolean {
  return url.startsWith('/authentication/') || url.startsWith('/users/');
}

/**
 * Every route needs a signed-in user unless its options say `config: { public: true }`: secure by
 * default, so a route added without thinking about auth is closed, not open.
 */
export function registerAuthentication(
  app: FastifyInstance,
  db: Database,
  secret: Buffer,
  now: () => Date,
): void {
  // Declared non-null for the routes' sake: only public routes run without it, and they never read it.
  app.decorateRequest('user', null as unknown as AuthUser);
  const sessions = db.kind === 'pglite' ? new SessionCache() : undefined;
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    await authenticateRequest(request, db, secret, now(), sessions);
  };
  app.decorate('authenticate', authenticate);
  app.addHook('onRequest', async (request) => {
    // CORS preflights carry no credentials; @fastify/cors answers them.
    if (request.method === 'OPTIONS' || request.routeOptions.config.public === true) return;
    await authenticateRequest(request, db, secret, now(), sessions);
  });
  // A write may end or change a session (logout, password, permission, removal): forget them all before
  // its answer leaves, so the client's next request is checked against the database again.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method) && mayChangeSessions(request.url)) sessions?.clear();
    done(null, payload);
  });
}

/**
 * A route's `preValidation`: 403 `{detail}` unless the signed-in user's permission type may perform
 * `action`. It runs before the route's body schema, so a user without the permission gets the 403
 * whatever the body holds.
 */
export function requireAction(action: Action): preValidationHookHandler {
  return (request, _reply, done) => {
    done(can(request.user.permissionType, action) ? undefined : forbidden());
  };
}
