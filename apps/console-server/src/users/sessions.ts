import type { Database } from '../db';
import { USER_COLUMNS } from './model';
import type { UserRow } from './model';

/** Sessions (refresh_tokens rows), passwords and reset links: the SQL of the /authentication/ routes. */

export async function insertSession(
  db: Database,
  tenant: string,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO refresh_tokens (tenant_id, user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [tenant, userId, tokenHash, now, expiresAt],
  );
  if (!row) throw new Error('session not created');
  return row.id;
}

export function findUserForSignIn(
  db: Database,
  tenant: string,
  username: string,
): Promise<(UserRow & { password_hash: string }) | undefined> {
  return db.one<UserRow & { password_hash: string }>(
    `SELECT ${USER_COLUMNS}, password_hash FROM users WHERE tenant_id = $1 AND username = $2`,
    [tenant, username],
  );
}

export function findUser(db: Database, tenant: string, id: number): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND tenant_id = $2`, [
    id,
    tenant,
  ]);
}

/**
 * Gives the session of the presented refresh token a new one and remembers the presented hash as used,
 * in one transaction; undefined when the token is unknown, used, revoked or expired, or its user inactive.
 * Two requests with the same token serialise on the row: the second finds the hash gone.
 */
export function rotateSession(
  db: Database,
  tenant: string,
  presentedHash: string,
  nextHash: string,
  now: Date,
): Promise<{ id: number; user_id: number } | undefined> {
  return db.transaction(async (tx) => {
    const session = await tx.one<{ id: number; user_id: number }>(
      `UPDATE refresh_tokens s SET token_hash = $4, rotated_at = $3
         FROM users u
        WHERE s.token_hash = $1 AND s.tenant_id = $2 AND u.id = s.user_id AND u.tenant_id = $2
          AND u.is_active AND s.revoked_at IS NULL AND s.expires_at > $3
      RETURNING s.id, s.user_id`,
      [presentedHash, tenant, now, nextHash],
    );
    if (!session) return undefined;
    await tx.query(
      'INSERT INTO used_refresh_tokens (token_hash, session_id, used_at) VALUES ($1, $2, $3)',
      [presentedHash, session.id, now],
    );
    return session;
  });
}

/** Ends the session that once had this (since rotated) refresh token. */
export async function revokeSessionOfUsedToken(
  db: Database,
  tenant: string,
  usedHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens s SET revoked_at = $3
       FROM used_refresh_tokens t
      WHERE t.token_hash = $1 AND s.id = t.session_id AND s.tenant_id = $2 AND s.revoked_at IS NULL`,
    [usedHash, tenant, now],
  );
}

export async function revokeSession(
  db: Database,
  tenant: string,
  sessionId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
      WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL`,
    [sessionId, tenant, now],
  );
}

/** Ends every session of the user but `keepSessionId` (undefined: all of them). */
export async function revokeUserSessions(
  db: Database,
  tenant: string,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $3
      WHERE user_id = $1 AND tenant_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $4`,
    [userId, tenant, now, keepSessionId ?? null],
  );
}

/** Sets what is given of the signed-in user's own profile (undefined keeps the stored value). */
export async function updateProfile(
  db: Database,
  tenant: string,
  userId: number,
  changes: { firstName?: string; lastName?: string; notificationsMuted?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = coalesce($3, first_name), last_name = coalesce($4, last_name),
       notifications_muted = coalesce($5, notifications_muted)
      WHERE id = $1 AND tenant_id = $2`,
    [
      userId,
      tenant,
      changes.firstName ?? null,
      changes.lastName ?? null,
      changes.notificationsMuted ?? null,
    ],
  );
}

export async function passwordHashOf(
  db: Database,
  tenant: string,
  userId: number,
): Promise<string | undefined> {
  const row = await db.one<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1 AND tenant_id = $2',
    [userId, tenant],
  );
  return row?.password_hash;
}

export async function setPasswordHash(
  db: Database,
  tenant: string,
  userId: number,
  hash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND tenant_id = $2', [
    userId,
    tenant,
    hash,
  ]);
}

/** The active user a reset mail goes to (the first by id when addresses repeat). */
export function findResetRecipient(
  db: Database,
  tenant: string,
  email: string,
): Promise<{ id: number; email: string } | undefined> {
  return db.one<{ id: number; email: string }>(
    `SELECT id, email FROM users
      WHERE tenant_id = $1 AND lower(email) = $2 AND is_active ORDER BY id LIMIT 1`,
    [tenant, email],
  );
}

export async function insertPasswordReset(
  db: Database,
  tenant: string,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO password_resets (tenant_id, user_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [tenant, userId, tokenHash, now, expiresAt],
  );
}

/** The open reset link of an active user with this token; undefined when used, expired or unknown. */
export function findOpenReset(
  db: Database,
  tenant: string,
  userId: number,
  tokenHash: string,
  now: Date,
): Promise<{ id: number } | undefined> {
  return db.one<{ id: number }>(
    `SELECT r.id FROM password_resets r JOIN users u ON u.id = r.user_id AND u.tenant_id = r.tenant_id
      WHERE r.tenant_id = $1 AND r.user_id = $2 AND r.token_hash = $3
        AND r.used_at IS NULL AND r.expires_at > $4 AND u.is_active`,
    [tenant, userId, tokenHash, now],
  );
}

/** Marks the reset link used; false when another request used it first. */
export async function claimReset(db: Database, resetId: number, now: Date): Promise<boolean> {
  const claimed = await db.query(
    'UPDATE password_resets SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [resetId, now],
  );
  return claimed.length > 0;
}

/** Closes every other open reset link of the user. */
export async function closeResets(
  db: Database,
  tenant: string,
  userId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE password_resets SET used_at = $3 WHERE user_id = $1 AND tenant_id = $2 AND used_at IS NULL`,
    [userId, tenant, now],
  );
}
