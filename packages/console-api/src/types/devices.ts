import type { ListParams } from './common';

export type ModbusType = 'coil' | 'register';

/** Which part of a device a statistics call reads. */
export type UnitType = 'outdoor' | 'indoor' | 'single';

/** A device's state (DECISIONS.md "Real devices"): unknown before the first poll. */
export type DeviceState = 'online' | 'offline' | 'unknown';

/** GET /devices/{id}/status/, and `status` on device list items, slim and detail answers. */
export interface DeviceStatus {
  state: DeviceState;
  /** The last successful poll (ISO 8601), null before the first. */
  last_seen: string | null;
  /** Why the last poll failed ('No answer within 2 s', 'Connection refused'), or null. */
  last_error: string | null;
}

/** A device's Modbus TCP connection. */
export interface DeviceConnection {
  host: string;
  /** 1–65535, 502 by default. */
  port: number;
  /** Modbus unit id 1–247, 1 by default. */
  unit: number;
  /** Seconds between polls, 10–3600, 60 by default. */
  poll_interval: number;
}

/** A row of GET /device-models/. */
export interface DeviceModelSummary {
  key: string;
  manufacturer: string;
  model: string;
  model_type: string;
  device_type: string;
  is_single_unit: boolean;
}

/** POST /device-models/: a model in the shape of the server's own model files. */
export type DeviceModelFile = Record<string, unknown>;

export interface NewIndoorUnit {
  unit: number;
  name: string;
  unit_type: string;
}

export interface NewSystem {
  unit: number;
  indoor_units: NewIndoorUnit[];
}

/** POST /projects/{id}/devices/ (`systems` empty for single-unit models). */
export interface CreateDeviceRequest {
  unit_id: string;
  /** A device model's key. */
  model: string;
  connection: DeviceConnection;
  systems: NewSystem[];
}

/**
 * PATCH /devices/{id}/: any of the create fields. Units keep their ids while their system and unit
 * numbers stay; a save that removes units with alarm configurations, entries, floor-plan areas or
 * history is refused (409, `unitRemovalsOf`) unless `confirm_unit_removal` is true.
 */
export type UpdateDeviceRequest = Partial<CreateDeviceRequest> & {
  confirm_unit_removal?: boolean;
};

/** POST /devices/check-connection/ */
export interface ConnectionCheckRequest {
  model: string;
  connection: DeviceConnection;
}

/**
 * One read of the model's first register span: `detail` says how it went ('Answered in 12 ms'). Limited
 * per user and per company: 429 with Retry-After and a `detail` to show.
 */
export interface ConnectionCheckResult {
  ok: boolean;
  detail: string | null;
  /** The model the device answers as, when it refused the chosen model's registers. */
  suggested_model?: { key: string; name: string };
  /** What the device reports of its systems (models that can read it): numbers of systems and indoor units. */
  layout?: { systems: { unit: number; indoor_units: number[] }[] };
}

/**
 * POST /devices/{id}/check-now/: the device polled at once, past its reconnect backoff. `checked` is
 * false when the poll did not finish within the server's wait (it still comes); `status` is the
 * device's state after it.
 */
export interface DeviceCheckResult {
  checked: boolean;
  status: DeviceStatus;
}

/** Extra filter of the device list: one state. */
export interface DeviceListFilter {
  state?: DeviceState | null;
}

/** A row of the device list (GET /devices/slim/ and /devices/). */
export interface DeviceListItem {
  id: number;
  unit_id: string;
  active: boolean;
  device_type: string;
  /** The project the device belongs to (its name is shown in the list). */
  project: DeviceProjectRef | null;
  project_id?: number;
  version: string;
  firmware?: string;
  is_single_unit: boolean;
  /** Present on GET /devices/ (not on the slim list). */
  configuration?: DeviceModelConfiguration;
  /** Absent from servers without real devices. */
  status?: DeviceStatus;
}

export interface DeviceProjectRef {
  id: number;
  name: string;
}

/** Paging, search, ordering (`state`, `last_seen` among them) and the state filter. */
export type DeviceListParams = ListParams & DeviceListFilter;

export interface DeviceModelConfiguration {
  manufacturer: string;
  model: string;
  model_type: string;
}

export interface OutdoorUnit {
  id: number;
  unit: number;
  indoor_units?: IndoorUnit[];
}

export interface MappedConfigurationEntry {
  name: string;
  register: number;
  modbus_type?: ModbusType;
}

export interface IndoorUnit {
  id: number;
  unit: number;
  name: string;
  /** 'regular' or another kind; only selects an icon. */
  unit_type?: string;
  outdoor_unit?: number;
  mapped_configuration?: MappedConfigurationEntry[] | null;
}

/** GET /devices/{id}/ */
export interface Device {
  id: number;
  unit_id: string;
  firmware: string;
  device_type: string;
  is_single_unit: boolean;
  configuration: DeviceModelConfiguration;
  units: OutdoorUnit[];
  project_id: number;
  project?: DeviceProjectRef | null;
  active?: boolean;
  version?: string;
  /** The model's key (real devices). */
  model?: string;
  /** The Modbus TCP connection (real devices; shown to those who may edit it). */
  connection?: DeviceConnection;
  status?: DeviceStatus;
}

/** A raw reading; null while the device has not reported it. */
export type RawValue = number | null;

/**
 * The model's scale of each measured value of a summary (`{indoor_set_temp: 100}`: hundredths of a
 * degree). Summaries stay raw; a value reads raw / its scale by the domain's one rule. Absent from
 * an older server's answers (the specification's tenths then apply).
 */
export type SummaryScales<Summary> = Partial<Record<keyof Summary, number>>;

export interface OutdoorSummary {
  power: RawValue;
  outdoor_ambient_temp: RawValue;
  outdoor_error_status: RawValue;
  /** How many of the system's indoor units are in error. */
  indoor_error_status: number;
  all_indoor_units: IndoorUnitSlim[];
}

export interface IndoorSummary {
  power: RawValue;
  operation_mode: string | number | null;
  fan_speed?: string | number | null;
  indoor_set_temp: RawValue;
  indoor_ambient_temp: RawValue;
  error_status: RawValue;
}

export interface IndoorUnitSlim {
  id: number;
  unit: number;
  name: string;
  unit_type?: string;
  /** The system (outdoor unit) the indoor unit belongs to. */
  outdoor_unit?: number;
  mapped_configuration?: MappedConfigurationEntry[] | null;
  summary_data: IndoorSummary;
  summary_scales?: SummaryScales<IndoorSummary>;
}

export interface OutdoorUnitSlim {
  id: number;
  unit: number;
  summary_data: OutdoorSummary;
  summary_scales?: SummaryScales<OutdoorSummary>;
}

/** Summary of a single-unit device (a heat pump). */
export interface SingleUnitSummary {
  power: RawValue;
  mode: string | number | null;
  outdoor_ambient_temp: RawValue;
  wot_cool: RawValue;
  wot_heat: RawValue;
  water_tank_temp_set_point: RawValue;
  e_heater_leaving_water_sensor_temp: RawValue;
  entering_water_sensor_temp: RawValue;
  water_tank_temp_sensor_two: RawValue;
  error_led_state: RawValue;
}

/** GET /devices/{id}/slim/ */
export interface DeviceSlim {
  id: number;
  unit_id: string;
  device_type: string;
  is_single_unit: boolean;
  project_id?: number;
  project?: DeviceProjectRef | null;
  configuration?: DeviceModelConfiguration;
  active?: boolean;
  version?: string;
  firmware?: string;
  all_outdoor_units: OutdoorUnitSlim[];
  summary_data?: SingleUnitSummary | null;
  summary_scales?: SummaryScales<SingleUnitSummary> | null;
  status?: DeviceStatus;
}

/** A row of the latest-stats dialog. */
export interface DeviceStatRow {
  data_meaning: string;
  type: 'status' | 'error';
  value: { computed: number | string | null; actual: RawValue };
  address: number | string;
  register: number;
  modbus_type: ModbusType;
  formula?: string;
  key?: string;
  read_mapping?: Record<string, string> | null;
  unit?: string | null;
  writable?: boolean;
}

export interface HistoricalParams extends ListParams {
  /** Minutes per row (a multiple of 5; 5 by default). */
  interval?: number;
  /** Start of the window, ISO 8601; the server's default (90 days back) when absent. */
  from?: string;
  /** End of the window, ISO 8601; now when absent. */
  to?: string;
}

export interface HistoricalHeader {
  name: string;
  header: string;
  type?: 'status' | 'error' | 'time';
  unit?: string | null;
}

/** GET /devices/stats/historical/{unit_type}/{unit_id}/ */
export interface HistoricalResponse {
  results: {
    header_data: HistoricalHeader[];
    data: Array<Record<string, number | string | boolean | null>>;
  };
  count: number;
  pages: { current_page: number; total_pages?: number; page_size?: number };
  next?: string | null;
  previous?: string | null;
}

export interface Formula {
  data_meaning: string;
  modbus_type: ModbusType;
  address: number | string;
  register: number;
  read_mapping: Record<string, string> | null;
  type: 'status' | 'error';
  formula?: string;
  key?: string;
  unit?: string | null;
  scale?: number;
  writable?: boolean;
  min_value?: number | null;
  max_value?: number | null;
  /** Only these raw values may be written (mode and fan-speed codes, on/off). */
  allowed_values?: number[] | null;
}

/** GET /devices/{id}/configuration/ */
export interface DeviceConfiguration {
  is_single_unit: boolean;
  manufacturer?: string;
  model?: string;
  model_type?: string;
  general_formulas: Formula[];
  general_error_formulas: Formula[];
  outdoor_unit_formulas: Formula[];
  indoor_unit_formulas: Formula[];
  outdoor_unit_error_formulas: Formula[];
  indoor_unit_error_formulas: Formula[];
}

/** What to read in real time: register numbers of coils and registers. */
export interface RealtimeRequest {
  coils: number[];
  registers: number[];
}

/** Values keyed by register, as Debug Mode's raw read answers them (asked of the device). */
export interface RawReadResponse {
  coils: Record<string, RawValue>;
  registers: Record<string, RawValue>;
}

/**
 * Real-time values keyed by register: the device's last stored poll (DECISIONS.md "Real devices"),
 * with when it was read and the device's state (offline: the values are its last ones, stale). A
 * server that does not send the time and state leaves them out.
 */
export interface RealtimeResponse extends RawReadResponse {
  /** The poll the values come from (ISO 8601), null before the first. */
  read_at?: string | null;
  status?: DeviceStatus;
}

export interface GraphHeader {
  name: string;
  header: string;
  /** Unit of the values ('°C', 'Hz'); the reference server sends it, others may not. */
  unit?: string | null;
}

export interface GraphParams {
  headers: string[];
  /** Days: 1, 7, 30 or 90. */
  timerange: number;
  /** Minutes: 5, 15, 30 or 60. */
  interval: number;
}

export interface GraphPoint {
  timestamp: string;
  data: Record<string, { computed: number | null }>;
}

/** POST /devices/{id}/write/ */
export interface WriteParameterRequest {
  modbus_type: ModbusType;
  register: number;
  /** A coil takes 0/1 (or a boolean). */
  value: number | boolean;
  /** The unit ids when the register belongs to a system or an indoor unit. */
  outdoor_unit?: number | null;
  indoor_unit?: number | null;
}
