import {
  gatewayErrorParameters,
  gatewayParameters,
  indoorErrorParameters,
  indoorParameters,
  outdoorErrorParameters,
  outdoorParameters,
} from './parameters';
import type { DeviceModel, ParameterDefinition } from './types';

/**
 * The device models the demo installs. Register blocks are laid out so that every outdoor and
 * indoor unit of a device owns distinct registers and coils: unit n of a scope uses
 * base + (n - 1) * stride + offset.
 */
export const MIDEA_VRF_V6: DeviceModel = {
  key: 'midea-vrf-v6',
  manufacturer: 'Midea',
  model: 'VRF V6',
  model_type: 'MV6-i',
  device_type: 'VRF',
  is_single_unit: false,
  firmware: '6.2.14',
  layout: {
    general: { registerBase: 100, coilBase: 10, stride: 0 },
    outdoor: { registerBase: 1000, coilBase: 3000, stride: 16 },
    indoor: { registerBase: 2000, coilBase: 4000, stride: 16 },
  },
  parameters: {
    general: [...gatewayParameters(), ...gatewayErrorParameters()],
    outdoor: [
      ...outdoorParameters({
        ambient: 'Outdoor ambient temperature',
        frequency: 'Compressor frequency',
      }),
      ...outdoorErrorParameters(),
    ],
    indoor: [
      ...indoorParameters({
        power: 'Indoor unit power',
        mode: 'Operation mode',
        setTemp: 'Set temperature',
        ambient: 'Room temperature',
        fan: 'Fan speed',
      }),
      ...indoorErrorParameters(),
    ],
  },
};

export const GREE_GMV6: DeviceModel = {
  key: 'gree-gmv6',
  manufacturer: 'Gree',
  model: 'GMV6',
  model_type: 'GMV-Pro',
  device_type: 'VRF',
  is_single_unit: false,
  firmware: '3.8.1',
  layout: {
    general: { registerBase: 10, coilBase: 1, stride: 0 },
    outdoor: { registerBase: 500, coilBase: 1500, stride: 20 },
    indoor: { registerBase: 3000, coilBase: 6000, stride: 20 },
  },
  parameters: {
    general: [...gatewayParameters(), ...gatewayErrorParameters()],
    outdoor: [
      ...outdoorParameters({
        ambient: 'ODU ambient temperature',
        frequency: 'Inverter compressor frequency',
      }),
      ...outdoorErrorParameters(),
    ],
    indoor: [
      ...indoorParameters({
        power: 'IDU on/off',
        mode: 'IDU operation mode',
        setTemp: 'IDU set temperature',
        ambient: 'IDU return air temperature',
        fan: 'IDU fan speed',
      }),
      ...indoorErrorParameters(),
    ],
  },
};

function singleUnitParameter(
  definition: Omit<ParameterDefinition, 'scale' | 'unit' | 'read_mapping' | 'type'> &
    Partial<Pick<ParameterDefinition, 'scale' | 'unit' | 'read_mapping' | 'type'>>,
): ParameterDefinition {
  return { scale: 10, unit: '°C', read_mapping: null, type: 'status', ...definition };
}

const singleUnitStatus: ParameterDefinition[] = [
  singleUnitParameter({
    key: 'power',
    data_meaning: 'Heat pump power',
    modbus_type: 'register',
    offset: 0,
    scale: 1,
    unit: null,
    read_mapping: { '0': 'Off', '170': 'On' },
    signal: 'single_power',
    write: { min: 0, max: 170, allowed: [0, 170] },
  }),
  singleUnitParameter({
    key: 'mode',
    data_meaning: 'Space operation mode',
    modbus_type: 'register',
    offset: 1,
    scale: 1,
    unit: null,
    // The console's operation-mode codes (console.md §4), so the card and the stats dialogs agree.
    read_mapping: { '1': 'Cooling', '4': 'Heating', '5': 'Auto Cooling', '6': 'Auto Heating' },
    signal: 'single_mode',
    write: { min: 1, max: 6, allowed: [1, 4, 5, 6] },
  }),
  singleUnitParameter({
    key: 'outdoor_ambient_temp',
    data_meaning: 'Outdoor air temperature',
    modbus_type: 'register',
    offset: 2,
    signal: 'single_outdoor_temp',
  }),
  singleUnitParameter({
    key: 'wot_cool',
    data_meaning: 'Leaving water temperature (cooling)',
    modbus_type: 'register',
    offset: 3,
    signal: 'single_leaving_water_cool',
  }),
  singleUnitParameter({
    key: 'wot_heat',
    data_meaning: 'Leaving water temperature (heating)',
    modbus_type: 'register',
    offset: 4,
    signal: 'single_leaving_water_heat',
  }),
  singleUnitParameter({
    key: 'water_tank_temp_set_point',
    data_meaning: 'Domestic hot water tank set point',
    modbus_type: 'register',
    offset: 5,
    signal: 'single_tank_set_point',
    write: { min: 300, max: 600 },
  }),
  singleUnitParameter({
    key: 'e_heater_leaving_water_sensor_temp',
    data_meaning: 'Backup heater leaving water temperature',
    modbus_type: 'register',
    offset: 6,
    signal: 'single_e_heater_leaving_water',
  }),
  singleUnitParameter({
    key: 'entering_water_sensor_temp',
    data_meaning: 'Entering (return) water temperature',
    modbus_type: 'register',
    offset: 7,
    signal: 'single_entering_water',
  }),
  singleUnitParameter({
    key: 'water_tank_temp_sensor_two',
    data_meaning: 'Domestic hot water tank temperature',
    modbus_type: 'register',
    offset: 8,
    signal: 'single_tank_temp',
  }),
  singleUnitParameter({
    key: 'compressor_running',
    data_meaning: 'Compressor running',
    modbus_type: 'coil',
    offset: 0,
    scale: 1,
    unit: null,
    read_mapping: { '0': 'Off', '1': 'On' },
    signal: 'single_compressor_running',
  }),
  singleUnitParameter({
    key: 'defrost',
    data_meaning: 'Defrost operation',
    modbus_type: 'coil',
    offset: 1,
    scale: 1,
    unit: null,
    read_mapping: { '0': 'Off', '1': 'On' },
    signal: 'single_defrost',
  }),
  singleUnitParameter({
    key: 'dhw_booster',
    data_meaning: 'Domestic hot water booster',
    modbus_type: 'coil',
    offset: 2,
    scale: 1,
    unit: null,
    read_mapping: { '0': 'Off', '1': 'On' },
    signal: 'single_dhw_booster',
    write: { min: 0, max: 1 },
  }),
];

const singleUnitErrors: ParameterDefinition[] = [
  singleUnitParameter({
    key: 'error_led_state',
    data_meaning: 'Error LED state',
    modbus_type: 'register',
    offset: 20,
    scale: 1,
    unit: null,
    type: 'error',
    read_mapping: { '0': 'Off', '1': 'On', '2': 'Blinking' },
    signal: 'single_error_led',
  }),
  singleUnitParameter({
    key: 'error_code',
    data_meaning: 'Heat pump error code',
    modbus_type: 'register',
    offset: 21,
    scale: 1,
    unit: null,
    type: 'error',
    read_mapping: {
      '0': 'No error',
      '7': '7H Water flow',
      '80': '80 Return water thermistor',
      '89': '89 Heat exchanger frozen',
      '203': 'AH Tank disinfection',
    },
    signal: 'single_error_code',
  }),
];

export const DAIKIN_ALTHERMA_3: DeviceModel = {
  key: 'daikin-altherma-3',
  manufacturer: 'Daikin',
  model: 'Altherma 3',
  model_type: 'EHBX-H',
  device_type: 'Heat pump',
  is_single_unit: true,
  firmware: '2.4.0',
  layout: {
    general: { registerBase: 40, coilBase: 20, stride: 0 },
    outdoor: { registerBase: 0, coilBase: 0, stride: 0 },
    indoor: { registerBase: 0, coilBase: 0, stride: 0 },
  },
  parameters: {
    general: [...singleUnitStatus, ...singleUnitErrors],
    outdoor: [],
    indoor: [],
  },
};

export const DEVICE_MODELS: readonly DeviceModel[] = [MIDEA_VRF_V6, GREE_GMV6, DAIKIN_ALTHERMA_3];
