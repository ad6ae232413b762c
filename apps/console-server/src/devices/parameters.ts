import { FAN_SPEEDS, OPERATION_MODES } from '@hvac/console-domain';
import type { ParameterDefinition } from './types';

/**
 * A code table of console-domain (keys in the spec's spelling: '1'…'9', '0A', '0B', …) keyed by the
 * number a device reports instead ('1'…'9', '10', '11', …): one source for the names of the codes.
 */
export function byReportedValue(table: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).map(([code, name]) => [String(Number.parseInt(code, 16)), name]),
  );
}

/** Read mappings shared by the models. Operation-mode and fan-speed codes follow console.md §4. */
export const POWER_MAPPING = { '0': 'Off', '170': 'On' } as const;
export const OPERATION_MODE_MAPPING = byReportedValue(OPERATION_MODES);
export const FAN_SPEED_MAPPING = byReportedValue(FAN_SPEEDS);
export const BINARY_MAPPING = { '0': 'Off', '1': 'On' } as const;
export const ALARM_MAPPING = { '0': 'Normal', '1': 'Alarm' } as const;
export const INDOOR_ERROR_MAPPING = {
  '0': 'No error',
  '1': 'E1 Communication with outdoor unit',
  '2': 'E2 Room temperature sensor',
  '3': 'E3 Coil temperature sensor',
  '4': 'E4 Condensate water level',
  '5': 'E5 Fan motor',
  '6': 'E6 EEPROM',
} as const;
export const OUTDOOR_ERROR_MAPPING = {
  '0': 'No error',
  '21': 'H1 Compressor overcurrent',
  '22': 'H2 High pressure protection',
  '23': 'H3 Low pressure protection',
  '24': 'H4 Discharge temperature too high',
  '25': 'H5 Outdoor fan fault',
  '26': 'H6 Inverter module',
} as const;

/** The codes a write may set: every code the table names. */
const MODE_CODES = Object.keys(OPERATION_MODE_MAPPING).map(Number);
const FAN_CODES = Object.keys(FAN_SPEED_MAPPING).map(Number);

export function indoorParameters(names: {
  power: string;
  mode: string;
  setTemp: string;
  ambient: string;
  fan: string;
}): ParameterDefinition[] {
  return [
    {
      key: 'power',
      data_meaning: names.power,
      modbus_type: 'register',
      offset: 0,
      read_mapping: POWER_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_power',
      write: { min: 0, max: 170, allowed: [0, 170] },
    },
    {
      key: 'operation_mode',
      data_meaning: names.mode,
      modbus_type: 'register',
      offset: 1,
      read_mapping: OPERATION_MODE_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_mode',
      write: { min: Math.min(...MODE_CODES), max: Math.max(...MODE_CODES), allowed: MODE_CODES },
    },
    {
      key: 'indoor_set_temp',
      data_meaning: names.setTemp,
      modbus_type: 'register',
      offset: 2,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: '°C',
      signal: 'indoor_set_temp',
      write: { min: 160, max: 300 },
    },
    {
      key: 'indoor_ambient_temp',
      data_meaning: names.ambient,
      modbus_type: 'register',
      offset: 3,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: '°C',
      signal: 'indoor_ambient_temp',
    },
    {
      key: 'fan_speed',
      data_meaning: names.fan,
      modbus_type: 'register',
      offset: 4,
      read_mapping: FAN_SPEED_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_fan_speed',
      write: { min: Math.min(...FAN_CODES), max: Math.max(...FAN_CODES), allowed: FAN_CODES },
    },
    {
      key: 'pipe_temp',
      data_meaning: 'Indoor coil (pipe) temperature',
      modbus_type: 'register',
      offset: 5,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: '°C',
      signal: 'indoor_pipe_temp',
    },
    {
      key: 'remote_lock',
      data_meaning: 'Remote controller lock',
      modbus_type: 'coil',
      offset: 0,
      read_mapping: BINARY_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_remote_lock',
      write: { min: 0, max: 1 },
    },
    {
      key: 'swing',
      data_meaning: 'Louver swing',
      modbus_type: 'coil',
      offset: 1,
      read_mapping: BINARY_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_swing',
      write: { min: 0, max: 1 },
    },
  ];
}

export function indoorErrorParameters(): ParameterDefinition[] {
  return [
    {
      key: 'error_status',
      data_meaning: 'Indoor unit error code',
      modbus_type: 'register',
      offset: 10,
      read_mapping: INDOOR_ERROR_MAPPING,
      type: 'error',
      scale: 1,
      unit: null,
      signal: 'indoor_error_code',
    },
    {
      key: 'communication_error',
      data_meaning: 'Indoor unit communication error',
      modbus_type: 'coil',
      offset: 5,
      read_mapping: ALARM_MAPPING,
      type: 'error',
      scale: 1,
      unit: null,
      signal: 'indoor_communication_error',
    },
    {
      key: 'filter_alarm',
      data_meaning: 'Filter cleaning reminder',
      modbus_type: 'coil',
      offset: 6,
      read_mapping: ALARM_MAPPING,
      // A maintenance reminder, not a fault: it does not mark the unit or the project as in error.
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'indoor_filter_alarm',
    },
  ];
}

export function outdoorParameters(names: {
  ambient: string;
  frequency: string;
}): ParameterDefinition[] {
  return [
    {
      key: 'power',
      data_meaning: 'Outdoor unit running state',
      modbus_type: 'register',
      offset: 0,
      read_mapping: POWER_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'outdoor_power',
    },
    {
      key: 'outdoor_ambient_temp',
      data_meaning: names.ambient,
      modbus_type: 'register',
      offset: 1,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: '°C',
      signal: 'outdoor_ambient_temp',
    },
    {
      key: 'discharge_temp',
      data_meaning: 'Compressor discharge temperature',
      modbus_type: 'register',
      offset: 2,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: '°C',
      signal: 'outdoor_discharge_temp',
    },
    {
      key: 'compressor_frequency',
      data_meaning: names.frequency,
      modbus_type: 'register',
      offset: 3,
      read_mapping: null,
      type: 'status',
      scale: 1,
      unit: 'Hz',
      signal: 'outdoor_compressor_frequency',
    },
    {
      key: 'high_pressure',
      data_meaning: 'High pressure',
      modbus_type: 'register',
      offset: 4,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: 'bar',
      signal: 'outdoor_high_pressure',
    },
    {
      key: 'low_pressure',
      data_meaning: 'Low pressure',
      modbus_type: 'register',
      offset: 5,
      read_mapping: null,
      type: 'status',
      scale: 10,
      unit: 'bar',
      signal: 'outdoor_low_pressure',
    },
    {
      key: 'running_capacity',
      data_meaning: 'Running capacity',
      modbus_type: 'register',
      offset: 6,
      read_mapping: null,
      type: 'status',
      scale: 1,
      unit: '%',
      signal: 'outdoor_capacity',
    },
    {
      key: 'silent_mode',
      data_meaning: 'Night silent mode',
      modbus_type: 'coil',
      offset: 0,
      read_mapping: BINARY_MAPPING,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'outdoor_silent_mode',
      write: { min: 0, max: 1 },
    },
  ];
}

export function outdoorErrorParameters(): ParameterDefinition[] {
  return [
    {
      key: 'outdoor_error_status',
      data_meaning: 'Outdoor unit error code',
      modbus_type: 'register',
      offset: 10,
      read_mapping: OUTDOOR_ERROR_MAPPING,
      type: 'error',
      scale: 1,
      unit: null,
      signal: 'outdoor_error_code',
    },
    {
      key: 'compressor_error',
      data_meaning: 'Compressor protection',
      modbus_type: 'coil',
      offset: 5,
      read_mapping: ALARM_MAPPING,
      type: 'error',
      scale: 1,
      unit: null,
      signal: 'outdoor_compressor_error',
    },
  ];
}

export function gatewayParameters(): ParameterDefinition[] {
  return [
    {
      key: 'gateway_online',
      data_meaning: 'Gateway online',
      modbus_type: 'coil',
      offset: 0,
      read_mapping: { '0': 'Offline', '1': 'Online' },
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'gateway_online',
    },
    {
      key: 'connected_indoor_units',
      data_meaning: 'Connected indoor units',
      modbus_type: 'register',
      offset: 0,
      read_mapping: null,
      type: 'status',
      scale: 1,
      unit: null,
      signal: 'gateway_connected_units',
    },
  ];
}

export function gatewayErrorParameters(): ParameterDefinition[] {
  return [
    {
      key: 'gateway_communication_error',
      data_meaning: 'Gateway bus communication error',
      modbus_type: 'coil',
      offset: 1,
      read_mapping: ALARM_MAPPING,
      type: 'error',
      scale: 1,
      unit: null,
      signal: 'gateway_communication_error',
    },
  ];
}
