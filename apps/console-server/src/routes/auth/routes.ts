import { MESSAGES, validateNewPassword } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from '../../auth/passwords';
import { AddressGate } from '../../auth/addressGate';
import { fixedLimit } from '../../auth/rateLimit';
import type { Attempt, LimitPolicy } from '../../auth/rateLimit';
import { hashToken, randomToken, REFRESH_TOKEN_SECONDS, signAccessToken } from '../../auth/tokens';
import type { Database } from '../../db';
import { fieldErrors, HttpError, SERVER_MESSAGES, unauthorized } from '../../http';
import { detailResponse, errorResponses } from '../../http/responses';
import { optionalBody, unreadBody, useZodSchemas } from '../../http/schemas';
import { companyName } from '../../http/tenancy';
import { userJson, userResponse } from '../../users/model';
import {
  claimReset,
  closeResets,
  findOpenReset,
  findResetRecipient,
  findUser,
  findUserForSignIn,
  insertPasswordReset,
  insertSession,
  passwordHashOf,
  revokeSession,
  revokeSessionOfUsedToken,
  revokeUserSessions,
  rotateSession,
  setPasswordHash,
  updateProfile,
} from '../../users/sessions';

export const RESET_TOKEN_SECONDS = 60 * 60;
/**
 * Failed sign-ins are counted per tenant, user name AND client address: after this many, each further
 * attempt of that pair waits twice as long as the one before (30 s, 1 min, 2 min … 15 min). The account itself
 * is never locked, so nobody can lock a user out, nor every user behind one address.
 */
export const LOGIN_FREE_FAILURES = 5;
/** A pair's failures are forgotten after this long without a failure. */
export const LOGIN_WINDOW_MS = 60 * 60 * 1000;
/**
 * Attempts refused during a wait are not counted, so the wait is the one the failures earned and a client
 * that waits as told (Retry-After) gets in with the right password.
 */
const LOGIN_PAIR_POLICY: LimitPolicy = {
  free: LOGIN_FREE_FAILURES,
  baseMs: 30 * 1000,
  maxMs: 15 * 60 * 1000,
  windowMs: LOGIN_WINDOW_MS,
};
/** Failed sign-ins one client address may make across user names in LOGIN_ADDRESS_WINDOW_MS. */
export const LOGIN_LIMIT_PER_ADDRESS = 100;
export const LOGIN_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** Sign-ins of one address evaluated at once, and how many more may wait for their turn. */
export const LOGIN_CONCURRENT_PER_ADDRESS = 2;
export const LOGIN_QUEUED_PER_ADDRESS = 20;
/** Password-reset mails per tenant and address (known or not: the same answer) and per client address. */
export const RESET_LIMIT_PER_EMAIL = 3;
export const RESET_LIMIT_PER_ADDRESS = 20;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
/** Wrong reset links per client address, and wrong old passwords per user, within the window. */
export const CONFIRM_LIMIT_PER_ADDRESS = 10;
export const CHANGE_PASSWORD_LIMIT_PER_USER = 5;

const text = (max: number) => z.string().max(max);
const loginBody = z.object({ username: text(150).min(1), password: text(256).min(1) });
const refreshBody = z.object({ refresh: text(200).min(1) });
const profileBody = optionalBody(
  z.object({
    first_name: text(150).trim().min(1, MESSAGES.FIRST_NAME_REQUIRED).optional(),
    last_name: text(150).trim().min(1, MESSAGES.LAST_NAME_REQUIRED).optional(),
    notifications_muted: z.boolean().optional(),
  }),
);
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
  const sessionId = await insertSession(
    db,
    tenant,
    userId,
    hashToken(refresh),
    now,
    new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
  );
  const access = signAccessToken({ sub: userId, tenant, sid: sessionId }, secret, now);
  return { access, refresh };
}

/** A rate-limit counter's key (no NUL bytes: PostgreSQL text cannot hold them). */
function limitKey(...parts: (string | number)[]): string {
  return JSON.stringify(parts);
}

function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(429, { detail: SERVER_MESSAGES.TOO_MANY_ATTEMPTS });
}

/** Every answer of an auth route: `success` with 200, else one of the error answers. */
const answers = <Success extends z.ZodType>(success: Success) =>
  ({ 200: success, ...errorResponses }) as const;
const signedIn = answers(userResponse.extend({ access: z.string(), refresh: z.string() }));
const refreshed = answers(z.strictObject({ access: z.string(), refresh: z.string() }));
const confirmed = answers(detailResponse);
const currentUserAnswers = answers(userResponse);

export const authRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  /**
   * Counts this attempt before it is evaluated, or answers 429 with the time still left when the key has
   * to wait (a refused attempt is not counted). The caller may take a counted attempt back (`release`)
   * or reset the key when it succeeds.
   */
  const limit = async (
    reply: FastifyReply,
    key: string,
    policy: LimitPolicy,
    now: Date,
  ): Promise<Attempt> => {
    const attempt = await app.limits.attempt(key, policy, now);
    if (!attempt.allowed) throw tooManyAttempts(reply, attempt.retryAfter);
    return attempt;
  };
  // Counters idle for a day are dropped now and then (by whichever process sees the tick).
  const prune = setInterval(
    () => void app.limits.prune(24 * 60 * 60 * 1000, app.now()).catch(() => undefined),
    10 * 60 * 1000,
  );
  prune.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(prune);
    done();
  });

  const currentUser = async (request: FastifyRequest) => {
    const row = await findUser(app.db, request.tenant, request.user.id);
    if (!row) throw unauthorized(SERVER_MESSAGES.INVALID_TOKEN);
    return userJson(row, await companyName(app.db, request.tenant));
  };

  const loginGate = new AddressGate(LOGIN_CONCURRENT_PER_ADDRESS, LOGIN_QUEUED_PER_ADDRESS);

  app.post(
    '/authentication/login/',
    { config: { public: true }, schema: { body: loginBody, response: signedIn } },
    async (request, reply) => {
      const { body } = request;
      const leave = await loginGate.enter(request.ip);
      if (!leave) throw tooManyAttempts(reply, 1);
      try {
        const now = app.now();
        // Every attempt is counted before its password is hashed (concurrent guesses each see the ones
        // before them); a successful one is taken back, so the counters hold failures.
        const addressKey = limitKey('login_address', request.ip);
        const addressAttempt = await limit(
          reply,
          addressKey,
          fixedLimit(LOGIN_LIMIT_PER_ADDRESS, LOGIN_ADDRESS_WINDOW_MS),
          now,
        );
        const pairKey = limitKey('login', request.tenant, body.username.toLowerCase(), request.ip);
        const pairAttempt = await app.limits.attempt(pairKey, LOGIN_PAIR_POLICY, now);
        if (!pairAttempt.allowed) {
          await app.limits.release(addressKey, addressAttempt);
          throw tooManyAttempts(reply, pairAttempt.retryAfter);
        }

        const user = await findUserForSignIn(app.db, request.tenant, body.username);
        // Spend the same hashing time for an unknown name, so timing does not reveal which names exist.
        const matches = await verifyPassword(
          body.password,
          user?.password_hash ?? UNUSABLE_PASSWORD_HASH,
        );
        if (!user || !matches || !user.is_active) {
          throw unauthorized(SERVER_MESSAGES.INVALID_CREDENTIALS);
        }
        await app.limits.reset(pairKey);
        await app.limits.release(addressKey, addressAttempt);
        const tokens = await openSession(app.db, request.tenant, user.id, app.secret, now);
        return { ...tokens, ...userJson(user, await companyName(app.db, request.tenant)) };
      } finally {
        leave();
      }
    },
  );

  app.post(
    '/authentication/token/refresh/',
    { config: { public: true }, schema: { body: refreshBody, response: refreshed } },
    async (request) => {
      const { body } = request;
      const now = app.now();
      const presented = hashToken(body.refresh);
      const next = randomToken();
      // Rotation: the session keeps its id (the access tokens' `sid`) and gets a new refresh token; the
      // presented one is remembered as used. Two requests with the same token serialise on the row: the
      // second finds the hash gone and is treated as reuse.
      const rotated = await rotateSession(app.db, request.tenant, presented, hashToken(next), now);
      if (!rotated) {
        // A refresh token that was already rotated away came back: either its owner or a thief holds a
        // copy, and nobody can tell which. End the whole session.
        await revokeSessionOfUsedToken(app.db, request.tenant, presented, now);
        throw unauthorized(SERVER_MESSAGES.INVALID_REFRESH_TOKEN);
      }
      const access = signAccessToken(
        { sub: rotated.user_id, tenant: request.tenant, sid: rotated.id },
        app.secret,
        now,
      );
      return { access, refresh: next };
    },
  );

  app.post(
    '/authentication/logout/',
    { schema: { body: unreadBody, response: confirmed } },
    async (request) => {
      await revokeSession(app.db, request.tenant, request.user.sessionId, app.now());
      return { detail: 'Successfully logged out.' };
    },
  );

  app.get('/authentication/user/', { schema: { response: currentUserAnswers } }, (request) =>
    currentUser(request),
  );

  const profile = { schema: { body: profileBody, response: currentUserAnswers } };
  app.patch('/authentication/user/', profile, async (request) => {
    const { body } = request;
    await updateProfile(app.db, request.tenant, request.user.id, {
      firstName: body.first_name,
      lastName: body.last_name,
      notificationsMuted: body.notifications_muted,
    });
    return currentUser(request);
  });

  app.post(
    '/authentication/change_password/',
    { schema: { body: changePasswordBody, response: confirmed } },
    async (request, reply) => {
      const { body } = request;
      const now = app.now();
      const failKey = limitKey('change_password', request.tenant, request.user.id);
      await limit(reply, failKey, fixedLimit(CHANGE_PASSWORD_LIMIT_PER_USER, RESET_WINDOW_MS), now);
      const stored = await passwordHashOf(app.db, request.tenant, request.user.id);
      if (!stored || !(await verifyPassword(body.old_password, stored))) {
        throw fieldErrors({ old_password: SERVER_MESSAGES.WRONG_OLD_PASSWORD });
      }
      await app.limits.reset(failKey);
      assertNewPassword(body.new_password1, body.new_password2);
      const hash = await hashPassword(body.new_password1);
      await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, request.tenant, request.user.id, hash);
        // Other sessions end; the one that changed the password stays signed in.
        await revokeUserSessions(
          tx,
          request.tenant,
          request.user.id,
          app.now(),
          request.user.sessionId,
        );
      });
      return { detail: MESSAGES.PASSWORD_CHANGED };
    },
  );

  app.post(
    '/authentication/password/reset/',
    { config: { public: true }, schema: { body: resetRequestBody, response: confirmed } },
    async (request, reply) => {
      const { body } = request;
      const now = app.now();
      const tenant = request.tenant;
      const email = body.email.toLowerCase();
      // Counted whether or not the address is known, so a 429 tells nothing about it either.
      const addressKey = limitKey('reset_ip', request.ip);
      const addressAttempt = await limit(
        reply,
        addressKey,
        fixedLimit(RESET_LIMIT_PER_ADDRESS, RESET_WINDOW_MS),
        now,
      );
      const emailAttempt = await app.limits.attempt(
        limitKey('reset_email', tenant, email),
        fixedLimit(RESET_LIMIT_PER_EMAIL, RESET_WINDOW_MS),
        now,
      );
      if (!emailAttempt.allowed) {
        await app.limits.release(addressKey, addressAttempt);
        throw tooManyAttempts(reply, emailAttempt.retryAfter);
      }
      // The answer leaves before the address is even looked up: the same time for known and unknown
      // addresses (no account enumeration by timing), the mail is queued after it.
      app.background(() => sendResetMail(tenant, email, now));
      return { detail: MESSAGES.PASSWORD_RESET_SENT };
    },
  );

  async function sendResetMail(tenant: string, email: string, now: Date): Promise<void> {
    const user = await findResetRecipient(app.db, tenant, email);
    if (!user) return;
    const token = randomToken();
    const link = `/reset-password/${encodeUid(user.id)}/${token}/`;
    await app.db.transaction(async (tx) => {
      await insertPasswordReset(
        tx,
        tenant,
        user.id,
        hashToken(token),
        now,
        new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000),
      );
      await app.mailer.enqueue(tx, tenant, {
        to: user.email,
        subject: 'Reset your HVAC console password',
        body: `Someone asked to reset the password of your HVAC console account.\n\nSet a new password here (the link works once, for one hour):\n${app.consoleUrl(tenant)}${link}\n\nIf it was not you, ignore this e-mail.`,
        link,
      });
    });
    await app.mailer.flush(app.db);
  }

  app.post(
    '/authentication/reset/confirm/',
    { config: { public: true }, schema: { body: resetConfirmBody, response: confirmed } },
    async (request, reply) => {
      const { body } = request;
      const now = app.now();
      const failKey = limitKey('reset_confirm', request.ip);
      const confirmAttempt = await limit(
        reply,
        failKey,
        fixedLimit(CONFIRM_LIMIT_PER_ADDRESS, RESET_WINDOW_MS),
        now,
      );
      const userId = decodeUid(body.uid);
      const invalid = () => fieldErrors({ token: SERVER_MESSAGES.INVALID_RESET_LINK });
      if (userId === undefined) throw invalid();
      const pending = await findOpenReset(
        app.db,
        request.tenant,
        userId,
        hashToken(body.token),
        now,
      );
      if (!pending) throw invalid();
      await app.limits.release(failKey, confirmAttempt); // a valid link is no guess
      assertNewPassword(body.new_password1, body.new_password2);
      const hash = await hashPassword(body.new_password1);
      await app.db.transaction(async (tx) => {
        // Single use even under a race: only the request that flips used_at goes on.
        if (!(await claimReset(tx, pending.id, now))) throw invalid();
        await setPasswordHash(tx, request.tenant, userId, hash);
        await closeResets(tx, request.tenant, userId, now);
        await revokeUserSessions(tx, request.tenant, userId, now);
      });
      return { detail: MESSAGES.PASSWORD_RESET_DONE };
    },
  );
  return Promise.resolve();
};
