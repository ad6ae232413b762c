import type { UnitKind } from '../format/registerFormula';
import { evaluateRegisterFormula, registerFormulaText } from '../format/registerFormula';
import type { RealtimeRead } from '../realtime/realtime';

/** The scopes of a device configuration's formulas: the device itself, outdoor and indoor units. */
export const DEBUG_SCOPES = ['general', 'outdoor', 'indoor'] as const;
export type DebugScope = (typeof DEBUG_SCOPES)[number];

/** A configuration formula as console.md §3 lists it. */
export interface DebugFormula {
  data_meaning: string;
  modbus_type: 'coil' | 'register';
  /** The register of unit 1 (general formulas: the register). */
  register: number;
  /** '2000 + ({unit} - 1) * 16 + 3' for unit formulas; absent or a number for general ones. */
  formula?: string | null;
  type?: string | null;
}

/** The six formula lists of a device configuration (console.md §3 "Device configuration"). */
export interface DebugConfiguration {
  general_formulas?: readonly DebugFormula[] | null;
  general_error_formulas?: readonly DebugFormula[] | null;
  outdoor_unit_formulas?: readonly DebugFormula[] | null;
  indoor_unit_formulas?: readonly DebugFormula[] | null;
  outdoor_unit_error_formulas?: readonly DebugFormula[] | null;
  indoor_unit_error_formulas?: readonly DebugFormula[] | null;
}

/** The unit numbers of a device: its outdoor units and their indoor units. */
export interface DebugUnits {
  outdoor: readonly number[];
  indoor: readonly number[];
}

/** One coil or register of the device, with the formula it comes from. */
export interface DebugParameter {
  /** 'register:40102', unique within the device. */
  key: string;
  scope: DebugScope;
  /** The unit number; null for the device's general parameters. */
  unit: number | null;
  data_meaning: string;
  type: string;
  modbus_type: 'coil' | 'register';
  /** The formula as the device screens show it ('j' for outdoor units, 'i' for indoor ones). */
  formula: string;
  register: number;
}

const SCOPE_LISTS: Record<DebugScope, (keyof DebugConfiguration)[]> = {
  general: ['general_formulas', 'general_error_formulas'],
  outdoor: ['outdoor_unit_formulas', 'outdoor_unit_error_formulas'],
  indoor: ['indoor_unit_formulas', 'indoor_unit_error_formulas'],
};

function registerOf(formula: DebugFormula, unit: number | null): number | undefined {
  if (unit === null || !formula.formula) return formula.register;
  return evaluateRegisterFormula(formula.formula, unit);
}

/**
 * Every coil and register a device has, for Debug Mode (DECISIONS.md): the general formulas once,
 * each unit formula once per outdoor or indoor unit with its register computed from the formula.
 * Each coil and register appears once (the first formula naming it wins), in configuration order.
 */
export function debugParameters(
  configuration: DebugConfiguration | null | undefined,
  units: DebugUnits,
): DebugParameter[] {
  if (!configuration) return [];
  const seen = new Set<string>();
  const parameters: DebugParameter[] = [];
  for (const scope of DEBUG_SCOPES) {
    const unitNumbers: readonly (number | null)[] =
      scope === 'general' ? [null] : scope === 'outdoor' ? units.outdoor : units.indoor;
    const formulas = SCOPE_LISTS[scope].flatMap((list) => configuration[list] ?? []);
    for (const unit of unitNumbers) {
      for (const formula of formulas) {
        const register = registerOf(formula, unit);
        if (register === undefined || !Number.isInteger(register) || register < 0) continue;
        const key = `${formula.modbus_type}:${register}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const unitKind: UnitKind = scope === 'outdoor' ? 'outdoor' : 'indoor';
        parameters.push({
          key,
          scope,
          unit,
          data_meaning: formula.data_meaning,
          type: formula.type ?? '',
          modbus_type: formula.modbus_type,
          formula:
            scope === 'general'
              ? String(formula.formula ?? formula.register)
              : registerFormulaText(formula.formula ?? String(formula.register), unitKind),
          register,
        });
      }
    }
  }
  return parameters;
}

/** The one read of Debug Mode: every coil and every register (the client batches it by 40). */
export function debugRead(parameters: readonly DebugParameter[]): RealtimeRead<number> {
  return {
    coils: parameters.filter((item) => item.modbus_type === 'coil').map((item) => item.register),
    registers: parameters
      .filter((item) => item.modbus_type === 'register')
      .map((item) => item.register),
  };
}

/** The raw value of a parameter in a read's answer; undefined when the answer does not hold it. */
export function debugRawValue<Value>(
  parameter: Pick<DebugParameter, 'modbus_type' | 'register'>,
  values: { coils?: Record<string, Value> | null; registers?: Record<string, Value> | null },
): Value | undefined {
  const map = parameter.modbus_type === 'coil' ? values.coils : values.registers;
  return map?.[String(parameter.register)];
}
