import type { DeviceTopology } from '../devices/catalog';
import type { Database } from '../db';
import { overrideKey, type Override, type Overrides } from './signals';
import type { ModbusType } from '../devices/types';

export interface DeviceRow {
  id: number;
  tenant_id: string;
  project_id: number;
  project_name: string;
  unit_id: string;
  device_type: string;
  model_key: string;
  firmware: string;
  version: string;
  active: boolean;
  is_single_unit: boolean;
}

export interface StoredDevice extends DeviceTopology {
  row: DeviceRow;
  outdoorUnits: { id: number; unit: number }[];
  indoorUnits: {
    id: number;
    unit: number;
    outdoorUnitId: number;
    name: string;
    unitType: string;
  }[];
}

const DEVICE_COLUMNS = `d.id, d.tenant_id, d.project_id, p.name AS project_name, d.unit_id, d.device_type,
  d.model_key, d.firmware, d.version, d.active, d.is_single_unit`;

interface DeviceWithUnitsRow extends DeviceRow {
  outdoor_units: { id: number; unit: number }[];
  indoor_units: {
    id: number;
    outdoor_unit_id: number | null;
    unit: number;
    name: string;
    unit_type: string;
  }[];
}

/**
 * Devices of a tenant with their units, in one round trip: the units come as JSON arrays of each
 * device's row (a parameter write loads its device on every request; three queries cost it twice the
 * database time of the write itself).
 */
export async function loadDevices(
  db: Database,
  tenant: string,
  filter: { deviceIds?: readonly number[]; projectId?: number } = {},
): Promise<StoredDevice[]> {
  const conditions = ['d.tenant_id = $1'];
  const params: (string | number | number[])[] = [tenant];
  if (filter.deviceIds) {
    params.push([...filter.deviceIds]);
    conditions.push(`d.id = ANY($${params.length}::int[])`);
  }
  if (filter.projectId !== undefined) {
    params.push(filter.projectId);
    conditions.push(`d.project_id = $${params.length}`);
  }
  const rows = await db.query<DeviceWithUnitsRow>(
    `SELECT ${DEVICE_COLUMNS},
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'unit', o.unit) ORDER BY o.unit, o.id)
                        FROM outdoor_units o WHERE o.device_id = d.id AND o.tenant_id = d.tenant_id), '[]')
              AS outdoor_units,
            COALESCE((SELECT json_agg(json_build_object('id', i.id, 'outdoor_unit_id', i.outdoor_unit_id,
                                                        'unit', i.unit, 'name', i.name, 'unit_type', i.unit_type)
                                      ORDER BY i.unit, i.id)
                        FROM indoor_units i WHERE i.device_id = d.id AND i.tenant_id = d.tenant_id), '[]')
              AS indoor_units
       FROM devices d JOIN projects p ON p.id = d.project_id AND p.tenant_id = d.tenant_id
      WHERE ${conditions.join(' AND ')} ORDER BY d.id`,
    params,
  );
  return rows.map(({ outdoor_units: outdoors, indoor_units: indoors, ...row }) => ({
    id: row.id,
    modelKey: row.model_key,
    row,
    outdoorUnits: outdoors.map((outdoor) => ({ id: outdoor.id, unit: outdoor.unit })),
    indoorUnits: indoors.map((indoor) => ({
      id: indoor.id,
      unit: indoor.unit,
      outdoorUnitId: indoor.outdoor_unit_id ?? 0,
      name: indoor.name,
      unitType: indoor.unit_type,
    })),
  }));
}

export async function loadDevice(
  db: Database,
  tenant: string,
  id: number,
): Promise<StoredDevice | undefined> {
  const [device] = await loadDevices(db, tenant, { deviceIds: [id] });
  return device;
}

interface RegisterValueRow {
  device_id: number;
  modbus_type: ModbusType;
  register: number;
  value: number;
  updated_at: Date | string;
}

/** The written values (register_values) of some devices, as simulator overrides per device. */
export async function loadOverrides(
  db: Database,
  tenant: string,
  deviceIds: readonly number[],
): Promise<Map<number, Overrides>> {
  const result = new Map<number, Map<string, Override>>();
  if (deviceIds.length === 0) return result;
  const rows = await db.query<RegisterValueRow>(
    `SELECT device_id, modbus_type, register, value, updated_at FROM register_values
      WHERE tenant_id = $1 AND device_id = ANY($2::int[])`,
    [tenant, [...deviceIds]],
  );
  for (const row of rows) {
    let overrides = result.get(row.device_id);
    if (!overrides) {
      overrides = new Map();
      result.set(row.device_id, overrides);
    }
    overrides.set(overrideKey(row.modbus_type, row.register), {
      value: Number(row.value),
      since: new Date(row.updated_at).getTime(),
    });
  }
  return result;
}

/** A stamp that changes whenever a device's written values change (for caches of derived data). */
export function overridesStamp(overrides: Overrides | undefined): string {
  if (!overrides || overrides.size === 0) return '';
  return [...overrides.entries()]
    .map(([key, override]) => `${key}=${override.value}@${override.since}`)
    .sort()
    .join(',');
}
