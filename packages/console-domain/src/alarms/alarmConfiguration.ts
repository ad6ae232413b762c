import { REGISTER_FORMULA_PLACEHOLDER, evaluateRegisterFormula } from '../format/registerFormula';
import { MESSAGES, systemTitle } from '../messages/messages';
import type { AlarmType } from './alarms';
import { ALARM_TYPE_VALUES, isAlarmType } from './alarms';

/** The parameter an alarm watches: a configuration formula of the device. */
export interface AlarmParameter {
  data_meaning: string;
  /** 'coil' or 'register'. */
  modbus_type: string;
  register: number | string;
  read_mapping?: unknown;
  /** The unit the parameter belongs to, when the device has several ('System 1 · Reception'). */
  unit_name?: string | null;
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

/** The fields of the alarm configuration form that can be missing or wrong. */
export type AlarmConfigurationField = 'device' | 'parameter' | 'alarm_type' | 'threshold_value';

export type AlarmConfigurationValidation =
  | {
      valid: true;
      payload: AlarmConfigurationPayload;
      formError?: undefined;
      fieldErrors?: undefined;
    }
  | {
      valid: false;
      formError: string;
      /** Each missing or unfitting field with its message, so the form can mark it. */
      fieldErrors: Partial<Record<AlarmConfigurationField, string>>;
      payload?: undefined;
    };

/**
 * A parameter that is on or off: a coil, or a register whose read mapping names exactly two codes
 * (Off/On). Its alarm is Boolean; every other parameter is compared with a threshold.
 */
export function isBooleanParameter(
  parameter: Pick<AlarmParameter, 'modbus_type' | 'read_mapping'> | null | undefined,
): boolean {
  if (!parameter) return false;
  if (parameter.modbus_type === 'coil') return true;
  const mapping = parameter.read_mapping;
  return (
    typeof mapping === 'object' &&
    mapping !== null &&
    !Array.isArray(mapping) &&
    Object.keys(mapping).length === 2
  );
}

const COMPARISON_ALARM_TYPES = ALARM_TYPE_VALUES.filter((type) => type !== 'boolean');

/**
 * The alarm types that fit a parameter: Boolean alone for one that is on or off, the comparisons
 * with a threshold for any other (a number, or a code such as a mode or an error code); all of them
 * while no parameter is chosen.
 */
export function alarmTypesFor(
  parameter: Pick<AlarmParameter, 'modbus_type' | 'read_mapping'> | null | undefined,
): readonly AlarmType[] {
  if (!parameter) return ALARM_TYPE_VALUES;
  return isBooleanParameter(parameter) ? ['boolean'] : COMPARISON_ALARM_TYPES;
}

/**
 * Add/Edit Alarm Configuration (projects.md §5): device, parameter and alarm type required, the
 * alarm type one that fits the parameter (`alarmTypesFor`); Boolean sends `boolean_value`
 * (unchecked is false), the comparisons a numeric `threshold_value`. A refusal names each field
 * with its message; the form's message stays 'All fields are required.' when one is missing.
 */
export function validateAlarmConfiguration(
  input: AlarmConfigurationInput,
): AlarmConfigurationValidation {
  const { device, parameter, alarm_type: alarmType } = input;
  const fieldErrors: Partial<Record<AlarmConfigurationField, string>> = {};
  if (device == null || device === '') fieldErrors.device = MESSAGES.ALARM_DEVICE_REQUIRED;
  if (!parameter) fieldErrors.parameter = MESSAGES.ALARM_PARAMETER_REQUIRED;
  if (!isAlarmType(alarmType)) {
    fieldErrors.alarm_type = MESSAGES.ALARM_TYPE_REQUIRED;
  } else if (parameter && !alarmTypesFor(parameter).includes(alarmType)) {
    fieldErrors.alarm_type = isBooleanParameter(parameter)
      ? MESSAGES.ALARM_TYPE_BOOLEAN_ONLY
      : MESSAGES.ALARM_TYPE_NOT_BOOLEAN;
  }
  const threshold = input.threshold_value;
  const comparison = isAlarmType(alarmType) && alarmType !== 'boolean';
  if (
    comparison &&
    (threshold == null || threshold === '' || !Number.isFinite(Number(threshold)))
  ) {
    fieldErrors.threshold_value = MESSAGES.ALARM_THRESHOLD_REQUIRED;
  }
  if (Object.keys(fieldErrors).length > 0 || !parameter || !isAlarmType(alarmType)) {
    const missing = Object.values(fieldErrors).some(
      (message) =>
        message !== MESSAGES.ALARM_TYPE_BOOLEAN_ONLY && message !== MESSAGES.ALARM_TYPE_NOT_BOOLEAN,
    );
    return {
      valid: false,
      formError: missing
        ? MESSAGES.ALL_FIELDS_REQUIRED
        : (fieldErrors.alarm_type ?? MESSAGES.ALL_FIELDS_REQUIRED),
      fieldErrors,
    };
  }
  const base = {
    device: device as number | string,
    parameter_name: parameter.data_meaning,
    parameter_modbus_type: parameter.modbus_type,
    parameter_register: parameter.register,
    alarm_type: alarmType,
  };
  if (alarmType === 'boolean') {
    return { valid: true, payload: { ...base, boolean_value: input.boolean_value ?? false } };
  }
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

/** A device's systems and their indoor units, as GET /devices/{id}/ gives them. */
export interface AlarmDeviceUnits {
  id: number;
  unit: number | string;
  indoor_units?: readonly { id: number; unit: number | string; name?: string | null }[] | null;
}

/**
 * Which unit of its device a configuration watches, so that two that differ only by unit read
 * apart: 'System 1 · Reception' (an indoor unit, with its system), 'System 2' (a system), '' for a
 * parameter of the whole device; unknown ids read as what is known of them.
 */
export function alarmUnitName(
  configuration: { outdoor_unit?: number | null; indoor_unit?: number | null },
  units: readonly AlarmDeviceUnits[] | null | undefined,
): string {
  const systems = units ?? [];
  if (configuration.indoor_unit != null) {
    for (const system of systems) {
      const indoor = system.indoor_units?.find((unit) => unit.id === configuration.indoor_unit);
      if (indoor) {
        const name = indoor.name?.trim() || `Indoor unit ${indoor.unit}`;
        return `${systemTitle(system.unit)} · ${name}`;
      }
    }
    return `Indoor unit #${configuration.indoor_unit}`;
  }
  if (configuration.outdoor_unit != null) {
    const system = systems.find((unit) => unit.id === configuration.outdoor_unit);
    return system ? systemTitle(system.unit) : `System #${configuration.outdoor_unit}`;
  }
  return '';
}

/** A parameter of one unit of the device: its register for that unit and the unit's name. */
export type UnitAlarmParameter<Parameter extends AlarmParameter> = Parameter & {
  /** 'System 1 · Reception', 'System 2', or '' for a parameter of the whole device. */
  unit_name: string;
};

/**
 * The parameters an alarm of a device may watch, one per unit: the general formulas once, each
 * outdoor formula for every system and each indoor formula for every indoor unit, at the register
 * its formula gives for that unit ('2000 + ({unit} - 1) * 16 + 3') and named with the unit, so a
 * set temperature of two rooms reads apart. A formula without a unit placeholder, or a device
 * without units, keeps the configuration's register (as `alarmParametersOf`).
 */
export function unitAlarmParametersOf<Parameter extends AlarmParameter & { formula?: string }>(
  configuration:
    { [Key in keyof AlarmParameterSource]?: readonly Parameter[] | null } | null | undefined,
  units: readonly AlarmDeviceUnits[] | null | undefined,
): UnitAlarmParameter<Parameter>[] {
  if (!configuration) return [];
  const systems = units ?? [];
  const perUnit = (
    formulas: readonly Parameter[] | null | undefined,
    targets: readonly { number: number | string; name: string }[],
  ): UnitAlarmParameter<Parameter>[] =>
    (formulas ?? []).flatMap((parameter) => {
      const formula = parameter.formula ?? '';
      if (targets.length === 0 || !formula.includes(REGISTER_FORMULA_PLACEHOLDER)) {
        return [{ ...parameter, unit_name: '' }];
      }
      return targets.map((target) => ({
        ...parameter,
        register: evaluateRegisterFormula(formula, Number(target.number)) ?? parameter.register,
        unit_name: target.name,
      }));
    });
  const outdoor = systems.map((system) => ({
    number: system.unit,
    name: systemTitle(system.unit),
  }));
  const indoor = systems.flatMap((system) =>
    (system.indoor_units ?? []).map((unit) => ({
      number: unit.unit,
      name: `${systemTitle(system.unit)} · ${unit.name?.trim() || `Indoor unit ${unit.unit}`}`,
    })),
  );
  const all = [
    ...perUnit(configuration.general_formulas, []),
    ...perUnit(configuration.general_error_formulas, []),
    ...perUnit(configuration.outdoor_unit_formulas, outdoor),
    ...perUnit(configuration.outdoor_unit_error_formulas, outdoor),
    ...perUnit(configuration.indoor_unit_formulas, indoor),
    ...perUnit(configuration.indoor_unit_error_formulas, indoor),
  ];
  const seen = new Set<string>();
  return all.filter((parameter) => {
    const key = alarmParameterKey(parameter);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
