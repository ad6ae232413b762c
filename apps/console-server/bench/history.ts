import { GRAPH_MAX_DAYS } from '@hvac/console-domain';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/db';
import { backfillDevice } from '../src/history/backfill';
import { loadDevices, loadOverrides } from '../src/devices/store';

/**
 * Stored history for the server benchmark: the demo's devices and copies of them (same models and
 * units, connections of their own) up to `total`, each with `days` (90) days stored by the demo's backfill.
 * Prints how long the demo's own devices took (the demo's first start) and all of them.
 */
export async function storeBenchHistory(
  db: Database,
  total: number,
  now: Date,
  days = GRAPH_MAX_DAYS,
): Promise<string> {
  const sources = await db.query<{ id: number }>(
    `SELECT id FROM devices WHERE tenant_id = 'demo' ORDER BY id`,
  );
  const existing = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM devices');
  for (let copy = 0; copy < total - (existing?.count ?? 0); copy += 1) {
    const source = sources[copy % sources.length].id;
    const [device] = await db.query<{ id: number }>(
      `INSERT INTO devices (tenant_id, project_id, unit_id, device_type, model_key, firmware, version,
                            active, is_single_unit, host, port, modbus_unit, poll_interval)
       SELECT tenant_id, project_id, unit_id || '-' || $2::int, device_type, model_key, firmware, version,
              active, is_single_unit, '127.0.0.2', 20000 + $2::int / 200, 1 + $2::int % 200, poll_interval
         FROM devices WHERE id = $1 RETURNING id`,
      [source, copy],
    );
    await db.query(
      `INSERT INTO outdoor_units (tenant_id, device_id, unit)
       SELECT tenant_id, $2, unit FROM outdoor_units WHERE device_id = $1 ORDER BY unit`,
      [source, device.id],
    );
    await db.query(
      `INSERT INTO indoor_units (tenant_id, device_id, outdoor_unit_id, unit, name, unit_type)
       SELECT i.tenant_id, $2, n.id, i.unit, i.name, i.unit_type
         FROM indoor_units i
         LEFT JOIN outdoor_units o ON o.id = i.outdoor_unit_id
         LEFT JOIN outdoor_units n ON n.device_id = $2 AND n.unit = o.unit
        WHERE i.device_id = $1 ORDER BY i.unit`,
      [source, device.id],
    );
  }
  // The demo's own devices first (its first start's work), then the copies.
  const all = [...(await loadDevices(db, 'demo')), ...(await loadDevices(db, 'acme'))].sort(
    (a, b) => a.id - b.id,
  );
  const demoCount = existing?.count ?? 0;
  const started = performance.now();
  let demoSeconds = 0;
  let done = 0;
  for (const device of all) {
    const tenant = device.row.tenant_id;
    const overrides = (await loadOverrides(db, tenant, [device.id])).get(device.id);
    await backfillDevice(db, device, overrides, now.getTime(), days);
    done += 1;
    if (done === demoCount) demoSeconds = (performance.now() - started) / 1000;
  }
  const seconds = (performance.now() - started) / 1000;
  const size = await db.one<{ bytes: string }>(
    'SELECT coalesce(sum(length(block)), 0)::text AS bytes FROM device_history_days',
  );
  return `history-bench devices=${done} days=${days} backfill-s=${seconds.toFixed(1)} demo-devices=${demoCount} demo-backfill-s=${demoSeconds.toFixed(1)} blocks-mb=${(Number(size?.bytes) / 1024 / 1024).toFixed(1)}`;
}
