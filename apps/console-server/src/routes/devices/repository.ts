import type { Database, SqlValue } from '../../db';
import { queryPage } from '../../http';
import type { PagedQuery, PageRequest, RowPage } from '../../http';
import { DEVICE_COLUMNS, DEVICE_FROM, type DeviceRow } from '../../simulator/store';

/** A device's state as answers give it: online turns offline after three intervals without a poll. */
const STATE_SQL = `CASE WHEN COALESCE(s.state, 'unknown') = 'online'
        AND s.last_seen < $2::timestamptz - make_interval(secs => 3 * d.poll_interval)
      THEN 'offline' ELSE COALESCE(s.state, 'unknown') END`;

export interface ListedDeviceRow extends DeviceRow {
  /** offline 0, unknown 1, online 2: the list's order by state (the silent ones first). */
  state_order: number;
}

export function listDevices(
  db: Database,
  tenant: string,
  page: PageRequest,
  filter: { now: Date; state?: 'online' | 'offline' | 'unknown' },
): Promise<RowPage<ListedDeviceRow>> {
  const stateCondition = filter.state ? ` AND ${STATE_SQL} = $3` : '';
  const params: SqlValue[] = filter.state
    ? [tenant, filter.now, filter.state]
    : [tenant, filter.now];
  const query: PagedQuery<ListedDeviceRow> = {
    sql: `SELECT ${DEVICE_COLUMNS},
                 CASE ${STATE_SQL} WHEN 'offline' THEN 0 WHEN 'unknown' THEN 1 ELSE 2 END AS state_order
            FROM ${DEVICE_FROM} WHERE d.tenant_id = $1${stateCondition}`,
    params,
    ordering: {
      id: 'id',
      unit_id: 'unit_id',
      active: 'active',
      device_type: 'device_type',
      version: 'version',
      project_name: 'project_name',
      state: 'state_order',
      last_seen: 'last_seen',
    },
    defaultOrdering: 'unit_id',
    search: ['unit_id', 'device_type', 'project_name'],
    notNull: ['id', 'unit_id', 'active', 'device_type', 'version', 'project_name', 'state_order'],
    // The project's name through the ids of the matching projects, so that trigram indexes answer
    // every part (unit id, type, project) instead of testing each joined device.
    searchCondition: (placeholder) =>
      `unit_id ILIKE ${placeholder} OR device_type ILIKE ${placeholder}
       OR project_id = ANY(ARRAY(SELECT id FROM projects WHERE tenant_id = $1 AND name ILIKE ${placeholder}))`,
    // Every device's project exists in its tenant (foreign key, deleted by cascade), so the devices
    // alone are the count (with their status when the list is of one state).
    count: (pattern) => {
      // Only the parameters this statement uses: the clock and the state go with the state's filter.
      const countParams: SqlValue[] = filter.state ? [...params] : [tenant];
      let sql = `SELECT count(*)::int AS count FROM devices d
                   LEFT JOIN device_status s ON s.device_id = d.id
                  WHERE d.tenant_id = $1${stateCondition}`;
      if (pattern) {
        countParams.push(pattern);
        const p = `$${countParams.length}`;
        sql += ` AND (d.unit_id ILIKE ${p} OR d.device_type ILIKE ${p}
                  OR d.project_id = ANY(ARRAY(SELECT id FROM projects WHERE tenant_id = $1 AND name ILIKE ${p})))`;
      }
      return { sql, params: countParams };
    },
  };
  return queryPage(db, query, page);
}

/** A device's Modbus TCP connection as stored (DECISIONS "Real devices"). */
export interface ConnectionInput {
  host: string;
  port: number;
  unit: number;
  poll_interval: number;
}

export interface SystemInput {
  unit: number;
  indoor_units: { unit: number; name: string; unit_type: string }[];
}

export interface DeviceInput {
  projectId: number;
  unitId: string;
  /** The model's own key (a built-in file or the company's model). */
  modelKey: string;
  deviceType: string;
  isSingleUnit: boolean;
  firmware: string;
  connection: ConnectionInput;
  systems: SystemInput[];
}

/** Whether another device of the company already uses this host, port and unit id. */
export async function connectionTaken(
  db: Database,
  tenant: string,
  connection: Pick<ConnectionInput, 'host' | 'port' | 'unit'>,
  exceptDeviceId?: number,
): Promise<boolean> {
  const row = await db.one(
    `SELECT 1 FROM devices WHERE tenant_id = $1 AND lower(host) = lower($2) AND port = $3
        AND modbus_unit = $4 AND id <> $5`,
    [tenant, connection.host, connection.port, connection.unit, exceptDeviceId ?? 0],
  );
  return row !== undefined;
}

async function insertUnits(
  db: Database,
  tenant: string,
  deviceId: number,
  systems: readonly SystemInput[],
): Promise<void> {
  for (const system of systems) {
    const outdoor = await db.one<{ id: number }>(
      'INSERT INTO outdoor_units (tenant_id, device_id, unit) VALUES ($1, $2, $3) RETURNING id',
      [tenant, deviceId, system.unit],
    );
    for (const indoor of system.indoor_units) {
      await db.query(
        `INSERT INTO indoor_units (tenant_id, device_id, outdoor_unit_id, unit, name, unit_type)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [tenant, deviceId, outdoor?.id ?? null, indoor.unit, indoor.name, indoor.unit_type],
      );
    }
  }
}

/** Inserts a device with its systems and indoor units; answers its id. */
export async function insertDevice(
  db: Database,
  tenant: string,
  input: DeviceInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ id: number }>(
      `INSERT INTO devices (tenant_id, project_id, unit_id, device_type, model_key, firmware, version,
                            active, is_single_unit, host, port, modbus_unit, poll_interval)
       VALUES ($1, $2, $3, $4, $5, $6, $6, true, $7, $8, $9, $10, $11) RETURNING id`,
      [
        tenant,
        input.projectId,
        input.unitId,
        input.deviceType,
        input.modelKey,
        input.firmware,
        input.isSingleUnit,
        input.connection.host,
        input.connection.port,
        input.connection.unit,
        input.connection.poll_interval,
      ],
    );
    if (!row) throw new Error('device not inserted');
    await tx.query(
      `INSERT INTO device_status (device_id, tenant_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [row.id, tenant],
    );
    await insertUnits(tx, tenant, row.id, input.systems);
    return row.id;
  });
}

/**
 * Changes a device: the fields given. New systems replace the old ones (with the alarm rules of the
 * units that go); a new connection or model forgets what the poller learnt (state unknown again).
 */
export async function updateDevice(
  db: Database,
  tenant: string,
  id: number,
  input: Partial<Omit<DeviceInput, 'projectId'>> & {
    /** Another device now answers (host, port, unit or model changed): what the poller learnt goes. */
    resetStatus?: boolean;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const sets: string[] = [];
    const params: SqlValue[] = [tenant, id];
    const set = (column: string, value: SqlValue) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (input.unitId !== undefined) set('unit_id', input.unitId);
    if (input.modelKey !== undefined) set('model_key', input.modelKey);
    if (input.deviceType !== undefined) set('device_type', input.deviceType);
    if (input.isSingleUnit !== undefined) set('is_single_unit', input.isSingleUnit);
    if (input.firmware !== undefined) {
      set('firmware', input.firmware);
      set('version', input.firmware);
    }
    if (input.connection) {
      set('host', input.connection.host);
      set('port', input.connection.port);
      set('modbus_unit', input.connection.unit);
      set('poll_interval', input.connection.poll_interval);
    }
    if (sets.length > 0)
      await tx.query(
        `UPDATE devices SET ${sets.join(', ')} WHERE tenant_id = $1 AND id = $2`,
        params,
      );
    if (input.systems) {
      await tx.query('DELETE FROM outdoor_units WHERE tenant_id = $1 AND device_id = $2', [
        tenant,
        id,
      ]);
      await tx.query('DELETE FROM indoor_units WHERE tenant_id = $1 AND device_id = $2', [
        tenant,
        id,
      ]);
      await insertUnits(tx, tenant, id, input.systems);
    }
    if (input.resetStatus) {
      await tx.query(
        `UPDATE device_status SET state = 'unknown', last_seen = NULL, last_error = NULL, failures = 0,
                coils = '{}'::jsonb, registers = '{}'::jsonb
          WHERE tenant_id = $1 AND device_id = $2`,
        [tenant, id],
      );
    }
  });
}

/** Removes a device (its units, rules, entries, change log and history go with it); false when unknown. */
export async function deleteDevice(db: Database, tenant: string, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM devices WHERE tenant_id = $1 AND id = $2 RETURNING id', [
    tenant,
    id,
  ]);
  return rows.length > 0;
}

/** A device's host, port and unit id (the emulator's fault switch finds the unit of a device). */
export async function findDeviceConnection(
  db: Database,
  tenant: string,
  id: number,
): Promise<{ host: string; port: number; unit: number } | undefined> {
  return db.one<{ host: string; port: number; unit: number }>(
    'SELECT host, port, modbus_unit AS unit FROM devices WHERE tenant_id = $1 AND id = $2',
    [tenant, id],
  );
}
