import { REGISTER_FORMULA_PLACEHOLDER, computedReading } from '@hvac/console-domain';
import { DEVICE_MODELS } from './models';
import type { DeviceConfigurationResponse } from './schemas';
import type {
  DeviceModel,
  FormulaScope,
  FormulaView,
  ModbusType,
  ParameterDefinition,
  ResolvedParameter,
} from './types';

const builtInKeys = new Set(DEVICE_MODELS.map((model) => model.key));
const modelsByKey = new Map(DEVICE_MODELS.map((model) => [model.key, model]));

/** Whether a model key is one of the built-in model files. */
export function isBuiltInModel(key: string): boolean {
  return builtInKeys.has(key);
}

/**
 * The catalogue key of a device's model: a built-in model's own key, or a company's model under
 * `{tenant}/{key}` (two companies may both name a model `my-chiller`).
 */
export function catalogKey(tenant: string, key: string): string {
  return isBuiltInModel(key) ? key : `${tenant}/${key}`;
}

/** Makes a company's model known to the catalogue (models are immutable once added). */
export function registerModel(tenant: string, model: DeviceModel): void {
  modelsByKey.set(catalogKey(tenant, model.key), model);
}

export function findModel(key: string): DeviceModel | undefined {
  return modelsByKey.get(key);
}

export function getModel(key: string): DeviceModel {
  const model = modelsByKey.get(key);
  if (!model) throw new Error(`Unknown device model ${key}`);
  return model;
}

/** The units of one device as the simulator and the routes need them. */
export interface DeviceTopology {
  id: number;
  modelKey: string;
  outdoorUnits: readonly { id: number; unit: number }[];
  indoorUnits: readonly { id: number; unit: number; outdoorUnitId: number; name?: string }[];
}

function base(model: DeviceModel, scope: FormulaScope, modbusType: ModbusType): number {
  const layout = model.layout[scope];
  return modbusType === 'coil' ? layout.coilBase : layout.registerBase;
}

export function registerOf(
  model: DeviceModel,
  scope: FormulaScope,
  definition: ParameterDefinition,
  unit: number,
): number {
  const start = base(model, scope, definition.modbus_type) + definition.offset;
  return scope === 'general' ? start : start + (unit - 1) * model.layout[scope].stride;
}

/** The register formula with the unit placeholder, e.g. '2000 + ({unit} - 1) * 16 + 3'. */
export function formulaOf(
  model: DeviceModel,
  scope: FormulaScope,
  definition: ParameterDefinition,
): string {
  const start = base(model, scope, definition.modbus_type);
  if (scope === 'general') return String(start + definition.offset);
  return `${start} + (${REGISTER_FORMULA_PLACEHOLDER} - 1) * ${model.layout[scope].stride} + ${definition.offset}`;
}

/** Modbus reference address: 0xxxxx for coils, 4xxxxx for holding registers (1-based). */
export function addressOf(modbusType: ModbusType, register: number): string {
  const number = String(register + 1).padStart(5, '0');
  return modbusType === 'coil' ? `0${number}` : `4${number}`;
}

function formulaView(
  model: DeviceModel,
  scope: FormulaScope,
  definition: ParameterDefinition,
): FormulaView {
  const register = registerOf(model, scope, definition, 1);
  return {
    key: definition.key,
    data_meaning: definition.data_meaning,
    modbus_type: definition.modbus_type,
    address: addressOf(definition.modbus_type, register),
    register,
    formula: formulaOf(model, scope, definition),
    read_mapping: definition.read_mapping,
    type: definition.type,
    unit: definition.unit,
    scale: definition.scale,
    writable: definition.write !== undefined,
    min_value: definition.write?.min ?? null,
    max_value: definition.write?.max ?? null,
    allowed_values: definition.write?.allowed ? [...definition.write.allowed] : null,
  };
}

/** A parameter's write rule in the shape the domain's write checks read (the configuration's). */
export function writableFormula(definition: ParameterDefinition) {
  return {
    writable: definition.write !== undefined,
    min_value: definition.write?.min ?? null,
    max_value: definition.write?.max ?? null,
    allowed_values: definition.write?.allowed ?? null,
    read_mapping: definition.read_mapping,
    scale: definition.scale,
    unit: definition.unit,
  };
}

function views(model: DeviceModel, scope: FormulaScope, type: 'status' | 'error'): FormulaView[] {
  return model.parameters[scope]
    .filter((definition) => definition.type === type)
    .map((definition) => formulaView(model, scope, definition));
}

/** GET /devices/{id}/configuration/ (console.md §3 "Device configuration"). */
export function configurationOf(model: DeviceModel): DeviceConfigurationResponse {
  return {
    manufacturer: model.manufacturer,
    model: model.model,
    model_type: model.model_type,
    is_single_unit: model.is_single_unit,
    general_formulas: views(model, 'general', 'status'),
    general_error_formulas: views(model, 'general', 'error'),
    outdoor_unit_formulas: views(model, 'outdoor', 'status'),
    indoor_unit_formulas: views(model, 'indoor', 'status'),
    outdoor_unit_error_formulas: views(model, 'outdoor', 'error'),
    indoor_unit_error_formulas: views(model, 'indoor', 'error'),
  };
}

/** Every parameter of one unit (status first, then errors), with its concrete register. */
export function parametersOfUnit(
  model: DeviceModel,
  scope: FormulaScope,
  unit: number,
): ResolvedParameter[] {
  const definitions = model.parameters[scope];
  const ordered = [
    ...definitions.filter((definition) => definition.type === 'status'),
    ...definitions.filter((definition) => definition.type === 'error'),
  ];
  return ordered.map((definition) => ({
    definition,
    scope,
    unit,
    register: registerOf(model, scope, definition, unit),
  }));
}

export interface UnitRef {
  scope: FormulaScope;
  unit: number;
  /** outdoor_units.id / indoor_units.id, null for general. */
  unitId: number | null;
  /** For indoor units: outdoor_units.id of its system. */
  outdoorUnitId: number | null;
}

export interface IndexedParameter extends ResolvedParameter {
  ref: UnitRef;
}

const indexCache = new WeakMap<DeviceTopology, Map<string, IndexedParameter>>();
/**
 * The same indexes by topology (model and units), for devices loaded afresh by every request: a parameter
 * write would otherwise rebuild a device's whole index (hundreds of parameters) to find one of them.
 * Bounded; emptied when full. The indexes are read-only for every caller.
 */
const indexByTopology = new Map<string, Map<string, IndexedParameter>>();
const MAX_CACHED_TOPOLOGIES = 5_000;

function topologyKey(device: DeviceTopology): string {
  const outdoors = device.outdoorUnits.map((outdoor) => `${outdoor.id}:${outdoor.unit}`).join(',');
  const indoors = device.indoorUnits
    .map((indoor) => `${indoor.id}:${indoor.unit}:${indoor.outdoorUnitId}`)
    .join(',');
  return `${device.modelKey}|${outdoors}|${indoors}`;
}

function parameterKey(modbusType: string, register: number): string {
  return `${modbusType}:${register}`;
}

/** All parameters of a device keyed by modbus type and register. */
export function parameterIndex(device: DeviceTopology): Map<string, IndexedParameter> {
  const cached = indexCache.get(device);
  if (cached) return cached;
  const key = topologyKey(device);
  const shared = indexByTopology.get(key);
  if (shared) {
    indexCache.set(device, shared);
    return shared;
  }
  const model = getModel(device.modelKey);
  const index = new Map<string, IndexedParameter>();
  const add = (parameters: ResolvedParameter[], ref: UnitRef) => {
    for (const parameter of parameters) {
      index.set(parameterKey(parameter.definition.modbus_type, parameter.register), {
        ...parameter,
        ref,
      });
    }
  };
  add(parametersOfUnit(model, 'general', 0), {
    scope: 'general',
    unit: 0,
    unitId: null,
    outdoorUnitId: null,
  });
  for (const outdoor of device.outdoorUnits) {
    add(parametersOfUnit(model, 'outdoor', outdoor.unit), {
      scope: 'outdoor',
      unit: outdoor.unit,
      unitId: outdoor.id,
      outdoorUnitId: outdoor.id,
    });
  }
  for (const indoor of device.indoorUnits) {
    add(parametersOfUnit(model, 'indoor', indoor.unit), {
      scope: 'indoor',
      unit: indoor.unit,
      unitId: indoor.id,
      outdoorUnitId: indoor.outdoorUnitId,
    });
  }
  indexCache.set(device, index);
  if (indexByTopology.size >= MAX_CACHED_TOPOLOGIES) indexByTopology.clear();
  indexByTopology.set(key, index);
  return index;
}

export function findParameter(
  device: DeviceTopology,
  modbusType: ModbusType,
  register: number,
): IndexedParameter | undefined {
  return parameterIndex(device).get(parameterKey(modbusType, register));
}

/**
 * Computed value of a raw (decoded) reading: the mapping's label, or raw / scale at the scale's
 * decimals (the domain's one rule, the same the console shows).
 */
export function computedValue(definition: ParameterDefinition, raw: number): number | string {
  return computedReading(definition, raw);
}
