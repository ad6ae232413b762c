import type { AlarmConfigurationPayload, AlarmParameter, AlarmType } from '@hvac/console-domain';
import {
  alarmParameterKey,
  hasReadMapping,
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
  /** The chosen parameter has a read mapping: a boolean value instead of a numeric threshold. */
  usesBoolean: boolean;
  /** 'All fields are required.' or the failure message of a submit. */
  formError: string | undefined;
  busy: boolean;
  setDevice: (device: string) => void;
  setParameter: (key: string) => void;
  setAlarmType: (alarmType: string) => void;
  setThreshold: (threshold: string) => void;
  setBooleanValue: (value: boolean) => void;
  submit: () => Promise<boolean>;
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
  const [busy, setBusy] = useState(false);
  const device = devices.find((option) => String(option.id) === values.device);
  const parameter = device?.parameters.find((item) => alarmParameterKey(item) === values.parameter);
  const usesBoolean = hasReadMapping(parameter);
  const change = (next: Partial<AlarmConfigurationValues>) =>
    setValues((previous) => ({ ...previous, ...next }));

  return {
    values,
    device,
    parameter,
    usesBoolean,
    formError,
    busy,
    // Another device has other parameters: the chosen one no longer applies.
    setDevice: (next) => change({ device: next, parameter: '' }),
    setParameter: (key) => change({ parameter: key }),
    setAlarmType: (alarmType) => change({ alarm_type: alarmType }),
    setThreshold: (threshold) => change({ threshold_value: threshold }),
    setBooleanValue: (value) => change({ boolean_value: value }),
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
        return false;
      }
      setFormError(undefined);
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
    reset: () => {
      setValues(initialValues(initial));
      setFormError(undefined);
    },
  };
}
