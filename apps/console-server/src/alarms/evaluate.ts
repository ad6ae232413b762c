import { evaluateAlarm, isAlarmType, readingValue } from '@hvac/console-domain';
import {
  findParameter,
  parameterIndex,
  type DeviceTopology,
  type IndexedParameter,
} from '../devices/catalog';
import type { ValueSource } from '../devices/live';
import type { Database } from '../db';
import { setConfigurationsTriggered } from './configurations';
import { raiseAlarmEntry, resolveAlarmEntries } from './entries';
import type { LivePublisher } from '../events/bus';

/**
 * The value an alarm rule compares: mapped parameters (states, codes) by their raw value, measured
 * ones in their unit (a room-temperature threshold of 30 means 30 °C, not the raw 300).
 */
export function alarmValue(parameter: IndexedParameter, raw: number): number {
  const { definition } = parameter;
  return definition.read_mapping !== null ? raw : (readingValue(definition, raw) ?? raw);
}

export interface ConfigurationRow {
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
 * Evaluates a device's alarm configurations against its values (a fresh poll's, never stale ones): a
 * new entry when a rule starts to hold (one per episode), its open entries resolved when it stops.
 */
export async function evaluateDeviceAlarms(
  db: Database,
  now: Date,
  tenant: string,
  device: DeviceTopology,
  source: ValueSource,
  configurations: readonly ConfigurationRow[],
  events: LivePublisher | undefined,
): Promise<[number, number]> {
  let triggered = 0;
  let resolved = 0;
  const time = now.getTime();
  const deviceId = device.id;
  for (const configuration of configurations) {
    const modbusType = configuration.parameter_modbus_type;
    if (
      (modbusType !== 'coil' && modbusType !== 'register') ||
      !isAlarmType(configuration.alarm_type)
    )
      continue;
    const parameter = findParameter(device, modbusType, configuration.parameter_register);
    const raw = source.valueAt(modbusType, configuration.parameter_register, time);
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
        await setConfigurationsTriggered(tx, [configuration.id], true, now);
        return id;
      });
      // A caller that keeps its configurations (the poller) sees the episode's state at once.
      (configuration as { last_triggered: boolean }).last_triggered = true;
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
        await setConfigurationsTriggered(tx, [configuration.id], false, now);
        return rows;
      });
      (configuration as { last_triggered: boolean }).last_triggered = false;
      resolved += entries.length;
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
  return [triggered, resolved];
}

/** Whether any unit of the device reports an error right now (an error parameter other than 0). */
export function deviceHasError(simulation: ValueSource, time: number): boolean {
  for (const parameter of parameterIndex(simulation.device).values()) {
    if (parameter.definition.type !== 'error') continue;
    const raw = simulation.valueAt(parameter.definition.modbus_type, parameter.register, time);
    if (raw !== undefined && raw !== 0) return true;
  }
  return false;
}
