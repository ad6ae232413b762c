import { evaluateRegisterFormula } from '../format/registerFormula';
import type { RealtimeAnswer } from './realtime';
import type { UnitLevel } from '../devices/unitTree';

/** A parameter of a device configuration, as far as reading it goes. */
export interface PlannedFormula {
  modbus_type: 'coil' | 'register';
  /** The register of unit 0 (or of the device's general parameters). */
  register: number;
  /** The register of a unit as a formula of its number ('40000 + {unit} * 100'). */
  formula?: string | null;
}

/** The formulas of a device configuration, by level and kind (GET /devices/{id}/configuration/). */
export interface ConfigurationFormulas<Formula extends PlannedFormula> {
  general_formulas: readonly Formula[];
  general_error_formulas: readonly Formula[];
  outdoor_unit_formulas: readonly Formula[];
  outdoor_unit_error_formulas: readonly Formula[];
  indoor_unit_formulas: readonly Formula[];
  indoor_unit_error_formulas: readonly Formula[];
}

/** A parameter of the chosen item with the register it is read from for that item's unit. */
export interface PlannedParameter<Formula extends PlannedFormula> {
  formula: Formula;
  register: number;
}

/** The Status and Error Parameters of an item and the one read that fetches them all. */
export interface RegisterPlan<Formula extends PlannedFormula> {
  status: PlannedParameter<Formula>[];
  error: PlannedParameter<Formula>[];
  read: { coils: number[]; registers: number[] };
}

/** The configuration's status and error formulas of one level (device, system or indoor unit). */
export function formulasOfLevel<Formula extends PlannedFormula>(
  configuration: ConfigurationFormulas<Formula> | null | undefined,
  level: UnitLevel | null,
): { status: readonly Formula[]; error: readonly Formula[] } {
  if (!configuration || !level) return { status: [], error: [] };
  switch (level) {
    case 'device':
      return {
        status: configuration.general_formulas,
        error: configuration.general_error_formulas,
      };
    case 'system':
      return {
        status: configuration.outdoor_unit_formulas,
        error: configuration.outdoor_unit_error_formulas,
      };
    case 'unit':
      return {
        status: configuration.indoor_unit_formulas,
        error: configuration.indoor_unit_error_formulas,
      };
    default:
      return level satisfies never;
  }
}

/**
 * A formula's register for a unit number: its register formula evaluated for the number, else
 * the formula's own register (general parameters, or a formula that does not evaluate).
 */
export function plannedRegister(formula: PlannedFormula, unitNumber: number | null): number {
  const evaluated =
    unitNumber !== null && formula.formula
      ? evaluateRegisterFormula(formula.formula, unitNumber)
      : undefined;
  return evaluated ?? formula.register;
}

/**
 * What the tree view reads for a chosen item (projects.md §2): its level's Status and Error
 * Parameters, each at the register of the item's unit number (a system's or an indoor unit's; none
 * for a device), and the coils and registers of both lists as one read, in the lists' order.
 */
export function registerPlan<Formula extends PlannedFormula>(
  configuration: ConfigurationFormulas<Formula> | null | undefined,
  level: UnitLevel | null,
  unitNumber: number | null,
): RegisterPlan<Formula> {
  const formulas = formulasOfLevel(configuration, level);
  const plan = (list: readonly Formula[]) =>
    list.map((formula) => ({ formula, register: plannedRegister(formula, unitNumber) }));
  const status = plan(formulas.status);
  const error = plan(formulas.error);
  const all = [...status, ...error];
  const registersOf = (type: PlannedFormula['modbus_type']) =>
    all.filter((item) => item.formula.modbus_type === type).map((item) => item.register);
  return {
    status,
    error,
    read: { coils: registersOf('coil'), registers: registersOf('register') },
  };
}

/** A parameter's raw value in a real-time answer; null when the answer does not hold it. */
export function plannedRawValue<Value>(
  answer: RealtimeAnswer<Value> | null | undefined,
  parameter: PlannedParameter<PlannedFormula>,
): Value | null {
  const values = parameter.formula.modbus_type === 'coil' ? answer?.coils : answer?.registers;
  return values?.[String(parameter.register)] ?? null;
}
