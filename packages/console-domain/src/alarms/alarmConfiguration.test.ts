import { describe, expect, it } from 'vitest';
import {
  alarmParameterKey,
  alarmParametersOf,
  alarmTypesFor,
  alarmUnitName,
  hasReadMapping,
  isBooleanParameter,
  unitAlarmParametersOf,
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
const mode = {
  data_meaning: 'Operation mode',
  modbus_type: 'register',
  register: 2011,
  read_mapping: { 1: 'Cooling', 2: 'Dry', 4: 'Heating' },
};

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
    expect(validateAlarmConfiguration(input)).toMatchObject(REQUIRED);
  });

  it('marks each missing field with its message', () => {
    expect(
      validateAlarmConfiguration({ device: '', parameter: undefined, alarm_type: '' }),
    ).toEqual({
      ...REQUIRED,
      fieldErrors: {
        device: 'Choose a device.',
        parameter: 'Choose a parameter of the device.',
        alarm_type: 'Choose an alarm type.',
      },
    });
    expect(
      validateAlarmConfiguration({ device: 1, parameter: numeric, alarm_type: 'higher' }),
    ).toEqual({
      ...REQUIRED,
      fieldErrors: { threshold_value: 'Enter a threshold value (a number).' },
    });
  });

  it('refuses an alarm type that does not fit the parameter', () => {
    expect(
      validateAlarmConfiguration({
        device: 1,
        parameter: mapped,
        alarm_type: 'higher',
        threshold_value: 1,
      }),
    ).toEqual({
      valid: false,
      formError: 'This parameter is on or off: its alarm type is Boolean.',
      fieldErrors: { alarm_type: 'This parameter is on or off: its alarm type is Boolean.' },
    });
    expect(
      validateAlarmConfiguration({ device: 1, parameter: numeric, alarm_type: 'boolean' }),
    ).toMatchObject({
      valid: false,
      fieldErrors: {
        alarm_type: 'This parameter is compared with a threshold: Boolean does not fit it.',
      },
    });
  });

  it('compares a coded parameter (a mode) with a threshold', () => {
    expect(
      validateAlarmConfiguration({
        device: 1,
        parameter: mode,
        alarm_type: 'equal',
        threshold_value: 4,
      }),
    ).toMatchObject({ valid: true, payload: { alarm_type: 'equal', threshold_value: 4 } });
  });
});

describe('alarmTypesFor: the alarm types follow the parameter', () => {
  it.each([
    [
      'nothing chosen',
      undefined,
      ['lower', 'higher', 'equal', 'boolean', 'lower_than_or_equal', 'higher_than_or_equal'],
    ],
    ['a coil', { modbus_type: 'coil', read_mapping: null }, ['boolean']],
    [
      'an Off/On register',
      { modbus_type: 'register', read_mapping: { 0: 'Off', 170: 'On' } },
      ['boolean'],
    ],
    [
      'a number',
      numeric,
      ['lower', 'higher', 'equal', 'lower_than_or_equal', 'higher_than_or_equal'],
    ],
    ['a mode', mode, ['lower', 'higher', 'equal', 'lower_than_or_equal', 'higher_than_or_equal']],
  ])('%s', (_, parameter, types) => {
    expect(alarmTypesFor(parameter)).toEqual(types);
    expect(isBooleanParameter(parameter)).toBe(types.length === 1);
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

describe('alarmUnitName: configurations that differ only by unit read apart', () => {
  const units = [
    {
      id: 11,
      unit: 1,
      indoor_units: [
        { id: 21, unit: 1, name: 'Director office 1' },
        { id: 22, unit: 2, name: ' ' },
      ],
    },
    { id: 12, unit: 2, indoor_units: [] },
  ];
  it.each([
    [{ outdoor_unit: 11, indoor_unit: 21 }, 'System 1 · Director office 1'],
    [{ outdoor_unit: 11, indoor_unit: 22 }, 'System 1 · Indoor unit 2'],
    [{ outdoor_unit: 12, indoor_unit: null }, 'System 2'],
    [{ outdoor_unit: null, indoor_unit: null }, ''],
    [{ outdoor_unit: 99, indoor_unit: null }, 'System #99'],
    [{ outdoor_unit: 11, indoor_unit: 98 }, 'Indoor unit #98'],
  ])('%j reads %j', (configuration, name) => {
    expect(alarmUnitName(configuration, units)).toBe(name);
  });
});

describe('unitAlarmParametersOf: one parameter per unit, named with it', () => {
  const units = [
    {
      id: 11,
      unit: 1,
      indoor_units: [
        { id: 21, unit: 1, name: 'Director office 1' },
        { id: 22, unit: 2, name: 'Director office 2' },
      ],
    },
    { id: 12, unit: 2, indoor_units: [{ id: 23, unit: 3, name: 'Lobby' }] },
  ];
  const configuration = {
    general_formulas: [
      { data_meaning: 'Firmware', modbus_type: 'register', register: 1, formula: '1' },
    ],
    outdoor_unit_formulas: [
      {
        data_meaning: 'Outdoor temp',
        modbus_type: 'register',
        register: 1003,
        formula: '1000 + ({unit} - 1) * 100 + 3',
      },
    ],
    indoor_unit_formulas: [
      {
        data_meaning: 'Set temperature',
        modbus_type: 'register',
        register: 2003,
        formula: '2000 + ({unit} - 1) * 16 + 3',
      },
    ],
  };

  it('expands outdoor formulas per system and indoor ones per indoor unit', () => {
    expect(
      unitAlarmParametersOf(configuration, units).map((parameter) => [
        parameter.data_meaning,
        parameter.unit_name,
        parameter.register,
      ]),
    ).toEqual([
      ['Firmware', '', 1],
      ['Outdoor temp', 'System 1', 1003],
      ['Outdoor temp', 'System 2', 1103],
      ['Set temperature', 'System 1 · Director office 1', 2003],
      ['Set temperature', 'System 1 · Director office 2', 2019],
      ['Set temperature', 'System 2 · Lobby', 2035],
    ]);
  });

  it('keeps the configuration registers for a device without units', () => {
    expect(unitAlarmParametersOf(configuration, []).map((parameter) => parameter.register)).toEqual(
      [1, 1003, 2003],
    );
    expect(unitAlarmParametersOf(null, units)).toEqual([]);
  });
});
