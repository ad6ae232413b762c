/**
 * Device model configurations: the formulas a device exposes over Modbus (console.md §3 "Device
 * configuration"). The JSON-facing fields keep the API's snake_case names; the rest drives the
 * simulator and the summaries.
 */
export type ModbusType = 'coil' | 'register';
export type FormulaType = 'status' | 'error';
export type FormulaScope = 'general' | 'outdoor' | 'indoor';

/** How the simulator produces a parameter's raw value (see src/simulator/signals.ts). */
export const SIGNAL_KINDS = [
  'indoor_power',
  'indoor_mode',
  'indoor_set_temp',
  'indoor_ambient_temp',
  'indoor_pipe_temp',
  'indoor_fan_speed',
  'indoor_error_code',
  'indoor_communication_error',
  'indoor_filter_alarm',
  'indoor_remote_lock',
  'indoor_swing',
  'outdoor_power',
  'outdoor_ambient_temp',
  'outdoor_discharge_temp',
  'outdoor_compressor_frequency',
  'outdoor_high_pressure',
  'outdoor_low_pressure',
  'outdoor_capacity',
  'outdoor_error_code',
  'outdoor_compressor_error',
  'outdoor_silent_mode',
  'gateway_online',
  'gateway_connected_units',
  'gateway_communication_error',
  'gateway_system_count',
  'outdoor_indoor_unit_count',
  'single_power',
  'single_mode',
  'single_outdoor_temp',
  'single_leaving_water_cool',
  'single_leaving_water_heat',
  'single_tank_set_point',
  'single_e_heater_leaving_water',
  'single_entering_water',
  'single_tank_temp',
  'single_error_led',
  'single_error_code',
  'single_compressor_running',
  'single_defrost',
  'single_dhw_booster',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** What a device accepts when the parameter is written; anything outside is refused (status failed). */
export interface WriteRule {
  min: number;
  max: number;
  /** When set, only these raw values are accepted (mode and fan-speed codes). */
  allowed?: readonly number[];
}

export interface ParameterDefinition {
  /** Stable identifier: summary field name and graph/historical header suffix. */
  key: string;
  data_meaning: string;
  modbus_type: ModbusType;
  /** Offset inside the unit's block (or the absolute register for general formulas). */
  offset: number;
  read_mapping: Readonly<Record<string, string>> | null;
  type: FormulaType;
  /** Computed value = raw / scale (10 for temperatures in tenths of a degree). */
  scale: number;
  unit: string | null;
  /** Two's complement 16-bit register (negative temperatures); unsigned when absent. */
  signed?: boolean;
  /** How the emulator produces the value; a model of a company's own has none (the emulator answers 0). */
  signal?: SignalKind;
  write?: WriteRule;
}

/** Register layout of one scope: unit n (1-based) occupies base + (n - 1) * stride + offset. */
export interface BlockLayout {
  registerBase: number;
  coilBase: number;
  stride: number;
}

export interface DeviceModel {
  key: string;
  manufacturer: string;
  model: string;
  model_type: string;
  device_type: string;
  is_single_unit: boolean;
  firmware: string;
  /** At most this many coils or registers per read request (the protocol's 40 or the device's smaller limit). */
  max_span?: number;
  layout: Record<FormulaScope, BlockLayout>;
  /**
   * Registers through which the device tells its own systems and indoor units (Check Connection offers
   * them to the installer): `systems`, a general register holding how many systems (numbered 1, 2, …)
   * it has; `indoor_units`, an outdoor register holding how many indoor units that system has (numbered
   * on from the previous system's).
   */
  discovery?: { systems: string; indoor_units: string };
  parameters: Record<FormulaScope, readonly ParameterDefinition[]>;
}

/** One formula as GET /devices/{id}/configuration/ shows it. */
export interface FormulaView {
  key: string;
  data_meaning: string;
  modbus_type: ModbusType;
  address: string;
  register: number;
  formula: string;
  read_mapping: Readonly<Record<string, string>> | null;
  type: FormulaType;
  unit: string | null;
  scale: number;
  writable: boolean;
  min_value: number | null;
  max_value: number | null;
  /** Only these raw values are accepted (mode and fan-speed codes, on/off); null for a range. */
  allowed_values: number[] | null;
}

/** A parameter resolved for one concrete unit of one device. */
export interface ResolvedParameter {
  definition: ParameterDefinition;
  scope: FormulaScope;
  /** Unit number (1-based) for outdoor/indoor scopes, 0 for general. */
  unit: number;
  register: number;
}
