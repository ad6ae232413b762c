import type { PolledValues } from '../devices/live';
import type { Database } from '../db';

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
 * Hourly rollups of the hours in [from, to): samples and sums of every coil and register per device
 * (recomputed when run again for an hour).
 */
export async function rollUpHours(db: Database, from: Date, to: Date): Promise<number> {
  const rows = await db.query<{ device_id: number }>(
    `INSERT INTO device_history_hourly (tenant_id, device_id, hour, samples, sums)
     SELECT h.tenant_id, h.device_id, h.hour, h.samples,
            jsonb_build_object(
              'c', COALESCE((SELECT jsonb_object_agg(key, total) FROM (
                      SELECT e.key, sum(e.value::numeric) AS total
                        FROM device_history d, jsonb_each_text(d.coils) e
                       WHERE d.device_id = h.device_id AND d.at >= h.hour AND d.at < h.hour + interval '1 hour'
                       GROUP BY e.key) c), '{}'::jsonb),
              'r', COALESCE((SELECT jsonb_object_agg(key, total) FROM (
                      SELECT e.key, sum(e.value::numeric) AS total
                        FROM device_history d, jsonb_each_text(d.registers) e
                       WHERE d.device_id = h.device_id AND d.at >= h.hour AND d.at < h.hour + interval '1 hour'
                       GROUP BY e.key) r), '{}'::jsonb))
       FROM (SELECT tenant_id, device_id, date_trunc('hour', at) AS hour, count(*)::int AS samples
               FROM device_history WHERE at >= $1 AND at < $2
              GROUP BY tenant_id, device_id, date_trunc('hour', at)) h
     ON CONFLICT (device_id, hour) DO UPDATE SET samples = EXCLUDED.samples, sums = EXCLUDED.sums
     RETURNING device_id`,
    [from, to],
  );
  return rows.length;
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

/** The hourly rollups of a device in [from, to). */
export function hourlyOf(
  db: Database,
  tenant: string,
  deviceId: number,
  from: Date,
  to: Date,
): Promise<
  { hour: Date; samples: number; sums: { c: Record<string, number>; r: Record<string, number> } }[]
> {
  return db.query(
    `SELECT hour, samples, sums FROM device_history_hourly
      WHERE tenant_id = $1 AND device_id = $2 AND hour >= $3 AND hour < $4 ORDER BY hour`,
    [tenant, deviceId, from, to],
  );
}
