import { ALARM_TYPE_VALUES } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../../http/responses';
import type { ConfigurationRow } from '../../alarms/configurations';

export const alarmDeviceReference = z.strictObject({ id: wire.id, unit_id: z.string() });
export const modbusTypeSchema = z.enum(['coil', 'register']);

export const alarmConfigurationResponse = z.strictObject({
  id: wire.id,
  project: wire.id,
  device: alarmDeviceReference,
  outdoor_unit: wire.id.nullable(),
  indoor_unit: wire.id.nullable(),
  parameter_name: z.string(),
  parameter_modbus_type: modbusTypeSchema,
  parameter_register: z.number().int().min(0),
  threshold_value: z.number().nullable(),
  boolean_value: z.boolean().nullable(),
  alarm_type: z.enum(ALARM_TYPE_VALUES),
  created_at: wire.timestamp,
  /** Whether the parameter currently meets the condition. */
  is_triggered: z.boolean(),
});
export type AlarmConfigurationResponse = z.infer<typeof alarmConfigurationResponse>;
export const alarmConfigurationPageResponse = pageResponse(alarmConfigurationResponse);

export function configurationView(row: ConfigurationRow): AlarmConfigurationResponse {
  return {
    id: row.id,
    project: row.project_id,
    device: { id: row.device_id, unit_id: row.unit_id },
    outdoor_unit: row.outdoor_unit_id,
    indoor_unit: row.indoor_unit_id,
    parameter_name: row.parameter_name,
    parameter_modbus_type: row.parameter_modbus_type,
    parameter_register: row.parameter_register,
    threshold_value: row.threshold_value,
    boolean_value: row.boolean_value,
    alarm_type: row.alarm_type,
    created_at: new Date(row.created_at).toISOString(),
    is_triggered: row.last_triggered,
  };
}
