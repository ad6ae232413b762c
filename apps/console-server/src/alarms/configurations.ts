import type { AlarmType } from '@hvac/console-domain';
import { insertRows, type Database } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';
import type { ModbusType } from '../devices/types';

/** An alarm configuration with its device's unit id. */
export interface ConfigurationRow {
  id: number;
  project_id: number;
  device_id: number;
  unit_id: string;
  outdoor_unit_id: number | null;
  indoor_unit_id: number | null;
  parameter_name: string;
  parameter_modbus_type: ModbusType;
  parameter_register: number;
  threshold_value: number | null;
  boolean_value: boolean | null;
  /** Stored only after console-domain's validateAlarmConfiguration accepted it. */
  alarm_type: AlarmType;
  created_at: Date;
  last_triggered: boolean;
}

/** What a create or an update stores: the columns checked against the device's formulas. */
export interface ConfigurationColumns {
  deviceId: number;
  outdoorUnitId: number | null;
  indoorUnitId: number | null;
  parameterName: string;
  modbusType: ModbusType;
  register: number;
  threshold: number | null;
  booleanValue: boolean | null;
  alarmType: AlarmType;
}

const CONFIGURATION_SQL = `SELECT c.id, c.project_id, c.device_id, d.unit_id, c.outdoor_unit_id, c.indoor_unit_id,
    c.parameter_name, c.parameter_modbus_type, c.parameter_register, c.threshold_value, c.boolean_value,
    c.alarm_type, c.created_at, c.last_triggered
  FROM alarm_configurations c JOIN devices d ON d.id = c.device_id AND d.tenant_id = c.tenant_id`;

export function findConfiguration(
  db: Database,
  tenant: string,
  id: number,
): Promise<ConfigurationRow | undefined> {
  return db.one<ConfigurationRow>(`${CONFIGURATION_SQL} WHERE c.id = $1 AND c.tenant_id = $2`, [
    id,
    tenant,
  ]);
}

/** A configuration of one project (an entry may only name a configuration of its own project). */
export function findProjectConfiguration(
  db: Database,
  tenant: string,
  projectId: number,
  id: number,
): Promise<ConfigurationRow | undefined> {
  return db.one<ConfigurationRow>(
    `${CONFIGURATION_SQL} WHERE c.id = $1 AND c.tenant_id = $2 AND c.project_id = $3`,
    [id, tenant, projectId],
  );
}

export function listConfigurations(
  db: Database,
  tenant: string,
  projectId: number,
  page: PageRequest,
): Promise<RowPage<ConfigurationRow>> {
  const query: PagedQuery<ConfigurationRow> = {
    sql: `${CONFIGURATION_SQL} WHERE c.tenant_id = $1 AND c.project_id = $2`,
    params: [tenant, projectId],
    ordering: {
      id: 'id',
      parameter_name: 'parameter_name',
      alarm_type: 'alarm_type',
      threshold_value: 'threshold_value',
      created_at: 'created_at',
      device: 'unit_id',
      unit_id: 'unit_id',
    },
    defaultOrdering: '-created_at',
    search: ['parameter_name', 'unit_id', 'alarm_type'],
  };
  return queryPage(db, query, page);
}

export async function insertConfiguration(
  db: Database,
  tenant: string,
  projectId: number,
  columns: ConfigurationColumns,
  createdAt: Date,
): Promise<number> {
  const inserted = await db.one<{ id: number }>(
    `INSERT INTO alarm_configurations (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
       parameter_name, parameter_modbus_type, parameter_register, threshold_value, boolean_value, alarm_type,
       created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      tenant,
      projectId,
      columns.deviceId,
      columns.outdoorUnitId,
      columns.indoorUnitId,
      columns.parameterName,
      columns.modbusType,
      columns.register,
      columns.threshold,
      columns.booleanValue,
      columns.alarmType,
      createdAt,
    ],
  );
  if (!inserted) throw new Error('alarm configuration not stored');
  return inserted.id;
}

/** Many configurations of one project at once (the demo's seed); answers their ids in order. */
export async function insertConfigurations(
  db: Database,
  tenant: string,
  projectId: number,
  configurations: readonly { columns: ConfigurationColumns; createdAt: Date }[],
): Promise<number[]> {
  const rows = await insertRows(
    db,
    'alarm_configurations',
    [
      'tenant_id',
      'project_id',
      'device_id',
      'outdoor_unit_id',
      'indoor_unit_id',
      'parameter_name',
      'parameter_modbus_type',
      'parameter_register',
      'threshold_value',
      'boolean_value',
      'alarm_type',
      'created_at',
    ],
    configurations.map(({ columns, createdAt }) => [
      tenant,
      projectId,
      columns.deviceId,
      columns.outdoorUnitId,
      columns.indoorUnitId,
      columns.parameterName,
      columns.modbusType,
      columns.register,
      columns.threshold,
      columns.booleanValue,
      columns.alarmType,
      createdAt,
    ]),
    'RETURNING id',
  );
  return rows.map((row) => row.id);
}

/**
 * Records whether configurations' rules hold since `at`: true when an alarm episode began (an entry
 * was raised), false when it ended. The next evaluation raises an entry only on a new episode.
 */
export async function setConfigurationsTriggered(
  db: Database,
  ids: readonly number[],
  triggered: boolean,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    'UPDATE alarm_configurations SET last_triggered = $2, last_evaluated_at = $3 WHERE id = ANY($1::int[])',
    [[...ids], triggered, at],
  );
}

export async function updateConfiguration(
  db: Database,
  tenant: string,
  id: number,
  columns: ConfigurationColumns,
): Promise<void> {
  await db.query(
    `UPDATE alarm_configurations SET device_id = $3, outdoor_unit_id = $4, indoor_unit_id = $5, parameter_name = $6,
       parameter_modbus_type = $7, parameter_register = $8, threshold_value = $9, boolean_value = $10, alarm_type = $11
     WHERE id = $1 AND tenant_id = $2`,
    [
      id,
      tenant,
      columns.deviceId,
      columns.outdoorUnitId,
      columns.indoorUnitId,
      columns.parameterName,
      columns.modbusType,
      columns.register,
      columns.threshold,
      columns.booleanValue,
      columns.alarmType,
    ],
  );
}

export async function deleteConfiguration(db: Database, tenant: string, id: number): Promise<void> {
  await db.query('DELETE FROM alarm_configurations WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}
