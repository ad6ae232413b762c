import { MESSAGES } from '../messages/messages';
import type { AlarmType } from './alarms';
import { isAlarmType } from './alarms';

/** The parameter an alarm watches: a configuration formula of the device. */
export interface AlarmParameter {
  data_meaning: string;
  /** 'coil' or 'register'. */
  modbus_type: string;
  register: number | string;
  read_mapping?: unknown;
}

/** A parameter has a read mapping when read_mapping holds something (a non-empty object or string). */
export function hasReadMapping(
  parameter: Pick<AlarmParameter, 'read_mapping'> | null | undefined,
): boolean {
  const mapping = parameter?.read_mapping;
  if (mapping == null || mapping === false) return false;
  if (typeof mapping === 'string') return mapping.trim() !== '';
  if (Array.isArray(mapping)) return mapping.length > 0;
  if (typeof mapping === 'object') return Object.keys(mapping).length > 0;
  return true;
}

export interface AlarmConfigurationInput {
  device: number | string | null | undefined;
  parameter: AlarmParameter | null | undefined;
  alarm_type: string | null | undefined;
  threshold_value?: number | string | null;
  boolean_value?: boolean | null;
}

export interface AlarmConfigurationPayload {
  device: number | string;
  parameter_name: string;
  parameter_modbus_type: string;
  parameter_register: number | string;
  alarm_type: AlarmType;
  threshold_value?: number;
  boolean_value?: boolean;
}

export type AlarmConfigurationValidation =
  | { valid: true; payload: AlarmConfigurationPayload; formError?: undefined }
  | { valid: false; formError: string; payload?: undefined };

/**
 * Device, parameter and alarm type are required ('All fields are required.'). The payload carries
 * boolean_value when the parameter has a read mapping, otherwise a numeric threshold_value (required).
 */
export function validateAlarmConfiguration(
  input: AlarmConfigurationInput,
): AlarmConfigurationValidation {
  const invalid = { valid: false, formError: MESSAGES.ALL_FIELDS_REQUIRED } as const;
  const { device, parameter, alarm_type: alarmType } = input;
  if (device == null || device === '' || !parameter || !isAlarmType(alarmType)) return invalid;
  const base = {
    device,
    parameter_name: parameter.data_meaning,
    parameter_modbus_type: parameter.modbus_type,
    parameter_register: parameter.register,
    alarm_type: alarmType,
  };
  if (hasReadMapping(parameter)) {
    return { valid: true, payload: { ...base, boolean_value: input.boolean_value ?? false } };
  }
  const threshold = input.threshold_value;
  if (threshold == null || threshold === '' || !Number.isFinite(Number(threshold))) return invalid;
  return { valid: true, payload: { ...base, threshold_value: Number(threshold) } };
}

/** The formula lists of a device configuration an alarm may watch (console.md §3). */
export interface AlarmParameterSource {
  general_formulas?: readonly AlarmParameter[] | null;
  general_error_formulas?: readonly AlarmParameter[] | null;
  outdoor_unit_formulas?: readonly AlarmParameter[] | null;
  indoor_unit_formulas?: readonly AlarmParameter[] | null;
  outdoor_unit_error_formulas?: readonly AlarmParameter[] | null;
  indoor_unit_error_formulas?: readonly AlarmParameter[] | null;
}

/** A parameter's identity: its modbus type and register ('register:2003'). */
export function alarmParameterKey(parameter: Pick<AlarmParameter, 'modbus_type' | 'register'>) {
  return `${parameter.modbus_type}:${parameter.register}`;
}

/**
 * The parameters an alarm of a device may watch: every formula of its configuration (general,
 * outdoor and indoor, status then error), each register once, in that order.
 */
export function alarmParametersOf<Parameter extends AlarmParameter>(
  configuration:
    { [Key in keyof AlarmParameterSource]?: readonly Parameter[] | null } | null | undefined,
): Parameter[] {
  if (!configuration) return [];
  const lists = [
    configuration.general_formulas,
    configuration.general_error_formulas,
    configuration.outdoor_unit_formulas,
    configuration.outdoor_unit_error_formulas,
    configuration.indoor_unit_formulas,
    configuration.indoor_unit_error_formulas,
  ];
  const seen = new Set<string>();
  const parameters: Parameter[] = [];
  for (const parameter of lists.flatMap((list) => list ?? [])) {
    const key = alarmParameterKey(parameter);
    if (seen.has(key)) continue;
    seen.add(key);
    parameters.push(parameter);
  }
  return parameters;
}
