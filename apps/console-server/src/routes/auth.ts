import { MESSAGES, validateNewPassword } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../auth/passwords';
import { FailureLimiter } from '../auth/rateLimit';
import { hashToken, randomToken, REFRESH_TOKEN_SECONDS, signAccessToken } from '../auth/tokens';
import type { Database } from '../db';
import { fieldErrors, HttpError, SERVER_MESSAGES, unauthorized } from '../http';
import { companyName } from '../http/tenancy';
import { USER_COLUMNS, userJson } from '../users/model';
import type { UserRow } from '../users/model';

export const RESET_TOKEN_SECONDS = 60 * 60;
/** Failed sign-ins allowed per tenant and user name, and per client address, within the window. */
export const LOGIN_LIMIT_PER_USER = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const text = (max: number) => z.string().max(max);
const loginBody = z.object({ username: text(150).min(1), password: text(256).min(1) });
const refreshBody = z.object({ refresh: text(200).min(1) });
const profileBody = z.object({
  first_name: text(150).trim().min(1, MESSAGES.FIRST_NAME_REQUIRED).optional(),
  last_name: text(150).trim().min(1, MESSAGES.LAST_NAME_REQUIRED).optional(),
});
const changePasswordBody = z.object({
  old_password: text(256).min(1, MESSAGES.PASSWORD_REQUIRED),
  new_password1: text(256),
  new_password2: text(256),
});
const resetRequestBody = z.object({ email: z.email(SERVER_MESSAGES.INVALID_EMAIL).max(254) });
const resetConfirmBody = z.object({
  uid: text(64).min(1),
  token: text(200).min(1),
  new_password1: text(256),
  new_password2: text(256),
});

/** The reset link's uid: the user id in base64url (as Django does). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

function decodeUid(uid: string): number | undefined {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(decoded) ? Number(decoded) : undefined;
}

/** 400 with the password rules that fail: rules under new_password1, the repeat mismatch under new_password2. */
export function assertNewPassword(password: string, repeat: string): void {
  const messages = validateNewPassword(password, repeat);
  if (messages.length === 0) return;
  const mismatch = messages.filter((message) => message === MESSAGES.PASSWORDS_DO_NOT_MATCH);
  const rules = messages.filter((message) => message !== MESSAGES.PASSWORDS_DO_NOT_MATCH);
  throw fieldErrors({
    ...(rules.length > 0 ? { new_password1: rules } : {}),
    ...(mismatch.length > 0 ? { new_password2: mismatch } : {}),
  });
}

/** Opens a session: a refresh token row (stored hashed) and an access token naming it. */
export async function openSession(
  db: Database,
  tenant: string,
  userId: number,
  secret: Buffer,
  now: Date,
): Promise<{ access: string; refresh: string }> {
  const refresh = randomToken();
  const row = await db.one<{ id: number }>(
    `INSERT INTO refresh_tokens (tenant_id, user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      tenant,
      userId,
      hashToken(refresh),
      now,
      new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    ],
  );
  if (!row) throw new Error('session not created');
  const access = signAccessToken({ sub: userId, tenant, sid: row.id }, secret, now);
  return { access, refresh };
}

function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(429, { detail: SERVER_MESSAGES.TOO_MANY_ATTEMPTS });
}

export const authRoutes: FastifyPluginAsync = (app) => {
  const perUser = new FailureLimiter(LOGIN_LIMIT_PER_USER, LOGIN_WINDOW_MS);
  const perAddress = new FailureLimiter(LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS);

  const currentUser = async (request: FastifyRequest) => {
    const row = await app.db.one<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND tenant_id = $2`,
      [request.user.id, request.tenant],
    );
    if (!row) throw unauthorized(SERVER_MESSAGES.INVALID_TOKEN);
    return userJson(row, await companyName(app.db, request.tenant));
  };

  app.post('/authentication/login/', { config: { public: true } }, async (request, reply) => {
    const body = loginBody.parse(request.body);
    const now = app.now();
    const userKey = `${request.tenant}\u0000${body.username.toLowerCase()}`;
    const wait = Math.max(perUser.blockedFor(userKey, now), perAddress.blockedFor(request.ip, now));
    if (wait > 0) throw tooManyAttempts(reply, wait);

    const user = await app.db.one<UserRow & { password_hash: string }>(
      `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE tenant_id = $1 AND username = $2`,
      [request.tenant, body.username],
    );
    // Spend the same hashing time for an unknown name, so timing does not reveal which names exist.
    const matches = await verifyPassword(
      body.password,
      user?.password_hash ?? UNUSABLE_PASSWORD_HASH,
    );
    if (!user || !matches || !user.is_active) {
      perUser.fail(userKey, now);
      perAddress.fail(request.ip, now);
      throw unauthorized(SERVER_MESSAGES.INVALID_CREDENTIALS);
    }
    perUser.reset(userKey);
    const tokens = await openSession(app.db, request.tenant, user.id, app.secret, now);
    return { ...tokens, ...userJson(user, await companyName(app.db, request.tenant)) };
  });

  app.post('/authentication/token/refresh/', { config: { public: true } }, async (request) => {
    const body = refreshBody.parse(request.body);
    const now = app.now();
    const session = await app.db.one<{ id: number; user_id: number }>(
      `SELECT s.id, s.user_id FROM refresh_tokens s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.tenant_id = $2 AND u.tenant_id = $2 AND u.is_active
          AND s.revoked_at IS NULL AND s.expires_at > $3`,
      [hashToken(body.refresh), request.tenant, now],
    );
    if (!session) throw unauthorized(SERVER_MESSAGES.INVALID_REFRESH_TOKEN);
    const access = signAccessToken(
      { sub: session.user_id, tenant: request.tenant, sid: session.id },
      app.secret,
      now,
    );
    return { access };
  });

  app.post('/authentication/logout/', async (request) => {
    await app.db.query(
      `UPDATE refresh_tokens SET revoked_at = $3
        WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL`,
      [request.user.sessionId, request.tenant, app.now()],
    );
    return { detail: 'Successfully logged out.' };
  });

  app.get('/authentication/user/', (request) => currentUser(request));

  app.patch('/authentication/user/', async (request) => {
    const body = profileBody.parse(request.body ?? {});
    await app.db.query(
      `UPDATE users SET first_name = coalesce($3, first_name), last_name = coalesce($4, last_name)
        WHERE id = $1 AND tenant_id = $2`,
      [request.user.id, request.tenant, body.first_name ?? null, body.last_name ?? null],
    );
    return currentUser(request);
  });

  app.post('/authentication/change_password/', async (request) => {
    const body = changePasswordBody.parse(request.body);
    const row = await app.db.one<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1 AND tenant_id = $2',
      [request.user.id, request.tenant],
    );
    if (!row || !(await verifyPassword(body.old_password, row.password_hash))) {
      throw fieldErrors({ old_password: SERVER_MESSAGES.WRONG_OLD_PASSWORD });
    }
    assertNewPassword(body.new_password1, body.new_password2);
    const hash = await hashPassword(body.new_password1);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND tenant_id = $2', [
        request.user.id,
        request.tenant,
        hash,
      ]);
      // Other sessions end; the one that changed the password stays signed in.
      await tx.query(
        `UPDATE refresh_tokens SET revoked_at = $4
          WHERE user_id = $1 AND tenant_id = $2 AND id <> $3 AND revoked_at IS NULL`,
        [request.user.id, request.tenant, request.user.sessionId, app.now()],
      );
    });
    return { detail: MESSAGES.PASSWORD_CHANGED };
  });

  app.post('/authentication/password/reset/', { config: { public: true } }, async (request) => {
    const body = resetRequestBody.parse(request.body);
    const now = app.now();
    const user = await app.db.one<{ id: number; email: string }>(
      `SELECT id, email FROM users
        WHERE tenant_id = $1 AND lower(email) = lower($2) AND is_active ORDER BY id LIMIT 1`,
      [request.tenant, body.email],
    );
    // The answer is the same whether or not the address is known: no account enumeration.
    if (user) {
      const token = randomToken();
      const link = `/reset-password/${encodeUid(user.id)}/${token}/`;
      await app.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO password_resets (tenant_id, user_id, token_hash, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            request.tenant,
            user.id,
            hashToken(token),
            now,
            new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000),
          ],
        );
        await app.mailer.enqueue(tx, request.tenant, {
          to: user.email,
          subject: 'Reset your HVAC console password',
          body: `Someone asked to reset the password of your HVAC console account.\n\nSet a new password here (the link works once, for one hour):\n${app.consoleUrl(request.tenant)}${link}\n\nIf it was not you, ignore this e-mail.`,
          link,
        });
      });
      void app.mailer.flush(app.db);
    }
    return { detail: MESSAGES.PASSWORD_RESET_SENT };
  });

  app.post('/authentication/reset/confirm/', { config: { public: true } }, async (request) => {
    const body = resetConfirmBody.parse(request.body);
    const now = app.now();
    const userId = decodeUid(body.uid);
    const invalid = () => fieldErrors({ token: SERVER_MESSAGES.INVALID_RESET_LINK });
    if (userId === undefined) throw invalid();
    const pending = await app.db.one<{ id: number }>(
      `SELECT r.id FROM password_resets r JOIN users u ON u.id = r.user_id AND u.tenant_id = r.tenant_id
        WHERE r.tenant_id = $1 AND r.user_id = $2 AND r.token_hash = $3
          AND r.used_at IS NULL AND r.expires_at > $4 AND u.is_active`,
      [request.tenant, userId, hashToken(body.token), now],
    );
    if (!pending) throw invalid();
    assertNewPassword(body.new_password1, body.new_password2);
    const hash = await hashPassword(body.new_password1);
    await app.db.transaction(async (tx) => {
      // Single use even under a race: only the request that flips used_at goes on.
      const claimed = await tx.query(
        'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
        [pending.id, now],
      );
      if (claimed.length === 0) throw invalid();
      await tx.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND tenant_id = $2', [
        userId,
        request.tenant,
        hash,
      ]);
      await tx.query(
        `UPDATE password_resets SET used_at = $3 WHERE user_id = $1 AND tenant_id = $2 AND used_at IS NULL`,
        [userId, request.tenant, now],
      );
      await tx.query(
        `UPDATE refresh_tokens SET revoked_at = $3 WHERE user_id = $1 AND tenant_id = $2 AND revoked_at IS NULL`,
        [userId, request.tenant, now],
      );
    });
    return { detail: MESSAGES.PASSWORD_RESET_DONE };
  });
  return Promise.resolve();
};
