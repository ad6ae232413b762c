import type { PermissionType } from '@hvac/console-domain';
import type { Database } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

export interface InviteRow {
  id: string;
  email: string;
  permission_type: PermissionType;
  redeemed: boolean;
  /** Not redeemed and past its expiry at the time the query was given. */
  expired: boolean;
  last_sent_at: Date;
  created_at: Date;
}

/** The columns of InviteRow; `nowParam` is the placeholder of the time that decides `expired`. */
const INVITE_COLUMNS = (nowParam: string) =>
  `id::text AS id, email, permission_type, redeemed, (NOT redeemed AND expires_at <= ${nowParam}) AS expired,
   last_sent_at, created_at`;

export function listInvites(
  db: Database,
  tenant: string,
  now: Date,
  page: PageRequest,
): Promise<RowPage<InviteRow>> {
  const query: PagedQuery<InviteRow> = {
    sql: `SELECT ${INVITE_COLUMNS('$2')} FROM invites WHERE tenant_id = $1`,
    params: [tenant, now],
    ordering: {
      email: 'email',
      permission_type: 'permission_type',
      redeemed: 'redeemed',
      expired: 'expired',
      last_sent_at: 'last_sent_at',
      created_at: 'created_at',
    },
    defaultOrdering: '-last_sent_at',
    search: ['email', 'permission_type'],
  };
  return queryPage(db, query, page);
}

/** The invite whose redeem link carries the token of this hash (never looked up by its listed id). */
export function findInviteByToken(
  db: Database,
  tenant: string,
  tokenHash: string,
  now: Date,
): Promise<InviteRow | undefined> {
  return db.one<InviteRow>(
    `SELECT ${INVITE_COLUMNS('$3')} FROM invites WHERE token_hash = $1 AND tenant_id = $2`,
    [tokenHash, tenant, now],
  );
}

export interface InviteRequest {
  email: string;
  /** SHA-256 of the redeem link's token; every send mails a new token. */
  tokenHash: string;
  /** The permission types the sender may invite: a pending invite of another type is never rewritten. */
  mayRewrite: readonly PermissionType[];
  permissionType: PermissionType;
  invitedBy: number;
  expiresAt: Date;
}

/** The permission type of the address's pending invite, locked until the transaction ends. */
export async function pendingInvitePermission(
  db: Database,
  tenant: string,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db.one<{ permission_type: string }>(
    `SELECT permission_type FROM invites
      WHERE tenant_id = $1 AND lower(email) = $2 AND NOT redeemed AND expires_at > $3
      FOR UPDATE`,
    [tenant, email, now],
  );
  return row?.permission_type;
}

/**
 * Forgets the address's expired, unredeemed invites, so that the one open invite per address that the
 * database allows (index invites_one_open_per_address) is the new one.
 */
export async function deleteExpiredInvites(
  db: Database,
  tenant: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.query(
    `DELETE FROM invites WHERE tenant_id = $1 AND lower(email) = $2 AND NOT redeemed AND expires_at <= $3`,
    [tenant, email, now],
  );
}

/** Sends a pending invite for the address again (new expiry, type and token); undefined when none. */
export function resendPendingInvite(
  db: Database,
  tenant: string,
  invite: InviteRequest,
  now: Date,
): Promise<InviteRow | undefined> {
  return db.one<InviteRow>(
    `UPDATE invites SET last_sent_at = $3, expires_at = $4, permission_type = $5, invited_by = $6,
            token_hash = $7
      WHERE tenant_id = $1 AND lower(email) = $2 AND NOT redeemed AND expires_at > $3
        AND permission_type = ANY($8::text[])
      RETURNING ${INVITE_COLUMNS('$3')}`,
    [
      tenant,
      invite.email,
      now,
      invite.expiresAt,
      invite.permissionType,
      invite.invitedBy,
      invite.tokenHash,
      [...invite.mayRewrite],
    ],
  );
}

export async function insertInvite(
  db: Database,
  tenant: string,
  invite: InviteRequest,
  now: Date,
): Promise<InviteRow> {
  const row = await db.one<InviteRow>(
    `INSERT INTO invites (tenant_id, email, permission_type, expires_at, last_sent_at, invited_by, created_at,
                          token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $5, $7) RETURNING ${INVITE_COLUMNS('$5')}`,
    [
      tenant,
      invite.email,
      invite.permissionType,
      invite.expiresAt,
      now,
      invite.invitedBy,
      invite.tokenHash,
    ],
  );
  if (!row) throw new Error('invite not stored');
  return row;
}

/** The permission type of an invite, to check who may delete it. */
export async function invitePermissionType(
  db: Database,
  tenant: string,
  id: string,
): Promise<string | undefined> {
  const row = await db.one<{ permission_type: string }>(
    'SELECT permission_type FROM invites WHERE id = $1 AND tenant_id = $2',
    [id, tenant],
  );
  return row?.permission_type;
}

export async function deleteInvite(db: Database, tenant: string, id: string): Promise<void> {
  await db.query('DELETE FROM invites WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}

/** Marks an open invite redeemed; false when it was redeemed or expired meanwhile. */
export async function claimInvite(
  db: Database,
  tenant: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db.query(
    `UPDATE invites SET redeemed = true, redeemed_at = $3
      WHERE id = $1 AND tenant_id = $2 AND NOT redeemed AND expires_at > $3 RETURNING id`,
    [id, tenant, now],
  );
  return claimed.length > 0;
}
