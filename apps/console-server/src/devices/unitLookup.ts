import type { Database } from '../db';

/** The device and unit number of an outdoor or indoor unit of the tenant. */
export function findUnit(
  db: Database,
  tenant: string,
  kind: 'outdoor' | 'indoor',
  id: number,
): Promise<{ device_id: number; unit: number } | undefined> {
  const table = kind === 'outdoor' ? 'outdoor_units' : 'indoor_units';
  return db.one<{ device_id: number; unit: number }>(
    `SELECT device_id, unit FROM ${table} WHERE id = $1 AND tenant_id = $2`,
    [id, tenant],
  );
}
