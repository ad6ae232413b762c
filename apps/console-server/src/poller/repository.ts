import type { PolledValues } from '../devices/live';
import type { Database } from '../db';
import type { ConfigurationRow } from '../alarms/evaluate';
import { loadDevices, type StoredDevice } from '../devices/store';

/**
 * Every device the server polls, of every company, with connection and status (what the poller
 * schedules): a device behind an edge gateway (devices.gateway_id) is polled by that gateway only.
 */
export async function loadAllDevices(db: Database): Promise<StoredDevice[]> {
  const devices: StoredDevice[] = [];
  for (const { id } of await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id'))
    devices.push(...(await loadDevices(db, id)));
  const behindGateways = await db.query<{ id: number }>(
    'SELECT id FROM devices WHERE gateway_id IS NOT NULL',
  );
  if (behindGateways.length === 0) return devices;
  const skipped = new Set(behindGateways.map((row) => row.id));
  return devices.filter((device) => !skipped.has(device.id));
}

export interface StateChange {
  previous: 'unknown' | 'online' | 'offline';
  state: 'unknown' | 'online' | 'offline';
}

/**
 * A successful poll: the device is online, its values are these, seen at `at`, and `hasError` says
 * whether one of its error parameters is not 0 (the project's error status is computed from it).
 */
export async function recordPollSuccess(
  db: Database,
  tenant: string,
  deviceId: number,
  values: PolledValues,
  at: Date,
  lastError: string | null,
  hasError = false,
): Promise<StateChange> {
  const row = await db.one<{ previous: StateChange['previous'] | null }>(
    `WITH old AS (SELECT state FROM device_status WHERE device_id = $2)
     INSERT INTO device_status (device_id, tenant_id, state, last_seen, last_error, failures, coils, registers, has_error)
     VALUES ($2, $1, 'online', $3, $4, 0, $5, $6, $7)
     ON CONFLICT (device_id) DO UPDATE SET state = 'online', last_seen = EXCLUDED.last_seen,
       last_error = EXCLUDED.last_error, failures = 0, coils = EXCLUDED.coils, registers = EXCLUDED.registers,
       has_error = EXCLUDED.has_error
     RETURNING (SELECT state FROM old) AS previous`,
    [
      tenant,
      deviceId,
      at,
      lastError,
      JSON.stringify(values.coils),
      JSON.stringify(values.registers),
      hasError,
    ],
  );
  return { previous: row?.previous ?? 'unknown', state: 'online' };
}

/**
 * A failed poll: one more failure in a row and its reason; offline from the `offlineAfter`-th on (the
 * last values stay, shown as stale).
 */
export async function recordPollFailure(
  db: Database,
  tenant: string,
  deviceId: number,
  reason: string,
  offlineAfter: number,
): Promise<StateChange> {
  const row = await db.one<{
    previous: StateChange['previous'] | null;
    state: StateChange['state'];
  }>(
    `WITH old AS (SELECT state FROM device_status WHERE device_id = $2)
     INSERT INTO device_status (device_id, tenant_id, state, last_error, failures)
     VALUES ($2, $1, CASE WHEN 1 >= $4 THEN 'offline' ELSE 'unknown' END, $3, 1)
     ON CONFLICT (device_id) DO UPDATE SET last_error = EXCLUDED.last_error,
       failures = device_status.failures + 1,
       state = CASE WHEN device_status.failures + 1 >= $4 THEN 'offline' ELSE device_status.state END
     RETURNING (SELECT state FROM old) AS previous, state`,
    [tenant, deviceId, reason, offlineAfter],
  );
  return { previous: row?.previous ?? 'unknown', state: row?.state ?? 'unknown' };
}

/** Every alarm configuration of every company, by device (the poller keeps them between refreshes). */
export async function allConfigurations(db: Database): Promise<Map<number, ConfigurationRow[]>> {
  const rows = await db.query<ConfigurationRow>(
    `SELECT id, tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id, parameter_modbus_type,
            parameter_register, threshold_value, boolean_value, alarm_type, last_triggered
       FROM alarm_configurations ORDER BY device_id, id`,
  );
  const byDevice = new Map<number, ConfigurationRow[]>();
  for (const row of rows) {
    const list = byDevice.get(row.device_id) ?? [];
    list.push(row);
    byDevice.set(row.device_id, list);
  }
  return byDevice;
}

/**
 * Recomputes a project's error status from the stored error flags of all its devices (whichever
 * instance polls them); answers the new status when it changed, undefined when it did not. Every
 * instance runs it after storing a poll, so the last one to run has seen every flag.
 */
export async function updateProjectError(
  db: Database,
  tenant: string,
  projectId: number,
): Promise<boolean | undefined> {
  const rows = await db.query<{ error_status: boolean }>(
    `UPDATE projects p SET error_status = q.error
       FROM (SELECT EXISTS (
               SELECT 1 FROM device_status s JOIN devices d ON d.id = s.device_id
                WHERE d.tenant_id = $1 AND d.project_id = $2 AND s.has_error) AS error) q
      WHERE p.tenant_id = $1 AND p.id = $2 AND p.error_status IS DISTINCT FROM q.error
      RETURNING p.error_status`,
    [tenant, projectId],
  );
  return rows[0]?.error_status;
}

/**
 * Leases: this instance polls the devices whose lease it holds. It says it is alive
 * (poller_instances), renews its own leases, gives up what it holds beyond its fair share of the
 * devices (total / live instances) and takes free ones or those whose holder let them lapse (an
 * instance that died) up to that share. A lease lasts `seconds` (about one and a half poll
 * intervals), so another instance takes a dead one's devices over within two intervals. Answers the
 * ids this instance holds now.
 */
export async function claimLeases(
  db: Database,
  owner: string,
  deviceIds: readonly number[],
  at: Date,
  leaseSeconds: (deviceId: number) => number,
  aliveSeconds = 15,
): Promise<Set<number>> {
  await db.query(
    `INSERT INTO poller_instances (name, seen_at) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET seen_at = EXCLUDED.seen_at`,
    [owner, at],
  );
  if (deviceIds.length === 0) return new Set();
  const alive = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM poller_instances
      WHERE seen_at >= $1::timestamptz - make_interval(secs => $2)`,
    [at, aliveSeconds],
  );
  const share = Math.ceil(deviceIds.length / Math.max(1, alive?.n ?? 1));
  await db.query(
    `INSERT INTO device_status (device_id, tenant_id)
     SELECT d.id, d.tenant_id FROM devices d WHERE d.id = ANY($1::int[])
     ON CONFLICT (device_id) DO NOTHING`,
    [[...deviceIds]],
  );
  const seconds = deviceIds.map(leaseSeconds);
  // Renew what it holds, up to its share; give the rest up.
  const held = await db.query<{ device_id: number; lease_owner: string | null }>(
    `WITH mine AS (
       SELECT device_id, row_number() OVER (ORDER BY device_id) AS position
         FROM device_status WHERE lease_owner = $2 AND device_id = ANY($1::int[]))
     UPDATE device_status s
        SET lease_owner = CASE WHEN m.position <= $5 THEN $2 END,
            lease_until = CASE WHEN m.position <= $5
                               THEN $3::timestamptz + make_interval(secs => l.secs) END
       FROM mine m JOIN unnest($1::int[], $4::int[]) AS l(device_id, secs) ON l.device_id = m.device_id
      WHERE s.device_id = m.device_id
      RETURNING s.device_id, s.lease_owner`,
    [[...deviceIds], owner, at, seconds, share],
  );
  const kept = held.filter((row) => row.lease_owner === owner);
  const room = share - kept.length;
  if (room <= 0) return new Set(kept.map((row) => row.device_id));
  // Take free or lapsed leases up to its share.
  const taken = await db.query<{ device_id: number }>(
    `UPDATE device_status s SET lease_owner = $2, lease_until = $3::timestamptz + make_interval(secs => l.secs)
       FROM unnest($1::int[], $4::int[]) AS l(device_id, secs)
      WHERE s.device_id = l.device_id
        AND s.device_id IN (
          SELECT device_id FROM device_status
           WHERE device_id = ANY($1::int[])
             AND (lease_owner IS NULL OR lease_until IS NULL OR lease_until < $3)
           ORDER BY device_id LIMIT $5)
        AND (s.lease_owner IS NULL OR s.lease_until IS NULL OR s.lease_until < $3)
      RETURNING s.device_id`,
    [[...deviceIds], owner, at, seconds, room],
  );
  return new Set([...kept, ...taken].map((row) => row.device_id));
}

/** Gives this instance's leases up (a clean stop): another instance takes them at once. */
export async function releaseLeases(db: Database, owner: string): Promise<void> {
  await db.query(
    'UPDATE device_status SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = $1',
    [owner],
  );
  await db.query('DELETE FROM poller_instances WHERE name = $1', [owner]);
}

/**
 * Check now: asks the instance that holds the device's lease to poll it at once. Requests made while
 * one waits join it. Answers the request's time (what `checkDone` compares), or undefined when the
 * device is not the tenant's.
 */
export async function requestCheck(
  db: Database,
  tenant: string,
  deviceId: number,
): Promise<Date | undefined> {
  const row = await db.one<{ requested_at: Date }>(
    `INSERT INTO device_status (device_id, tenant_id, check_requested_at)
     SELECT d.id, d.tenant_id, date_trunc('milliseconds', clock_timestamp()) FROM devices d WHERE d.tenant_id = $1 AND d.id = $2
     ON CONFLICT (device_id) DO UPDATE
       SET check_requested_at = COALESCE(device_status.check_requested_at, EXCLUDED.check_requested_at)
     RETURNING check_requested_at AS requested_at`,
    [tenant, deviceId],
  );
  return row ? new Date(row.requested_at) : undefined;
}

/** The check requests of the devices given (this instance's), taken: each is answered once. */
export function takeCheckRequests(
  db: Database,
  deviceIds: readonly number[],
): Promise<{ device_id: number; requested_at: Date }[]> {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db.query<{ device_id: number; requested_at: Date }>(
    `UPDATE device_status s SET check_requested_at = NULL
       FROM (SELECT device_id, check_requested_at FROM device_status
              WHERE device_id = ANY($1::int[]) AND check_requested_at IS NOT NULL) AS taken
      WHERE s.device_id = taken.device_id
      RETURNING s.device_id, taken.check_requested_at AS requested_at`,
    [[...deviceIds]],
  );
}

/** The poll that answers a check request has finished (its outcome is the device's status). */
export async function finishCheck(
  db: Database,
  deviceId: number,
  requestedAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE device_status SET checked_for = GREATEST(COALESCE(checked_for, $2), $2)
      WHERE device_id = $1`,
    [deviceId, requestedAt],
  );
}

/** Whether a poll answered the check request made at `requestedAt`. */
export async function checkDone(
  db: Database,
  tenant: string,
  deviceId: number,
  requestedAt: Date,
): Promise<boolean> {
  const row = await db.one<{ done: boolean }>(
    `SELECT COALESCE(checked_for >= $3, false) AS done FROM device_status
      WHERE tenant_id = $1 AND device_id = $2`,
    [tenant, deviceId, requestedAt],
  );
  return row?.done ?? false;
}
