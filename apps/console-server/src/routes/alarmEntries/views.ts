import { ALARM_TYPE_VALUES } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../../http/responses';
import { alarmDeviceReference } from '../alarmConfigurations/views';
import type { AlarmCountsRow, EntryRow } from '../../alarms/entries';

export const alarmEntryResponse = z.strictObject({
  id: wire.id,
  project: z.strictObject({ id: wire.id, name: z.string() }),
  device: alarmDeviceReference,
  outdoor_unit: wire.id.nullable(),
  indoor_unit: wire.id.nullable(),
  /** Null when the configuration was deleted after the entry was recorded. */
  alarm_configuration: z
    .strictObject({
      id: wire.id,
      parameter_name: z.string().nullable(),
      alarm_type: z.enum(ALARM_TYPE_VALUES).nullable(),
    })
    .nullable(),
  triggered_value: z.number(),
  triggered_at: wire.timestamp,
  resolved_at: wire.timestamp.nullable(),
  is_resolved: z.boolean(),
});
export type AlarmEntryResponse = z.infer<typeof alarmEntryResponse>;
export const alarmEntryPageResponse = pageResponse(alarmEntryResponse);

export const alarmCountsResponse = z.strictObject({
  active_alarms: wire.count,
  seven_days: wire.count,
  thirty_days: wire.count,
});
export type AlarmCountsResponse = z.infer<typeof alarmCountsResponse>;

export const alarmStatsResponse = z.array(z.strictObject({ date: wire.day, count: wire.count }));
export type AlarmStatsResponse = z.infer<typeof alarmStatsResponse>;

export function entryView(row: EntryRow): AlarmEntryResponse {
  return {
    id: row.id,
    project: { id: row.project_id, name: row.project_name },
    device: { id: row.device_id, unit_id: row.unit_id },
    outdoor_unit: row.outdoor_unit_id,
    indoor_unit: row.indoor_unit_id,
    alarm_configuration:
      row.alarm_configuration_id === null
        ? null
        : {
            id: row.alarm_configuration_id,
            parameter_name: row.parameter_name,
            alarm_type: row.alarm_type,
          },
    triggered_value: row.triggered_value,
    triggered_at: new Date(row.triggered_at).toISOString(),
    resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
    is_resolved: row.is_resolved,
  };
}

export function countsView(row: AlarmCountsRow): AlarmCountsResponse {
  return {
    active_alarms: row.active_alarms,
    seven_days: row.seven_days,
    thirty_days: row.thirty_days,
  };
}
