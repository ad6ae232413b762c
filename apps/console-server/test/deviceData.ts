import type { Database } from '../src/db';
import { backfillDevice } from '../src/history/backfill';
import { seedDevices } from '../src/seed/devices';
import { loadDevice, loadOverrides } from '../src/devices/store';

/** The clock of the device tests: fixed, so the simulator's values are known in advance. */
export const DEVICE_TEST_NOW = new Date('2026-11-20T10:00:00Z');

/**
 * Makes sure both tenants have projects with devices. The demo seed creates them; while the
 * project seed is missing, two projects per tenant are created here and given devices.
 */
export async function ensureDeviceData(db: Database, now: Date = DEVICE_TEST_NOW): Promise<void> {
  const devices = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM devices');
  if ((devices?.count ?? 0) > 0) return;
  for (const tenant of ['demo', 'acme']) {
    for (const name of ['Skyline Tower', 'Riverside Offices']) {
      await db.query(
        `INSERT INTO projects (tenant_id, name, address_city, address_street_one, address_zip, address_country)
         VALUES ($1, $2, 'Beograd', 'Bulevar Mihajla Pupina 10', '11070', 'Serbia')`,
        [tenant, `${name} ${tenant}`],
      );
    }
  }
  await seedDevices(db, { now });
}

export interface IdRow {
  id: number;
}

/** Some ids of a tenant, for requests and for the other tenant's isolation checks. */
export async function idsOf(db: Database, tenant: string) {
  const first = async (sql: string) => (await db.one<IdRow>(sql, [tenant]))?.id ?? 0;
  return {
    project: await first(
      'SELECT project_id AS id FROM devices WHERE tenant_id = $1 ORDER BY id LIMIT 1',
    ),
    vrfDevice: await first(
      'SELECT id FROM devices WHERE tenant_id = $1 AND NOT is_single_unit ORDER BY id LIMIT 1',
    ),
    singleDevice: await first(
      'SELECT id FROM devices WHERE tenant_id = $1 AND is_single_unit ORDER BY id LIMIT 1',
    ),
    outdoorUnit: await first(
      'SELECT id FROM outdoor_units WHERE tenant_id = $1 ORDER BY id LIMIT 1',
    ),
    indoorUnit: await first('SELECT id FROM indoor_units WHERE tenant_id = $1 ORDER BY id LIMIT 1'),
    configuration: await first(
      'SELECT id FROM alarm_configurations WHERE tenant_id = $1 ORDER BY id LIMIT 1',
    ),
    entry: await first('SELECT id FROM alarm_entries WHERE tenant_id = $1 ORDER BY id LIMIT 1'),
  };
}

/**
 * Stores 90 days of history for some devices of a tenant, as the demo's first start does (from the
 * signal functions the emulator serves), so that graphs and historical tables have data.
 */
export async function storeHistoryOf(
  db: Database,
  tenant: string,
  deviceIds: readonly number[],
  now: Date = DEVICE_TEST_NOW,
): Promise<void> {
  for (const id of new Set(deviceIds)) {
    const device = await loadDevice(db, tenant, id);
    if (!device) throw new Error(`no device ${id} of ${tenant}`);
    const overrides = (await loadOverrides(db, tenant, [id])).get(id);
    await backfillDevice(db, device, overrides, now.getTime());
  }
}
