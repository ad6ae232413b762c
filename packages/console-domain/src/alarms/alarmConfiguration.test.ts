import { describe, expect, it } from 'vitest';
import {
  alarmParameterKey,
  alarmParametersOf,
  hasReadMapping,
  validateAlarmConfiguration,
} from './alarmConfiguration';

const numeric = { data_meaning: 'Outdoor temp', modbus_type: 'register', register: 30001 };
const mapped = {
  ...numeric,
  data_meaning: 'Compressor',
  modbus_type: 'coil',
  read_mapping: { 0: 'Off', 1: 'On' },
};
const REQUIRED = { valid: false, formError: 'All fields are required.' };

describe('hasReadMapping', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    ['', false],
    [{}, false],
    [[], false],
    [{ 0: 'Off' }, true],
    [['Off', 'On'], true],
    ['0:Off;1:On', true],
    [true, true],
  ])('%j → %s', (readMapping, has) => {
    expect(hasReadMapping({ read_mapping: readMapping })).toBe(has);
  });

  it('is false without a parameter', () => {
    expect(hasReadMapping(undefined)).toBe(false);
  });
});

describe('validateAlarmConfiguration (projects.md §5)', () => {
  it.each([
    [{ device: undefined, parameter: numeric, alarm_type: 'higher', threshold_value: 5 }],
    [{ device: '', parameter: numeric, alarm_type: 'higher', threshold_value: 5 }],
    [{ device: 1, parameter: undefined, alarm_type: 'higher', threshold_value: 5 }],
    [{ device: 1, parameter: numeric, alarm_type: '', threshold_value: 5 }],
    [{ device: 1, parameter: numeric, alarm_type: 'between', threshold_value: 5 }],
    [{ device: 1, parameter: numeric, alarm_type: 'higher', threshold_value: '' }],
    [{ device: 1, parameter: numeric, alarm_type: 'higher', threshold_value: null }],
    [{ device: 1, parameter: numeric, alarm_type: 'higher', threshold_value: 'warm' }],
  ])('requires every field: %o', (input) => {
    expect(validateAlarmConfiguration(input)).toEqual(REQUIRED);
  });

  it('sends a numeric threshold for a parameter without read mapping', () => {
    expect(
      validateAlarmConfiguration({
        device: 4,
        parameter: numeric,
        alarm_type: 'higher',
        threshold_value: '25.5',
        boolean_value: true,
      }),
    ).toEqual({
      valid: true,
      payload: {
        device: 4,
        parameter_name: 'Outdoor temp',
        parameter_modbus_type: 'register',
        parameter_register: 30001,
        alarm_type: 'higher',
        threshold_value: 25.5,
      },
    });
  });

  it('sends the boolean value for a parameter with a read mapping, unchecked as false', () => {
    const base = {
      device: 4,
      parameter: mapped,
      alarm_type: 'boolean',
      threshold_value: 'ignored',
    };
    expect(validateAlarmConfiguration({ ...base, boolean_value: true })).toEqual({
      valid: true,
      payload: {
        device: 4,
        parameter_name: 'Compressor',
        parameter_modbus_type: 'coil',
        parameter_register: 30001,
        alarm_type: 'boolean',
        boolean_value: true,
      },
    });
    const unchecked = validateAlarmConfiguration(base);
    expect(unchecked.valid && unchecked.payload.boolean_value).toBe(false);
  });
});

describe('alarmParametersOf', () => {
  const temperature = { data_meaning: 'Outdoor temp', modbus_type: 'register', register: 2003 };
  const error = { data_meaning: 'Error code', modbus_type: 'register', register: 2010 };
  const power = { data_meaning: 'Power', modbus_type: 'coil', register: 2003 };

  it('collects every formula list, each register once', () => {
    expect(
      alarmParametersOf({
        general_formulas: [power],
        outdoor_unit_formulas: [temperature],
        outdoor_unit_error_formulas: [error, temperature],
        indoor_unit_formulas: null,
      }),
    ).toEqual([power, temperature, error]);
  });

  it('has nothing without a configuration', () => {
    expect(alarmParametersOf(null)).toEqual([]);
  });

  it('keys a parameter by modbus type and register', () => {
    expect(alarmParameterKey(power)).toBe('coil:2003');
    expect(alarmParameterKey(temperature)).toBe('register:2003');
  });
});
