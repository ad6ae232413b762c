import type {
  AlarmConfigurationField,
  AlarmConfigurationPayload,
  AlarmParameter,
  AlarmType,
} from '@hvac/console-domain';
import {
  MESSAGES,
  alarmParameterKey,
  alarmTypesFor,
  isBooleanParameter,
  validateAlarmConfiguration,
} from '@hvac/console-domain';
import { useState } from 'react';

/** A device the alarm may watch, with the parameters of its own configuration. */
export interface AlarmDeviceOption {
  id: number;
  unit_id: string;
  parameters: readonly AlarmParameter[];
}

/** What an existing configuration starts the form with (edit). */
export interface AlarmConfigurationInitial {
  device: number;
  parameter_modbus_type: string;
  parameter_register: number;
  alarm_type: AlarmType;
  threshold_value: number | null;
  boolean_value: boolean | null;
}

export interface AlarmConfigurationValues {
  device: string;
  parameter: string;
  alarm_type: string;
  threshold_value: string;
  boolean_value: boolean;
}

function initialValues(initial: AlarmConfigurationInitial | undefined): AlarmConfigurationValues {
  if (!initial) {
    return { device: '', parameter: '', alarm_type: '', threshold_value: '', boolean_value: false };
  }
  return {
    device: String(initial.device),
    parameter: alarmParameterKey({
      modbus_type: initial.parameter_modbus_type,
      register: initial.parameter_register,
    }),
    alarm_type: initial.alarm_type,
    threshold_value: initial.threshold_value === null ? '' : String(initial.threshold_value),
    boolean_value: initial.boolean_value ?? false,
  };
}

export interface AlarmConfigurationFormState {
  values: AlarmConfigurationValues;
  device: AlarmDeviceOption | undefined;
  parameter: AlarmParameter | undefined;
  /** The chosen parameter is on or off: a boolean value instead of a numeric threshold. */
  usesBoolean: boolean;
  /** The alarm types that fit the chosen parameter (domain `alarmTypesFor`). */
  alarmTypes: readonly AlarmType[];
  /** 'All fields are required.' or the failure message of a submit. */
  formError: string | undefined;
  /** The message of each missing or unfitting field after a refused submit. */
  fieldErrors: Partial<Record<AlarmConfigurationField, string>>;
  busy: boolean;
  setDevice: (device: string) => void;
  setParameter: (key: string) => void;
  setAlarmType: (alarmType: string) => void;
  setThreshold: (threshold: string) => void;
  setBooleanValue: (value: boolean) => void;
  submit: () => Promise<boolean>;
  /** A project without devices: says why and what to do instead of 'All fields are required.' */
  refuseWithoutDevices: () => Promise<boolean>;
  reset: () => void;
}

/**
 * The alarm configuration form without its markup: device, parameter (of that device) and alarm
 * type required, a boolean value for mapped parameters and a numeric threshold otherwise (domain
 * `validateAlarmConfiguration`), one submit at a time.
 */
export function useAlarmConfigurationForm(
  devices: readonly AlarmDeviceOption[],
  initial: AlarmConfigurationInitial | undefined,
  onSubmit: (payload: AlarmConfigurationPayload) => Promise<unknown>,
  describeFailure: (error: unknown) => string,
): AlarmConfigurationFormState {
  const [values, setValues] = useState(() => initialValues(initial));
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<AlarmConfigurationField, string>>>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const device = devices.find((option) => String(option.id) === values.device);
  const parameter = device?.parameters.find((item) => alarmParameterKey(item) === values.parameter);
  const usesBoolean = isBooleanParameter(parameter);
  const alarmTypes = alarmTypesFor(parameter);
  const change = (next: Partial<AlarmConfigurationValues>, fields: AlarmConfigurationField[]) => {
    setValues((previous) => ({ ...previous, ...next }));
    setFieldErrors((previous) => {
      const rest = { ...previous };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };
  /** The alarm type kept when the parameter changes: still fitting, or the only one that fits. */
  const typeFor = (next: AlarmParameter | undefined): string => {
    const fitting = alarmTypesFor(next);
    if (fitting.length === 1) return fitting[0];
    return (fitting as readonly string[]).includes(values.alarm_type) ? values.alarm_type : '';
  };

  return {
    values,
    device,
    parameter,
    usesBoolean,
    alarmTypes,
    formError,
    fieldErrors,
    busy,
    // Another device has other parameters: the chosen one no longer applies.
    setDevice: (next) => change({ device: next, parameter: '' }, ['device', 'parameter']),
    // The alarm type follows the parameter: Boolean for one that is on or off, else a comparison.
    setParameter: (key) => {
      const next = device?.parameters.find((item) => alarmParameterKey(item) === key);
      change({ parameter: key, alarm_type: typeFor(next) }, ['parameter', 'alarm_type']);
    },
    setAlarmType: (alarmType) => change({ alarm_type: alarmType }, ['alarm_type']),
    setThreshold: (threshold) => change({ threshold_value: threshold }, ['threshold_value']),
    setBooleanValue: (value) => change({ boolean_value: value }, []),
    submit: async () => {
      if (busy) return false;
      const validation = validateAlarmConfiguration({
        device: device?.id,
        parameter,
        alarm_type: values.alarm_type,
        threshold_value: values.threshold_value,
        boolean_value: values.boolean_value,
      });
      if (!validation.valid) {
        setFormError(validation.formError);
        setFieldErrors(validation.fieldErrors);
        return false;
      }
      setFormError(undefined);
      setFieldErrors({});
      setBusy(true);
      try {
        await onSubmit(validation.payload);
        return true;
      } catch (error) {
        setFormError(describeFailure(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    refuseWithoutDevices: () => {
      setFormError(MESSAGES.NO_DEVICES_FOR_ALARMS);
      return Promise.resolve(false);
    },
    reset: () => {
      setValues(initialValues(initial));
      setFormError(undefined);
      setFieldErrors({});
    },
  };
}
