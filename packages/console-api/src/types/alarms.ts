import type { ListParams } from './common';
import type { ModbusType } from './devices';

import type { AlarmType } from '@hvac/console-domain';

export type { AlarmType };

export interface AlarmDeviceRef {
  id: number;
  unit_id: string;
}

export interface AlarmConfiguration {
  id: number;
  device: AlarmDeviceRef;
  outdoor_unit: number | null;
  indoor_unit: number | null;
  parameter_name: string;
  parameter_modbus_type: ModbusType;
  parameter_register: number;
  threshold_value: number | null;
  boolean_value: boolean | null;
  alarm_type: AlarmType;
  project?: number;
  created_at?: string;
  /** Whether the parameter currently meets the condition. */
  is_triggered?: boolean;
}

export type AlarmConfigurationListParams = ListParams;

/** POST /alerts/configurations/{projectId}/: a boolean value when the parameter has a read mapping, else a threshold. */
export interface CreateAlarmConfigurationRequest {
  device: number;
  /** Optional: the server names the parameter from the device's formulas. */
  parameter_name?: string;
  parameter_modbus_type: ModbusType;
  parameter_register: number;
  alarm_type: AlarmType;
  threshold_value?: number | null;
  boolean_value?: boolean | null;
  outdoor_unit?: number | null;
  indoor_unit?: number | null;
}

export type UpdateAlarmConfigurationRequest = Partial<CreateAlarmConfigurationRequest>;

export interface AlarmEntry {
  id: number;
  device: AlarmDeviceRef;
  outdoor_unit: number | null;
  indoor_unit: number | null;
  /** Null when the configuration was deleted after the entry was recorded. */
  alarm_configuration: {
    id: number;
    parameter_name: string | null;
    alarm_type?: AlarmType | null;
  } | null;
  triggered_at: string;
  resolved_at: string | null;
  triggered_value: number;
  is_resolved: boolean;
  project?: { id: number; name: string };
}

export interface AlarmEntryListParams extends ListParams {
  is_resolved?: boolean | null;
}

export interface CreateAlarmEntryRequest {
  alarm_configuration: number;
  triggered_value: number;
  triggered_at?: string;
}

/** PATCH /alerts/entries/{id}/: resolving sets is_resolved. */
export interface UpdateAlarmEntryRequest {
  is_resolved?: boolean;
  resolved_at?: string | null;
}

/** GET /alerts/entries/{projectId}/counts/ */
export interface AlarmCounts {
  active_alarms: number;
  seven_days: number;
  thirty_days: number;
}

/** One day of GET /alerts/entries/stats/ (last 90 days). */
export interface AlarmStatsBucket {
  date: string;
  count: number;
}
