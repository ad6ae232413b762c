import type { Database, SqlValue } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';
import { DEVICE_COLUMNS, DEVICE_FROM, type DeviceRow } from './store';

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

/** The hosts of the company's other devices on this port and Modbus unit (the duplicate check resolves them). */
export function devicesOnPortAndUnit(
  db: Database,
  tenant: string,
  connection: Pick<ConnectionInput, 'port' | 'unit'>,
  exceptDeviceId?: number,
): Promise<{ id: number; host: string }[]> {
  return db.query<{ id: number; host: string }>(
    `SELECT id, host FROM devices WHERE tenant_id = $1 AND port = $2 AND modbus_unit = $3 AND id <> $4
      ORDER BY id`,
    [tenant, connection.port, connection.unit, exceptDeviceId ?? 0],
  );
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
 * How a save changes a device's units: the systems and indoor units to add, the ones whose name
 * or type change in place (same system and unit number: same id, so their alarms, areas and
 * history stay), and the ids that go.
 */
export interface UnitPlan {
  /** New systems by number, with the indoor units they bring. */
  addSystems: number[];
  addIndoor: { system: number; unit: number; name: string; unitType: string }[];
  renameIndoor: { id: number; name: string; unitType: string }[];
  removeIndoorIds: number[];
  removeOutdoorIds: number[];
}

async function applyUnitPlan(
  db: Database,
  tenant: string,
  deviceId: number,
  plan: UnitPlan,
): Promise<void> {
  if (plan.removeIndoorIds.length > 0)
    await db.query(
      'DELETE FROM indoor_units WHERE tenant_id = $1 AND device_id = $2 AND id = ANY($3::int[])',
      [tenant, deviceId, plan.removeIndoorIds],
    );
  if (plan.removeOutdoorIds.length > 0)
    await db.query(
      'DELETE FROM outdoor_units WHERE tenant_id = $1 AND device_id = $2 AND id = ANY($3::int[])',
      [tenant, deviceId, plan.removeOutdoorIds],
    );
  for (const unit of plan.addSystems)
    await db.query('INSERT INTO outdoor_units (tenant_id, device_id, unit) VALUES ($1, $2, $3)', [
      tenant,
      deviceId,
      unit,
    ]);
  for (const indoor of plan.renameIndoor)
    await db.query(
      `UPDATE indoor_units SET name = $4, unit_type = $5
        WHERE tenant_id = $1 AND device_id = $2 AND id = $3`,
      [tenant, deviceId, indoor.id, indoor.name, indoor.unitType],
    );
  for (const indoor of plan.addIndoor)
    await db.query(
      `INSERT INTO indoor_units (tenant_id, device_id, outdoor_unit_id, unit, name, unit_type)
       SELECT $1, $2, o.id, $4, $5, $6 FROM outdoor_units o
        WHERE o.tenant_id = $1 AND o.device_id = $2 AND o.unit = $3
        ORDER BY o.id LIMIT 1`,
      [tenant, deviceId, indoor.system, indoor.unit, indoor.name, indoor.unitType],
    );
}

/**
 * Changes a device: the fields given, and its units as `units` plans (units that stay keep their
 * ids; a removed unit's alarm configurations and entries go with it by cascade); a new
 * connection or model forgets what the poller learnt (state unknown again).
 */
export async function updateDevice(
  db: Database,
  tenant: string,
  id: number,
  input: Partial<Omit<DeviceInput, 'projectId' | 'systems'>> & {
    units?: UnitPlan;
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
    if (input.units) await applyUnitPlan(tx, tenant, id, input.units);
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

/** Alarm configurations and entries (all, unresolved) that go with each of some units, by unit id. */
export interface UnitAlarmCounts {
  id: number;
  alarm_configurations: number;
  alarm_entries: number;
  unresolved_alarm_entries: number;
}

/**
 * What the cascade of removing these units would delete: an indoor unit's own alarm rules and
 * entries (also entries of its rules), a system's rules and entries of its own (not its indoor
 * units', which are counted with them).
 */
export function alarmCountsOfUnits(
  db: Database,
  tenant: string,
  deviceId: number,
  units: { indoorIds: readonly number[]; outdoorIds: readonly number[] },
): Promise<UnitAlarmCounts[]> {
  return db.query<UnitAlarmCounts>(
    `WITH targets AS (
       SELECT id, 'indoor' AS kind FROM unnest($3::int[]) AS i(id)
       UNION ALL SELECT id, 'outdoor' FROM unnest($4::int[]) AS o(id)
     ), rules AS (
       SELECT t.id AS unit_id, c.id FROM targets t JOIN alarm_configurations c
           ON c.tenant_id = $1 AND c.device_id = $2
          AND CASE WHEN t.kind = 'indoor' THEN c.indoor_unit_id = t.id
                   ELSE c.outdoor_unit_id = t.id AND c.indoor_unit_id IS NULL END
     ), entries AS (
       SELECT t.id AS unit_id, e.is_resolved FROM targets t JOIN alarm_entries e
           ON e.tenant_id = $1 AND e.device_id = $2
          AND (CASE WHEN t.kind = 'indoor' THEN e.indoor_unit_id = t.id
                    ELSE e.outdoor_unit_id = t.id AND e.indoor_unit_id IS NULL END
               OR e.alarm_configuration_id IN (SELECT r.id FROM rules r WHERE r.unit_id = t.id))
     )
     SELECT t.id,
            (SELECT count(*)::int FROM rules r WHERE r.unit_id = t.id) AS alarm_configurations,
            (SELECT count(*)::int FROM entries e WHERE e.unit_id = t.id) AS alarm_entries,
            (SELECT count(*)::int FROM entries e WHERE e.unit_id = t.id AND NOT e.is_resolved)
              AS unresolved_alarm_entries
       FROM targets t`,
    [tenant, deviceId, [...units.indoorIds], [...units.outdoorIds]],
  );
}

/**
 * What of a device is in stored history: the coils and registers of its newest stored poll, and the
 * units (`indoor.14`, `outdoor.2`) with five-minute day blocks. A unit among them has stored history.
 */
export async function storedHistoryOf(
  db: Database,
  tenant: string,
  deviceId: number,
): Promise<{ coils: Set<string>; registers: Set<string>; units: Set<string> }> {
  const [polls, days] = await Promise.all([
    db.query<{ coils: string[] | null; registers: string[] | null }>(
      `SELECT (SELECT array_agg(k) FROM jsonb_object_keys(h.coils) k) AS coils,
              (SELECT array_agg(k) FROM jsonb_object_keys(h.registers) k) AS registers
         FROM (SELECT coils, registers FROM device_history
                WHERE tenant_id = $1 AND device_id = $2 ORDER BY at DESC LIMIT 1) h`,
      [tenant, deviceId],
    ),
    db.query<{ unit_group: string }>(
      `SELECT DISTINCT unit_group FROM device_history_days WHERE tenant_id = $1 AND device_id = $2`,
      [tenant, deviceId],
    ),
  ]);
  return {
    coils: new Set(polls.flatMap((row) => row.coils ?? [])),
    registers: new Set(polls.flatMap((row) => row.registers ?? [])),
    units: new Set(days.map((row) => row.unit_group)),
  };
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
