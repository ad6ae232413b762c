import { DEVICE_STATES } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../http/responses';

/** Response schemas of the device routes; the views in ./views.ts answer these types. */

export const modbusTypeSchema = z.enum(['coil', 'register']);
/** A raw reading as a device reports it; null while it has not reported it. */
const rawValue = z.number().nullable();
const readMapping = z.record(z.string(), z.string()).nullable();

export const modelSummaryResponse = z.strictObject({
  manufacturer: z.string(),
  model: z.string(),
  model_type: z.string(),
});

export const deviceStatusResponse = z.strictObject({
  state: z.enum(DEVICE_STATES),
  /** ISO 8601 time of the last successful poll. */
  last_seen: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type DeviceStatusResponse = z.infer<typeof deviceStatusResponse>;

/** POST /devices/check-connection/ */
export const checkConnectionResponse = z.strictObject({
  ok: z.boolean(),
  detail: z.string(),
  suggested_model: z.strictObject({ key: z.string(), name: z.string() }).optional(),
  layout: z
    .strictObject({
      systems: z.array(
        z.strictObject({ unit: z.number().int(), indoor_units: z.array(z.number().int()) }),
      ),
    })
    .optional(),
});

export const deviceConnectionResponse = z.strictObject({
  host: z.string(),
  port: z.number().int(),
  unit: z.number().int(),
  poll_interval: z.number().int(),
});

export const deviceListItemResponse = z.strictObject({
  id: wire.id,
  unit_id: z.string(),
  active: z.boolean(),
  device_type: z.string(),
  project: z.strictObject({ id: wire.id, name: z.string() }),
  project_id: wire.id,
  version: z.string(),
  firmware: z.string(),
  is_single_unit: z.boolean(),
  status: deviceStatusResponse,
});
export type DeviceListItemResponse = z.infer<typeof deviceListItemResponse>;
export const deviceSlimPageResponse = pageResponse(deviceListItemResponse);
export const deviceWithModelResponse = deviceListItemResponse.extend({
  configuration: modelSummaryResponse,
});
export type DeviceWithModelResponse = z.infer<typeof deviceWithModelResponse>;
export const devicePageResponse = pageResponse(deviceWithModelResponse);

export type ModelSummaryResponse = z.infer<typeof modelSummaryResponse>;

export const mappedConfigurationResponse = z.strictObject({
  name: z.string(),
  register: z.number().int().min(0),
  modbus_type: modbusTypeSchema,
});

export const indoorUnitResponse = z.strictObject({
  id: wire.id,
  unit: z.number().int().min(1),
  name: z.string(),
  unit_type: z.string(),
  outdoor_unit: wire.id,
  mapped_configuration: z.array(mappedConfigurationResponse),
});
export const outdoorUnitResponse = z.strictObject({
  id: wire.id,
  unit: z.number().int().min(1),
  indoor_units: z.array(indoorUnitResponse),
});
export const unitsResponse = z.array(outdoorUnitResponse);
export type UnitsResponse = z.infer<typeof unitsResponse>;

export const deviceResponse = deviceWithModelResponse.extend({
  units: unitsResponse,
  /** The device model's key (GET /device-models/). */
  model: z.string(),
  connection: deviceConnectionResponse,
});
export type DeviceResponse = z.infer<typeof deviceResponse>;

export const indoorSummaryResponse = z.strictObject({
  power: rawValue,
  operation_mode: rawValue,
  fan_speed: rawValue,
  indoor_set_temp: rawValue,
  indoor_ambient_temp: rawValue,
  error_status: rawValue,
});
export const singleUnitSummaryResponse = z.strictObject({
  power: rawValue,
  mode: rawValue,
  outdoor_ambient_temp: rawValue,
  wot_cool: rawValue,
  wot_heat: rawValue,
  water_tank_temp_set_point: rawValue,
  e_heater_leaving_water_sensor_temp: rawValue,
  entering_water_sensor_temp: rawValue,
  water_tank_temp_sensor_two: rawValue,
  error_led_state: rawValue,
});
export type SingleUnitSummaryResponse = z.infer<typeof singleUnitSummaryResponse>;
/**
 * The model's scale of each measured value of a summary (`indoor_set_temp: 100`): the summary's
 * values stay raw, and every screen reads them by the one rule of the domain with these scales.
 */
export const summaryScalesResponse = z.record(z.string(), z.number().positive());
export type SummaryScalesResponse = z.infer<typeof summaryScalesResponse>;
export const deviceSlimResponse = deviceWithModelResponse.extend({
  all_outdoor_units: z.array(
    z.strictObject({
      id: wire.id,
      unit: z.number().int().min(1),
      summary_data: z.strictObject({
        power: rawValue,
        outdoor_ambient_temp: rawValue,
        outdoor_error_status: rawValue,
        /** How many of the system's indoor units are in error. */
        indoor_error_status: wire.count,
        all_indoor_units: z.array(
          indoorUnitResponse.extend({
            summary_data: indoorSummaryResponse,
            summary_scales: summaryScalesResponse,
          }),
        ),
      }),
      summary_scales: summaryScalesResponse,
    }),
  ),
  summary_data: singleUnitSummaryResponse.nullable(),
  summary_scales: summaryScalesResponse.nullable(),
});
export type DeviceSlimResponse = z.infer<typeof deviceSlimResponse>;
export const deviceSlimListResponse = z.array(deviceSlimResponse);

export const formulaResponse = z.strictObject({
  key: z.string(),
  data_meaning: z.string(),
  modbus_type: modbusTypeSchema,
  address: z.string(),
  register: z.number().int().min(0),
  formula: z.string(),
  read_mapping: readMapping,
  type: z.enum(['status', 'error']),
  unit: z.string().nullable(),
  scale: z.number(),
  writable: z.boolean(),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  /** The only raw values a write may send (codes, on/off); null for a plain range. */
  allowed_values: z.array(z.number().int()).nullable(),
});
export const deviceConfigurationResponse = modelSummaryResponse.extend({
  is_single_unit: z.boolean(),
  general_formulas: z.array(formulaResponse),
  general_error_formulas: z.array(formulaResponse),
  outdoor_unit_formulas: z.array(formulaResponse),
  indoor_unit_formulas: z.array(formulaResponse),
  outdoor_unit_error_formulas: z.array(formulaResponse),
  indoor_unit_error_formulas: z.array(formulaResponse),
});
export type DeviceConfigurationResponse = z.infer<typeof deviceConfigurationResponse>;

/** Debug Mode's raw read: what the device answered just now, keyed by address. */
export const rawReadResponse = z.strictObject({
  coils: z.record(z.string(), rawValue),
  registers: z.record(z.string(), rawValue),
});

/** The last stored poll's values, when they were read and the device's state (stale when offline). */
export const realtimeResponse = z.strictObject({
  coils: z.record(z.string(), rawValue),
  registers: z.record(z.string(), rawValue),
  read_at: z.string().nullable(),
  status: deviceStatusResponse,
});
export type RealtimeResponse = z.infer<typeof realtimeResponse>;

export const graphHeadersResponse = z.array(
  z.strictObject({
    name: z.string(),
    header: z.string(),
    /** Unit of the computed values ('°C', 'Hz', …), null when they have none. */
    unit: z.string().nullable(),
  }),
);
export type GraphHeadersResponse = z.infer<typeof graphHeadersResponse>;

export const statisticRowResponse = z.strictObject({
  key: z.string(),
  data_meaning: z.string(),
  type: z.enum(['status', 'error']),
  value: z.strictObject({
    computed: z.union([z.number(), z.string()]).nullable(),
    actual: rawValue,
  }),
  address: z.string(),
  register: z.number().int().min(0),
  modbus_type: modbusTypeSchema,
  formula: z.string(),
  read_mapping: readMapping,
  unit: z.string().nullable(),
  writable: z.boolean(),
});
export const statisticRowsResponse = z.array(statisticRowResponse);
export type StatisticRowResponse = z.infer<typeof statisticRowResponse>;

export const historicalResponse = z.strictObject({
  results: z.strictObject({
    header_data: z.array(
      z.strictObject({
        name: z.string(),
        header: z.string(),
        type: z.enum(['status', 'error', 'time']),
        unit: z.string().nullable(),
      }),
    ),
    data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  }),
  count: wire.count,
  pages: z.strictObject({
    current_page: z.number().int().min(1),
    total_pages: z.number().int().min(1),
    page_size: z.number().int().min(1),
  }),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type HistoricalResponse = z.infer<typeof historicalResponse>;
