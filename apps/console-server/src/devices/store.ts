import { catalogKey, isBuiltInModel, type DeviceTopology } from './catalog';
import { ensureModel } from './modelRepository';
import type { Database } from '../db';
import { overrideKey, type Override, type Overrides } from './overrides';
import type { PolledValues } from './live';
import type { ModbusType } from './types';

/**
 * SQL: the device's host is this machine (`localhost`, 127.0.0.0/8, `::1`): the devices an emulator
 * on loopback serves. Its one home; every query about the demo's emulated devices uses it.
 */
export const LOOPBACK_HOST = "(host = 'localhost' OR host LIKE '127.%' OR host = '::1')";

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
  host: string;
  port: number;
  modbus_unit: number;
  poll_interval: number;
  /** What the poller recorded (device_status); 'unknown' before the first poll. */
  state: 'unknown' | 'online' | 'offline';
  last_seen: Date | null;
  last_error: string | null;
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

export const DEVICE_COLUMNS = `d.id, d.tenant_id, d.project_id, p.name AS project_name, d.unit_id, d.device_type,
  d.model_key, d.firmware, d.version, d.active, d.is_single_unit, d.host, d.port, d.modbus_unit,
  d.poll_interval, COALESCE(s.state, 'unknown') AS state, s.last_seen, s.last_error`;
/** The join that DEVICE_COLUMNS reads (devices d, projects p, device_status s). */
export const DEVICE_FROM = `devices d JOIN projects p ON p.id = d.project_id AND p.tenant_id = d.tenant_id
  LEFT JOIN device_status s ON s.device_id = d.id`;

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
       FROM ${DEVICE_FROM}
      WHERE ${conditions.join(' AND ')} ORDER BY d.id`,
    params,
  );
  for (const key of new Set(rows.map((row) => row.model_key))) {
    if (!isBuiltInModel(key)) await ensureModel(db, tenant, key);
  }
  return rows.map(({ outdoor_units: outdoors, indoor_units: indoors, ...row }) => ({
    id: row.id,
    modelKey: catalogKey(tenant, row.model_key),
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

/**
 * The device an emulator on loopback serves for a unit id: the oldest device of any company whose
 * connection is that port and unit on a loopback host.
 */
export async function findDeviceAtConnection(
  db: Database,
  port: number,
  unit: number,
): Promise<{ tenant: string; id: number } | undefined> {
  const row = await db.one<{ tenant_id: string; id: number }>(
    `SELECT tenant_id, id FROM devices
      WHERE port = $1 AND modbus_unit = $2 AND ${LOOPBACK_HOST}
      ORDER BY id LIMIT 1`,
    [port, unit],
  );
  return row ? { tenant: row.tenant_id, id: row.id } : undefined;
}

/** One Modbus unit an emulator on loopback answers for: the device's model and its systems' sizes. */
export interface EmulatedUnit {
  unit: number;
  tenant: string;
  unitId: string;
  /** The catalogue key of the device's model (findModel). */
  modelKey: string;
  isSingleUnit: boolean;
  /** Indoor units of each system, in system order (empty for a single-unit model). */
  systems: { unit: number; indoorUnits: number }[];
}

/** Every unit an emulator on loopback at `port` answers for (the device findDeviceAtConnection picks). */
export async function emulatedUnits(db: Database, port: number): Promise<EmulatedUnit[]> {
  const devices = await db.query<{
    modbus_unit: number;
    tenant_id: string;
    id: number;
    unit_id: string;
    model_key: string;
    is_single_unit: boolean;
  }>(
    `SELECT DISTINCT ON (modbus_unit) modbus_unit, tenant_id, id, unit_id, model_key, is_single_unit
       FROM devices
      WHERE port = $1 AND ${LOOPBACK_HOST}
      ORDER BY modbus_unit, id`,
    [port],
  );
  if (devices.length === 0) return [];
  const systems = await db.query<{ device_id: number; unit: number; indoor_units: number }>(
    `SELECT o.device_id, o.unit, count(i.id)::int AS indoor_units
       FROM outdoor_units o LEFT JOIN indoor_units i ON i.outdoor_unit_id = o.id
      WHERE o.device_id = ANY($1::int[])
      GROUP BY o.device_id, o.unit
      ORDER BY o.device_id, o.unit`,
    [devices.map((device) => device.id)],
  );
  return devices.map((device) => ({
    unit: device.modbus_unit,
    tenant: device.tenant_id,
    unitId: device.unit_id,
    modelKey: catalogKey(device.tenant_id, device.model_key),
    isSingleUnit: device.is_single_unit,
    systems: systems
      .filter((system) => system.device_id === device.id)
      .map((system) => ({ unit: system.unit, indoorUnits: Number(system.indoor_units) })),
  }));
}

/** A value the device now holds after a write (the emulator's memory, kept across restarts). */
export async function saveRegisterValue(
  db: Database,
  tenant: string,
  deviceId: number,
  modbusType: ModbusType,
  register: number,
  value: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO register_values (tenant_id, device_id, modbus_type, register, value, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (device_id, modbus_type, register) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [tenant, deviceId, modbusType, register, value, at],
  );
}

/** Points the demo's loopback devices at the emulator's port of this run (it may have changed). */
export async function moveLoopbackDevices(
  db: Database,
  fromPort: number,
  toPort: number,
): Promise<number> {
  const rows = await db.query(
    `UPDATE devices SET port = $2
      WHERE port = $1 AND ${LOOPBACK_HOST} RETURNING id`,
    [fromPort, toPort],
  );
  return rows.length;
}

/** A value of the `meta` table (flags and settings of this installation). */
export async function readMeta(db: Database, key: string): Promise<string | undefined> {
  return (await db.one<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]))?.value;
}

export async function writeMeta(db: Database, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}

/** The values of each device's last successful poll (device_status), for views and alarm rules. */
export async function loadLiveValues(
  db: Database,
  tenant: string,
  deviceIds: readonly number[],
): Promise<Map<number, PolledValues>> {
  const result = new Map<number, PolledValues>();
  if (deviceIds.length === 0) return result;
  const rows = await db.query<{
    device_id: number;
    coils: PolledValues['coils'];
    registers: PolledValues['registers'];
  }>(
    `SELECT device_id, coils, registers FROM device_status
      WHERE tenant_id = $1 AND device_id = ANY($2::int[])`,
    [tenant, [...deviceIds]],
  );
  for (const row of rows) result.set(row.device_id, { coils: row.coils, registers: row.registers });
  return result;
}
