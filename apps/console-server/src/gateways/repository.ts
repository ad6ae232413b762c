import type { Database } from '../db';

/** A gateway as the API shows it, with the number of devices it polls. Never its secrets. */
export interface GatewayRow {
  id: number;
  tenant_id: string;
  project_id: number;
  name: string;
  state: 'unknown' | 'online' | 'offline';
  last_seen: Date | null;
  version: string | null;
  clock_skew_ms: number | null;
  backlog_polls: number;
  backlog_oldest_at: Date | null;
  dropped_polls: number;
  /** Whether it ever enrolled (a gateway that did can no longer get an enrolment token). */
  enrolled: boolean;
  devices: number;
}

const GATEWAY_SELECT = `
  SELECT g.id, g.tenant_id, g.project_id, g.name, g.state, g.last_seen, g.version,
         g.clock_skew_ms, g.backlog_polls, g.backlog_oldest_at, g.dropped_polls,
         g.mqtt_username IS NOT NULL AS enrolled,
         (SELECT count(*)::int FROM devices d WHERE d.gateway_id = g.id) AS devices
    FROM gateways g
   WHERE g.tenant_id = $1 AND g.revoked_at IS NULL`;

/** The gateways of a project that are not revoked, oldest first. */
export function listGateways(db: Database, tenant: string, projectId: number) {
  return db.query<GatewayRow>(`${GATEWAY_SELECT} AND g.project_id = $2 ORDER BY g.id`, [
    tenant,
    projectId,
  ]);
}

/** A gateway of the tenant that is not revoked (a revoked one is gone for the API: 404). */
export function findGateway(db: Database, tenant: string, id: number) {
  return db.one<GatewayRow>(`${GATEWAY_SELECT} AND g.id = $2`, [tenant, id]);
}

export interface EnrolmentToken {
  hash: string;
  expiresAt: Date;
}

export async function insertGateway(
  db: Database,
  tenant: string,
  projectId: number,
  name: string,
  token: EnrolmentToken,
  now: Date,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO gateways (tenant_id, project_id, name, enrolment_token_hash, enrolment_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [tenant, projectId, name, token.hash, token.expiresAt, now],
  );
  return row!.id;
}

export async function renameGateway(
  db: Database,
  tenant: string,
  id: number,
  name: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE gateways SET name = $3 WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING id`,
    [tenant, id, name],
  );
  return rows.length > 0;
}

/**
 * A new enrolment token for a gateway that never enrolled (the old token stops working); false when the
 * gateway has enrolled already, is revoked or is not the tenant's.
 */
export async function replaceEnrolmentToken(
  db: Database,
  tenant: string,
  id: number,
  token: EnrolmentToken,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE gateways SET enrolment_token_hash = $3, enrolment_expires_at = $4, enrolment_spent_at = NULL
      WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL AND mqtt_username IS NULL
      RETURNING id`,
    [tenant, id, token.hash, token.expiresAt],
  );
  return rows.length > 0;
}

/**
 * Revokes a gateway: its credentials and token stop working, and the devices it polled go back to
 * `unknown` until another gateway or the server polls them. One transaction.
 */
export async function revokeGateway(
  db: Database,
  tenant: string,
  id: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE gateways
          SET revoked_at = $3, state = 'offline', mqtt_password_hash = NULL, enrolment_token_hash = NULL
        WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL
        RETURNING id`,
      [tenant, id, now],
    );
    if (rows.length === 0) return false;
    await tx.query(
      `UPDATE device_status s SET state = 'unknown'
         FROM devices d
        WHERE d.id = s.device_id AND d.tenant_id = $1 AND d.gateway_id = $2`,
      [tenant, id],
    );
    return true;
  });
}

export type EnrolmentOutcome =
  | { kind: 'enrolled'; gatewayId: number }
  | { kind: 'unknown' }
  | { kind: 'spent' }
  | { kind: 'expired' };

/**
 * Spends an enrolment token of the tenant and stores the gateway's MQTT credentials, once: of two
 * requests with the same token only the one whose UPDATE flips `enrolment_spent_at` enrols.
 */
export async function spendEnrolmentToken(
  db: Database,
  tenant: string,
  tokenHash: string,
  credentials: (gatewayId: number) => { username: string; passwordHash: string },
  now: Date,
): Promise<EnrolmentOutcome> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: number; expires_at: Date; spent_at: Date | null }>(
      `SELECT id, enrolment_expires_at AS expires_at, enrolment_spent_at AS spent_at
         FROM gateways
        WHERE tenant_id = $1 AND enrolment_token_hash = $2 AND revoked_at IS NULL
        FOR UPDATE`,
      [tenant, tokenHash],
    );
    if (!row) return { kind: 'unknown' };
    if (row.spent_at) return { kind: 'spent' };
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
    const { username, passwordHash } = credentials(row.id);
    await tx.query(
      `UPDATE gateways SET enrolment_spent_at = $2, mqtt_username = $3, mqtt_password_hash = $4
        WHERE id = $1`,
      [row.id, now, username, passwordHash],
    );
    return { kind: 'enrolled', gatewayId: row.id };
  });
}

/** What the broker needs to let a client in: the gateway its user name belongs to, when usable. */
export interface GatewayCredentialRow {
  id: number;
  tenant_id: string;
  mqtt_password_hash: string;
}

export function findCredentials(db: Database, username: string) {
  return db.one<GatewayCredentialRow>(
    `SELECT id, tenant_id, mqtt_password_hash FROM gateways
      WHERE mqtt_username = $1 AND revoked_at IS NULL AND mqtt_password_hash IS NOT NULL`,
    [username],
  );
}

/** Of these gateway ids, the ones revoked since (the broker's periodic check). */
export async function revokedAmong(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM gateways WHERE id = ANY($1::int[]) AND revoked_at IS NOT NULL`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/** A gateway's session opened (`online`) or closed (`offline`); a revoked gateway stays offline. */
export async function recordConnection(
  db: Database,
  tenant: string,
  id: number,
  state: 'online' | 'offline',
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE gateways SET state = $3, last_seen = $4
      WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL`,
    [tenant, id, state, at],
  );
}

/** What a gateway's up/hello said: its version and the skew of its clock. */
export async function recordHello(
  db: Database,
  tenant: string,
  id: number,
  hello: { version: string; clockSkewMs: number },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE gateways SET version = $3, clock_skew_ms = $4, last_seen = $5
      WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL`,
    [tenant, id, hello.version, hello.clockSkewMs, at],
  );
}
