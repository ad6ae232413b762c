import { addressOf, computedValue, formulaOf, getModel, parametersOfUnit } from './catalog';
import type { IndexedParameter } from './catalog';
import type { FormulaScope, ResolvedParameter } from './types';
import type { ValueSource } from './live';
import type { StoredDevice } from './store';
import { effectiveDeviceState, systemTitle } from '@hvac/console-domain';
import type {
  DeviceStatusResponse,
  DeviceListItemResponse,
  DeviceResponse,
  DeviceSlimResponse,
  ModelSummaryResponse,
  SingleUnitSummaryResponse,
  StatisticRowResponse,
  SummaryScalesResponse,
  UnitsResponse,
} from './schemas';

/** JSON views of devices and their units, computed from live simulator values at one time. */

function raw(simulation: ValueSource, parameter: ResolvedParameter, time: number): number | null {
  return simulation.valueAt(parameter.definition.modbus_type, parameter.register, time) ?? null;
}

function valuesByKey(
  simulation: ValueSource,
  scope: FormulaScope,
  unit: number,
  time: number,
): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  for (const parameter of parametersOfUnit(simulation.model, scope, unit)) {
    values[parameter.definition.key] = raw(simulation, parameter, time);
  }
  return values;
}

/**
 * The scales of a summary's measured values (those without a read mapping), from the model's
 * parameters of that scope: `{indoor_set_temp: 10, indoor_ambient_temp: 10}`.
 */
export function summaryScales(
  model: ValueSource['model'],
  scope: FormulaScope,
  keys: readonly string[],
): SummaryScalesResponse {
  const scales: SummaryScalesResponse = {};
  for (const definition of model.parameters[scope]) {
    if (definition.read_mapping === null && keys.includes(definition.key))
      scales[definition.key] = definition.scale;
  }
  return scales;
}

export function modelConfiguration(device: StoredDevice): ModelSummaryResponse {
  const model = getModel(device.modelKey);
  return { manufacturer: model.manufacturer, model: model.model, model_type: model.model_type };
}

/** `status` of a device answer and GET /devices/{id}/status/: what the poller recorded, at `time`. */
export function deviceStatusView(device: StoredDevice['row'], time: number): DeviceStatusResponse {
  const lastSeen = device.last_seen === null ? null : new Date(device.last_seen);
  return {
    state: effectiveDeviceState(device.state, lastSeen, device.poll_interval, new Date(time)),
    last_seen: lastSeen?.toISOString() ?? null,
    last_error: device.last_error,
  };
}

/** The list row of GET /devices/ and /devices/slim/. */
export function deviceListItem(device: StoredDevice['row'], time: number): DeviceListItemResponse {
  return {
    id: device.id,
    unit_id: device.unit_id,
    active: device.active,
    device_type: device.device_type,
    project: { id: device.project_id, name: device.project_name },
    project_id: device.project_id,
    version: device.version,
    firmware: device.firmware,
    is_single_unit: device.is_single_unit,
    status: deviceStatusView(device, time),
  };
}

function mappedConfiguration(device: StoredDevice, unit: number) {
  return parametersOfUnit(getModel(device.modelKey), 'indoor', unit).map((parameter) => ({
    name: parameter.definition.data_meaning,
    register: parameter.register,
    modbus_type: parameter.definition.modbus_type,
  }));
}

function indoorUnitView(device: StoredDevice, indoor: StoredDevice['indoorUnits'][number]) {
  return {
    id: indoor.id,
    unit: indoor.unit,
    name: indoor.name,
    unit_type: indoor.unitType,
    outdoor_unit: indoor.outdoorUnitId,
    mapped_configuration: mappedConfiguration(device, indoor.unit),
  };
}

/** GET /devices/{id}/units/: the systems with their indoor units. */
export function unitsView(device: StoredDevice): UnitsResponse {
  return device.outdoorUnits.map((outdoor) => ({
    id: outdoor.id,
    unit: outdoor.unit,
    indoor_units: device.indoorUnits
      .filter((indoor) => indoor.outdoorUnitId === outdoor.id)
      .map((indoor) => indoorUnitView(device, indoor)),
  }));
}

/** GET /devices/{id}/ */
export function deviceView(device: StoredDevice, time: number): DeviceResponse {
  return {
    ...deviceListItem(device.row, time),
    configuration: modelConfiguration(device),
    units: unitsView(device),
    model: device.row.model_key,
    connection: {
      host: device.row.host,
      port: device.row.port,
      unit: device.row.modbus_unit,
      poll_interval: device.row.poll_interval,
    },
  };
}

const INDOOR_SUMMARY_KEYS = [
  'power',
  'operation_mode',
  'fan_speed',
  'indoor_set_temp',
  'indoor_ambient_temp',
  'error_status',
] as const;
const OUTDOOR_SUMMARY_KEYS = ['power', 'outdoor_ambient_temp', 'outdoor_error_status'] as const;
const SINGLE_UNIT_SUMMARY_KEYS = [
  'power',
  'mode',
  'outdoor_ambient_temp',
  'wot_cool',
  'wot_heat',
  'water_tank_temp_set_point',
  'e_heater_leaving_water_sensor_temp',
  'entering_water_sensor_temp',
  'water_tank_temp_sensor_two',
  'error_led_state',
] as const;

/** Single-unit summary (console.md §3): raw values as the device reports them. */
export function singleUnitSummary(
  simulation: ValueSource,
  time: number,
): SingleUnitSummaryResponse {
  const values = valuesByKey(simulation, 'general', 0, time);
  return {
    power: values.power ?? null,
    mode: values.mode ?? null,
    outdoor_ambient_temp: values.outdoor_ambient_temp ?? null,
    wot_cool: values.wot_cool ?? null,
    wot_heat: values.wot_heat ?? null,
    water_tank_temp_set_point: values.water_tank_temp_set_point ?? null,
    e_heater_leaving_water_sensor_temp: values.e_heater_leaving_water_sensor_temp ?? null,
    entering_water_sensor_temp: values.entering_water_sensor_temp ?? null,
    water_tank_temp_sensor_two: values.water_tank_temp_sensor_two ?? null,
    error_led_state: values.error_led_state ?? null,
  };
}

/**
 * GET /devices/{id}/slim/ (console.md §3 "Device slim"): raw power (170 on), mode and fan codes,
 * temperatures in tenths; error statuses are the error codes (0 none) and, for a system, the number
 * of its indoor units in error.
 */
export function deviceSlimView(
  device: StoredDevice,
  simulation: ValueSource,
  time: number,
): DeviceSlimResponse {
  const { model } = simulation;
  const indoorScales = summaryScales(model, 'indoor', INDOOR_SUMMARY_KEYS);
  const outdoorScales = summaryScales(model, 'outdoor', OUTDOOR_SUMMARY_KEYS);
  const allOutdoorUnits = device.outdoorUnits.map((outdoor) => {
    const values = valuesByKey(simulation, 'outdoor', outdoor.unit, time);
    const indoors = device.indoorUnits
      .filter((indoor) => indoor.outdoorUnitId === outdoor.id)
      .map((indoor) => {
        const indoorValues = valuesByKey(simulation, 'indoor', indoor.unit, time);
        return {
          ...indoorUnitView(device, indoor),
          summary_data: {
            power: indoorValues.power,
            operation_mode: indoorValues.operation_mode,
            fan_speed: indoorValues.fan_speed,
            indoor_set_temp: indoorValues.indoor_set_temp,
            indoor_ambient_temp: indoorValues.indoor_ambient_temp,
            error_status: indoorValues.error_status,
          },
          summary_scales: indoorScales,
        };
      });
    return {
      id: outdoor.id,
      unit: outdoor.unit,
      summary_data: {
        power: values.power,
        outdoor_ambient_temp: values.outdoor_ambient_temp,
        outdoor_error_status: values.outdoor_error_status,
        indoor_error_status: indoors.filter(
          (indoor) => (indoor.summary_data.error_status ?? 0) !== 0,
        ).length,
        all_indoor_units: indoors,
      },
      summary_scales: outdoorScales,
    };
  });
  return {
    ...deviceListItem(device.row, time),
    configuration: modelConfiguration(device),
    all_outdoor_units: allOutdoorUnits,
    summary_data: device.row.is_single_unit ? singleUnitSummary(simulation, time) : null,
    summary_scales: device.row.is_single_unit
      ? summaryScales(model, 'general', SINGLE_UNIT_SUMMARY_KEYS)
      : null,
  };
}

/** A row of the latest-stats dialog (GET /devices/stats/slim/…). */
export function statisticRow(
  simulation: ValueSource,
  parameter: ResolvedParameter,
  time: number,
): StatisticRowResponse {
  const actual = raw(simulation, parameter, time);
  const { definition } = parameter;
  return {
    key: definition.key,
    data_meaning: definition.data_meaning,
    type: definition.type,
    value: { computed: actual === null ? null : computedValue(definition, actual), actual },
    address: addressOf(definition.modbus_type, parameter.register),
    register: parameter.register,
    modbus_type: definition.modbus_type,
    formula: formulaOf(simulation.model, parameter.scope, definition),
    read_mapping: definition.read_mapping,
    unit: definition.unit,
    writable: definition.write !== undefined,
  };
}

/** A parameter named with its unit for the change log: 'Set temperature · Office 2.14', 'Low pressure · System 2'. */
export function parameterLabel(device: StoredDevice, parameter: IndexedParameter): string {
  const name = parameter.definition.data_meaning;
  if (parameter.ref.scope === 'outdoor') return `${name} · ${systemTitle(parameter.unit)}`;
  if (parameter.ref.scope === 'indoor') {
    const indoor = device.indoorUnits.find((candidate) => candidate.id === parameter.ref.unitId);
    return `${name} · ${indoor?.name || `Indoor unit ${parameter.unit}`}`;
  }
  return name;
}
