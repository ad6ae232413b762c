import type { PolledValues } from '../devices/live';
import type { Database, SqlValue } from '../db';
import { LOOPBACK_HOST } from '../devices/store';

const DAY_MS = 86_400_000;

/** `device_history_20261126`: the partition of one UTC day. */
export function partitionName(day: Date): string {
  return `device_history_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function dayStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** Creates the partition of the day of `at` (idempotent; another instance may race to it). */
export async function ensurePartition(db: Database, at: Date): Promise<string> {
  const from = dayStart(at);
  const to = new Date(from.getTime() + DAY_MS);
  const name = partitionName(from);
  try {
    await db.exec(
      `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF device_history
         FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
    );
  } catch (error) {
    // Created meanwhile by another instance: fine.
    if (!/already exists/.test(String(error))) throw error;
  }
  return name;
}

/** One successful poll's values. */
export async function insertHistory(
  db: Database,
  tenant: string,
  deviceId: number,
  at: Date,
  values: PolledValues,
): Promise<void> {
  await db.query(
    'INSERT INTO device_history (tenant_id, device_id, at, coils, registers) VALUES ($1, $2, $3, $4, $5)',
    [tenant, deviceId, at, JSON.stringify(values.coils), JSON.stringify(values.registers)],
  );
}

/** Day partitions whose whole day lies more than `retentionDays` before `now`: dropped. */
export async function dropExpiredPartitions(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname = 'device_history' AND c.relnamespace = p.relnamespace`,
  );
  const cutoff = partitionName(new Date(now.getTime() - (retentionDays + 1) * DAY_MS));
  const expired = rows
    .map((row) => row.name)
    .filter((name) => /^device_history_\d{8}$/.test(name) && name <= cutoff);
  for (const name of expired) await db.exec(`DROP TABLE IF EXISTS ${name}`);
  return expired;
}

/**
 * Day blocks of the days that lie wholly more than `retentionDays` before `now` (the same days as
 * the dropped partitions); answers how many rows went.
 */
export async function deleteExpiredSummaries(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - retentionDays * DAY_MS);
  const days = await db.query(
    `DELETE FROM device_history_days WHERE day < ($1::timestamptz AT TIME ZONE 'UTC')::date RETURNING 1`,
    [cutoff],
  );
  return days.length;
}

/** The stored polls of a device in [from, to), oldest first. */
export function historyOf(
  db: Database,
  tenant: string,
  deviceId: number,
  from: Date,
  to: Date,
): Promise<{ at: Date; coils: PolledValues['coils']; registers: PolledValues['registers'] }[]> {
  return db.query(
    `SELECT at, coils, registers FROM device_history
      WHERE tenant_id = $1 AND device_id = $2 AND at >= $3 AND at < $4 ORDER BY at`,
    [tenant, deviceId, from, to],
  );
}

/** One unit's day of five-minute slots of a device (src/history/blocks.ts). */
export interface StoredDay {
  /** The day's start (UTC ms). */
  day: number;
  /** `general.0`, `outdoor.2`, `indoor.14`: the unit whose registers and coils the block holds. */
  group: string;
  /** Slots before this time (ms) are in the block. */
  until: number;
  block: Uint8Array;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The stored days of a device whose day starts in [fromDay, toDay] (UTC ms), oldest first; only the
 * blocks of `groups` when given.
 */
export async function daysOf(
  db: Database,
  tenant: string,
  deviceId: number,
  fromDay: number,
  toDay: number,
  groups?: readonly string[],
): Promise<StoredDay[]> {
  const rows = await db.query<{ day: string; unit_group: string; until: Date; block: Uint8Array }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, unit_group, until, block FROM device_history_days
      WHERE tenant_id = $1 AND device_id = $2 AND day >= $3::date AND day <= $4::date
        ${groups ? 'AND unit_group = ANY($5::text[])' : ''}
      ORDER BY day, unit_group`,
    groups
      ? [tenant, deviceId, isoDay(fromDay), isoDay(toDay), [...groups]]
      : [tenant, deviceId, isoDay(fromDay), isoDay(toDay)],
  );
  return rows.map((row) => ({
    day: Date.parse(`${row.day}T00:00:00Z`),
    group: row.unit_group,
    until: new Date(row.until).getTime(),
    block: row.block,
  }));
}

/** Stores (or replaces) blocks of a device's day, in one statement. */
export async function saveDays(
  db: Database,
  tenant: string,
  deviceId: number,
  days: readonly StoredDay[],
): Promise<void> {
  if (days.length === 0) return;
  const params: SqlValue[] = [tenant, deviceId];
  const rows = days.map((day) => {
    params.push(isoDay(day.day), day.group, new Date(day.until), Buffer.from(day.block));
    const at = params.length;
    return `($1, $2, $${at - 3}::date, $${at - 2}, $${at - 1}, $${at})`;
  });
  await db.query(
    `INSERT INTO device_history_days (tenant_id, device_id, day, unit_group, until, block)
     VALUES ${rows.join(', ')}
     ON CONFLICT (device_id, day, unit_group) DO UPDATE SET until = EXCLUDED.until, block = EXCLUDED.block`,
    params,
  );
}

/** Whether the device has any stored history, polled or in blocks (the demo's backfill is for those with none). */
export async function hasStoredHistory(db: Database, deviceId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM device_history_days WHERE device_id = $1)
                 OR EXISTS (SELECT 1 FROM device_history WHERE device_id = $1)`,
    [deviceId],
  );
  return rows.length > 0;
}

/**
 * Devices with polls in [since, to) not yet in their days' blocks, with the first such poll: what the
 * next compaction has to do.
 */
export function pollsToCompact(
  db: Database,
  since: Date,
  to: Date,
): Promise<{ tenant_id: string; device_id: number; first: Date }[]> {
  return db.query(
    `SELECT h.tenant_id, h.device_id, min(h.at) AS first
       FROM device_history h
       LEFT JOIN (SELECT device_id, max(until) AS until FROM device_history_days
                   WHERE day >= ($1::timestamptz)::date - 1 GROUP BY device_id) d
         ON d.device_id = h.device_id
      WHERE h.at >= $1 AND h.at < $2 AND h.at >= coalesce(d.until, $1)
      GROUP BY h.tenant_id, h.device_id`,
    [since, to],
  );
}

/** The devices an emulator on loopback at `port` serves (the demo's), of every company. */
export function devicesAtLoopbackPort(
  db: Database,
  port: number,
): Promise<{ tenant_id: string; id: number }[]> {
  return db.query(
    `SELECT tenant_id, id FROM devices
      WHERE port = $1 AND ${LOOPBACK_HOST} ORDER BY id`,
    [port],
  );
}
