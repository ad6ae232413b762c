import type { PermissionType } from '@hvac/console-domain';
import type { Database } from '../db';
import { revokeUserSessions } from './sessions';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';
import { USER_COLUMNS } from './model';
import type { UserRow } from './model';

export type { UserRow };

/** An active user of the tenant. */
export function findActiveUser(
  db: Database,
  tenant: string,
  id: number,
): Promise<UserRow | undefined> {
  return db.one<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND tenant_id = $2 AND is_active`,
    [id, tenant],
  );
}

export function listActiveUsers(
  db: Database,
  tenant: string,
  page: PageRequest,
  filter: { ids?: readonly number[] } = {},
): Promise<RowPage<UserRow & { date_joined: Date }>> {
  // Only the users named by id (`ids`), as $2.
  const ids = filter.ids ? [...filter.ids] : undefined;
  const query: PagedQuery<UserRow & { date_joined: Date }> = {
    sql: `SELECT ${USER_COLUMNS}, created_at AS date_joined FROM users WHERE tenant_id = $1 AND is_active${
      ids ? ' AND id = ANY($2::int[])' : ''
    }`,
    params: ids ? [tenant, ids] : [tenant],
    ordering: {
      id: 'id',
      username: 'username',
      email: 'email',
      first_name: 'first_name',
      last_name: 'last_name',
      permission_type: 'permission_type',
      date_joined: 'date_joined',
    },
    defaultOrdering: 'username',
    search: ['username', 'email', 'first_name', 'last_name'],
  };
  return queryPage(db, query, page);
}

/**
 * Sets what is given (undefined keeps the stored value). A changed permission type ends the user's
 * sessions: they sign in again and get the rights of their new type in every console they had open.
 */
export async function updateUser(
  db: Database,
  tenant: string,
  id: number,
  changes: { permissionType?: PermissionType; firstName?: string; lastName?: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.one<{ permission_type: string }>(
      'SELECT permission_type FROM users WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
      [id, tenant],
    );
    await tx.query(
      `UPDATE users SET permission_type = coalesce($3, permission_type),
              first_name = coalesce($4, first_name), last_name = coalesce($5, last_name)
        WHERE id = $1 AND tenant_id = $2`,
      [
        id,
        tenant,
        changes.permissionType ?? null,
        changes.firstName ?? null,
        changes.lastName ?? null,
      ],
    );
    if (
      before !== undefined &&
      changes.permissionType !== undefined &&
      changes.permissionType !== before.permission_type
    ) {
      await revokeUserSessions(tx, tenant, id, now);
    }
  });
}

export async function deleteUser(db: Database, tenant: string, id: number): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}

/** Whether a user of the tenant has this e-mail address or user name (case-insensitive). */
export async function userWithAddressExists(
  db: Database,
  tenant: string,
  email: string,
): Promise<boolean> {
  const row = await db.one(
    `SELECT id FROM users WHERE tenant_id = $1 AND (lower(email) = $2 OR lower(username) = $2)`,
    [tenant, email],
  );
  return row !== undefined;
}

export async function usernameTaken(
  db: Database,
  tenant: string,
  username: string,
): Promise<boolean> {
  const row = await db.one('SELECT id FROM users WHERE tenant_id = $1 AND username = $2', [
    tenant,
    username,
  ]);
  return row !== undefined;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  permissionType: PermissionType;
}

/** A new user whose user name is their e-mail address. */
export async function insertUser(
  db: Database,
  tenant: string,
  user: NewUser,
  createdAt: Date,
): Promise<UserRow> {
  const row = await db.one<UserRow>(
    `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type, created_at)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
    [
      tenant,
      user.email,
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.permissionType,
      createdAt,
    ],
  );
  if (!row) throw new Error('user not created');
  return row;
}
