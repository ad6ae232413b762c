import { evaluateAlarm, isAlarmType, writtenRawValue } from '@hvac/console-domain';
import {
  acceptsValue,
  findParameter,
  parameterIndex,
  type IndexedParameter,
} from '../devices/catalog';
import type { ModbusType } from '../devices/types';
import type { Database } from '../db';
import { raiseAlarmEntry, resolveAlarmEntries } from '../routes/alarmEntries/repository';
import type { LivePublisher } from '../events/bus';
import { DeviceSimulation, NO_OVERRIDES, type Overrides } from './signals';
import { loadDevices, loadOverrides, type StoredDevice } from './store';

export const WRITE_ACTIONS: Record<ModbusType, string> = {
  register: 'single-register-write',
  coil: 'single-coil-write',
};

function modbusTypeOfAction(action: string): ModbusType | undefined {
  if (action === WRITE_ACTIONS.register) return 'register';
  if (action === WRITE_ACTIONS.coil) return 'coil';
  return undefined;
}

/**
 * The value an alarm rule compares: mapped parameters (states, codes) by their raw value, measured
 * ones in their unit (a room-temperature threshold of 30 means 30 °C, not the raw 300).
 */
export function alarmValue(parameter: IndexedParameter, raw: number): number {
  const { definition } = parameter;
  return definition.read_mapping !== null ? raw : raw / definition.scale;
}

export interface CycleResult {
  applied: number;
  failed: number;
  triggered: number;
  resolved: number;
  /** Projects whose error_status changed. */
  projectsChanged: number;
}

interface PendingWrite {
  id: number;
  tenant_id: string;
  project_id: number;
  device_id: number | null;
  action: string;
  data: unknown;
}

interface ConfigurationRow {
  id: number;
  tenant_id: string;
  project_id: number;
  device_id: number;
  outdoor_unit_id: number | null;
  indoor_unit_id: number | null;
  parameter_modbus_type: string;
  parameter_register: number;
  threshold_value: number | null;
  boolean_value: boolean | null;
  alarm_type: string;
  last_triggered: boolean;
}

/**
 * Every device of every tenant with its written values, loaded once per cycle (a few queries per
 * tenant instead of several per device), and one simulation per device shared by the steps.
 */
class CycleState {
  readonly tenants: string[] = [];
  private readonly devices = new Map<number, StoredDevice>();
  private overrides = new Map<number, Overrides>();
  private readonly simulations = new Map<number, DeviceSimulation>();

  private constructor(private readonly db: Database) {}

  static async load(db: Database): Promise<CycleState> {
    const state = new CycleState(db);
    for (const { id } of await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id')) {
      state.tenants.push(id);
      for (const device of await loadDevices(db, id)) state.devices.set(device.id, device);
    }
    await state.reloadOverrides();
    return state;
  }

  /** After writes were applied: their values become part of the simulations. */
  async reloadOverrides(): Promise<void> {
    this.overrides = new Map();
    this.simulations.clear();
    for (const tenant of this.tenants) {
      const ids = this.devicesOf(tenant).map((device) => device.id);
      for (const [id, overrides] of await loadOverrides(this.db, tenant, ids))
        this.overrides.set(id, overrides);
    }
  }

  device(tenant: string, id: number): StoredDevice | undefined {
    const device = this.devices.get(id);
    return device?.row.tenant_id === tenant ? device : undefined;
  }

  devicesOf(tenant: string): StoredDevice[] {
    return [...this.devices.values()].filter((device) => device.row.tenant_id === tenant);
  }

  simulation(device: StoredDevice): DeviceSimulation {
    let simulation = this.simulations.get(device.id);
    if (!simulation) {
      simulation = new DeviceSimulation(device, this.overrides.get(device.id) ?? NO_OVERRIDES);
      this.simulations.set(device.id, simulation);
    }
    return simulation;
  }
}

/** Moves pending writes to complete (the value becomes the device's) or failed (refused value). */
async function applyPendingWrites(
  db: Database,
  now: Date,
  state: CycleState,
  events: LivePublisher | undefined,
): Promise<[number, number]> {
  const pending = await db.query<PendingWrite>(
    `SELECT id, tenant_id, project_id, device_id, action, data FROM change_log_entries
      WHERE status = 'incomplete' AND (applies_at IS NULL OR applies_at <= $1) ORDER BY id`,
    [now],
  );
  let applied = 0;
  let failed = 0;
  for (const write of pending) {
    const modbusType = modbusTypeOfAction(write.action);
    const data = Array.isArray(write.data) ? (write.data as unknown[]) : [];
    const register = Number(data[0]);
    const value = writtenRawValue(data);
    const device =
      write.device_id === null ? undefined : state.device(write.tenant_id, write.device_id);
    const parameter =
      device && modbusType && Number.isInteger(register)
        ? findParameter(device, modbusType, register)
        : undefined;
    const accepted =
      parameter !== undefined &&
      Number.isFinite(value) &&
      acceptsValue(parameter.definition, value);
    await db.transaction(async (tx) => {
      if (accepted && device && modbusType) {
        await tx.query(
          `INSERT INTO register_values (tenant_id, device_id, modbus_type, register, value, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (device_id, modbus_type, register) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
          [write.tenant_id, device.id, modbusType, register, value, now],
        );
      }
      await tx.query(
        `UPDATE change_log_entries SET status = $1 WHERE id = $2 AND status = 'incomplete'`,
        [accepted ? 'complete' : 'failed', write.id],
      );
    });
    events?.publish({
      tenant: write.tenant_id,
      type: 'change_log.changed',
      project: write.project_id,
      device: write.device_id,
      entry: write.id,
      status: accepted ? 'complete' : 'failed',
    });
    if (accepted) applied += 1;
    else failed += 1;
  }
  return [applied, failed];
}

/**
 * Evaluates every alarm configuration against the live values: a new entry when a rule starts to
 * hold (one per episode), its open entries resolved when the rule stops holding.
 */
async function evaluateAlarms(
  db: Database,
  now: Date,
  state: CycleState,
  events: LivePublisher | undefined,
): Promise<[number, number]> {
  const configurations = await db.query<ConfigurationRow>(
    `SELECT id, tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id, parameter_modbus_type,
            parameter_register, threshold_value, boolean_value, alarm_type, last_triggered
       FROM alarm_configurations ORDER BY tenant_id, device_id, id`,
  );
  const byDevice = new Map<string, ConfigurationRow[]>();
  for (const configuration of configurations) {
    const key = `${configuration.tenant_id}:${configuration.device_id}`;
    const list = byDevice.get(key) ?? [];
    list.push(configuration);
    byDevice.set(key, list);
  }
  let triggered = 0;
  let resolved = 0;
  const time = now.getTime();
  for (const list of byDevice.values()) {
    const { tenant_id: tenant, device_id: deviceId } = list[0];
    const device = state.device(tenant, deviceId);
    if (!device) continue;
    const simulation = state.simulation(device);
    for (const configuration of list) {
      const modbusType = configuration.parameter_modbus_type;
      if (
        (modbusType !== 'coil' && modbusType !== 'register') ||
        !isAlarmType(configuration.alarm_type)
      )
        continue;
      const parameter = findParameter(device, modbusType, configuration.parameter_register);
      const raw = simulation.valueAt(modbusType, configuration.parameter_register, time);
      if (!parameter || raw === undefined) continue;
      const value = alarmValue(parameter, raw);
      const holds = evaluateAlarm(
        {
          alarm_type: configuration.alarm_type,
          threshold_value: configuration.threshold_value,
          boolean_value: configuration.boolean_value,
        },
        value,
      );
      if (holds && !configuration.last_triggered) {
        const entry = await db.transaction(async (tx) => {
          const id = await raiseAlarmEntry(tx, tenant, {
            projectId: configuration.project_id,
            deviceId,
            outdoorUnitId: configuration.outdoor_unit_id,
            indoorUnitId: configuration.indoor_unit_id,
            configurationId: configuration.id,
            triggeredValue: value,
            triggeredAt: now,
          });
          await tx.query(
            `UPDATE alarm_configurations SET last_triggered = true, last_evaluated_at = $2 WHERE id = $1`,
            [configuration.id, now],
          );
          return id;
        });
        events?.publish({
          tenant,
          type: 'alarm.raised',
          project: configuration.project_id,
          device: deviceId,
          entry,
        });
        triggered += 1;
      } else if (!holds && configuration.last_triggered) {
        const entries = await db.transaction(async (tx) => {
          const rows = await resolveAlarmEntries(
            tx,
            tenant,
            { configurationId: configuration.id },
            now,
          );
          resolved += rows.length;
          await tx.query(
            `UPDATE alarm_configurations SET last_triggered = false, last_evaluated_at = $2 WHERE id = $1`,
            [configuration.id, now],
          );
          return rows;
        });
        for (const id of entries) {
          events?.publish({
            tenant,
            type: 'alarm.resolved',
            project: configuration.project_id,
            device: deviceId,
            entry: id,
          });
        }
      }
    }
  }
  return [triggered, resolved];
}

/** Whether any unit of the device reports an error right now (an error parameter other than 0). */
export function deviceHasError(simulation: DeviceSimulation, time: number): boolean {
  for (const parameter of parameterIndex(simulation.device).values()) {
    if (parameter.definition.type !== 'error') continue;
    const raw = simulation.valueAt(parameter.definition.modbus_type, parameter.register, time);
    if (raw !== undefined && raw !== 0) return true;
  }
  return false;
}

/**
 * Keeps projects.error_status (the project card's 'Errors' / 'No Errors') equal to whether one of
 * the project's devices reports an error now.
 */
async function updateProjectErrors(
  db: Database,
  now: Date,
  state: CycleState,
  events: LivePublisher | undefined,
): Promise<number> {
  let changed = 0;
  for (const tenant of state.tenants) {
    const erroring = new Set<number>();
    for (const device of state.devicesOf(tenant)) {
      if (erroring.has(device.row.project_id)) continue;
      if (deviceHasError(state.simulation(device), now.getTime()))
        erroring.add(device.row.project_id);
    }
    const rows = await db.query<{ id: number; error_status: boolean }>(
      `UPDATE projects SET error_status = (id = ANY($2::int[]))
        WHERE tenant_id = $1 AND error_status IS DISTINCT FROM (id = ANY($2::int[])) RETURNING id, error_status`,
      [tenant, [...erroring]],
    );
    for (const row of rows) {
      events?.publish({
        tenant,
        type: 'project.error_status',
        project: row.id,
        error_status: row.error_status,
      });
    }
    changed += rows.length;
  }
  return changed;
}

/**
 * One simulator cycle over every tenant: pending writes first, then the alarm rules, then the
 * projects' error status. With `events`, what changed is published as live events, and every device
 * counts as polled at `now` (its simulated values are new).
 */
export async function runSimulatorCycle(
  db: Database,
  now: Date,
  events?: LivePublisher,
): Promise<CycleResult> {
  const state = await CycleState.load(db);
  const [applied, failed] = await applyPendingWrites(db, now, state, events);
  if (applied > 0) await state.reloadOverrides();
  const [triggered, resolved] = await evaluateAlarms(db, now, state, events);
  const projectsChanged = await updateProjectErrors(db, now, state, events);
  if (events) {
    const at = now.toISOString();
    for (const tenant of state.tenants) {
      for (const device of state.devicesOf(tenant)) {
        events.publish({
          tenant,
          type: 'device.polled',
          project: device.row.project_id,
          device: device.id,
          at,
        });
      }
    }
  }
  return { applied, failed, triggered, resolved, projectsChanged };
}
