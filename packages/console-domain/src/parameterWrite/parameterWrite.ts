import { MESSAGES } from '../messages/messages';
import type { Reading } from '../units/reading';
import { formatReading, readingDecimals } from '../units/reading';

/**
 * What a parameter's configuration says about writing it (GET /devices/{id}/configuration/):
 * a range of raw values, optionally a list of allowed codes, and how to show them.
 */
export interface WritableFormulaLike {
  writable?: boolean | null;
  min_value?: number | null;
  max_value?: number | null;
  /** Only these raw values are accepted (mode and fan-speed codes, on/off). */
  allowed_values?: readonly number[] | null;
  read_mapping?: Readonly<Record<string, string>> | null;
  /** Computed value = raw / scale (10 for temperatures in tenths of a degree). */
  scale?: number | null;
  unit?: string | null;
}

export interface WriteChoice {
  raw: number;
  label: string;
}

/** A parameter chosen by name (operation mode, fan speed, on/off). */
export interface ChoiceWriteRule {
  kind: 'choice';
  choices: WriteChoice[];
}

/** A number entered in display units (°C for set temperatures), sent as raw = value × scale. */
export interface NumberWriteRule {
  kind: 'number';
  /** Smallest and largest display value, and the step between accepted values. */
  min: number;
  max: number;
  step: number;
  scale: number;
  unit: string | null;
  /** Decimals shown (1 for tenths). */
  decimals: number;
}

export type WriteRule = ChoiceWriteRule | NumberWriteRule;

export type WriteInputResult = { valid: true; raw: number } | { valid: false; message: string };

/**
 * The rule a write dialog follows, or undefined when the parameter cannot be written. A read mapping
 * makes it a choice of names (restricted to the allowed codes, or else the range); otherwise a
 * number in display units with the range and a step of one raw unit.
 */
export function writeRuleOf(formula: WritableFormulaLike): WriteRule | undefined {
  const { min_value: min, max_value: max } = formula;
  if (!formula.writable || min == null || max == null || min > max) return undefined;
  const allowed = formula.allowed_values ?? undefined;
  const accepts = (raw: number) =>
    Number.isInteger(raw) && raw >= min && raw <= max && (!allowed || allowed.includes(raw));
  if (formula.read_mapping && Object.keys(formula.read_mapping).length > 0) {
    const choices = Object.entries(formula.read_mapping)
      .map(([code, label]) => ({ raw: Number(code), label }))
      .filter((choice) => accepts(choice.raw));
    // Allowed codes without a name still appear, by their raw code (DECISIONS.md Display).
    for (const raw of allowed ?? []) {
      if (accepts(raw) && !choices.some((choice) => choice.raw === raw)) {
        choices.push({ raw, label: String(raw) });
      }
    }
    choices.sort((a, b) => a.raw - b.raw);
    return choices.length > 0 ? { kind: 'choice', choices } : undefined;
  }
  const scale = formula.scale && formula.scale > 0 ? formula.scale : 1;
  return {
    kind: 'number',
    min: min / scale,
    max: max / scale,
    step: 1 / scale,
    scale,
    unit: formula.unit ?? null,
    decimals: readingDecimals(scale),
  };
}

/** A raw value as the rule shows it: the choice's name, or the number in display units. */
export function formatWriteValue(rule: WriteRule, raw: number | string | null | undefined): string {
  if (raw == null || raw === '' || !Number.isFinite(Number(raw))) return MESSAGES.NOT_AVAILABLE;
  const value = Number(raw);
  if (rule.kind === 'choice') {
    return rule.choices.find((choice) => choice.raw === value)?.label ?? String(raw);
  }
  const text = (value / rule.scale).toFixed(rule.decimals);
  return rule.unit ? `${text} ${rule.unit}` : text;
}

/** 'Enter a value from 16.0 to 30.0 °C.' */
export function writeRangeMessage(rule: NumberWriteRule): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  return `Enter a value from ${rule.min.toFixed(rule.decimals)} to ${rule.max.toFixed(rule.decimals)}${unit}.`;
}

/**
 * 'Enter a value in steps of 0.1 °C, such as 22.5 or 22.6.': a value inside the range that one raw
 * step cannot carry, with the two accepted values around it.
 */
export function writeStepMessage(rule: NumberWriteRule, value: number): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const lower = Math.floor(value * rule.scale + 1e-9) / rule.scale;
  const upper = Math.min(rule.max, lower + rule.step);
  const step = rule.step.toFixed(rule.decimals);
  return `Enter a value in steps of ${step}${unit}, such as ${lower.toFixed(rule.decimals)} or ${upper.toFixed(rule.decimals)}.`;
}

/**
 * Checks what the user typed or chose against the rule and gives the raw value to send. The same
 * check runs on the server, whose field message the dialog shows.
 */
export function parseWriteInput(rule: WriteRule, input: string | number): WriteInputResult {
  const text = String(input).trim().replace(',', '.');
  if (text === '') return { valid: false, message: MESSAGES.WRITE_VALUE_REQUIRED };
  const value = Number(text);
  if (rule.kind === 'choice') {
    return rule.choices.some((choice) => choice.raw === value)
      ? { valid: true, raw: value }
      : { valid: false, message: MESSAGES.WRITE_VALUE_NOT_ALLOWED };
  }
  if (!Number.isFinite(value)) return { valid: false, message: writeRangeMessage(rule) };
  const raw = Math.round(value * rule.scale);
  // More decimals than one raw step can carry would be silently rounded: refuse them instead.
  const outOfStep = Math.abs(raw - value * rule.scale) > 1e-6;
  if (value < rule.min || value > rule.max) {
    return { valid: false, message: writeRangeMessage(rule) };
  }
  if (outOfStep) return { valid: false, message: writeStepMessage(rule, value) };
  return { valid: true, raw };
}

/** Whether a raw value is one the rule accepts (the server's check of a write). */
export function acceptsRawValue(formula: WritableFormulaLike, raw: number): WriteInputResult {
  const rule = writeRuleOf(formula);
  if (!rule) return { valid: false, message: MESSAGES.PARAMETER_NOT_WRITABLE };
  if (rule.kind === 'choice') return parseWriteInput(rule, raw);
  if (!Number.isInteger(raw)) return { valid: false, message: writeRangeMessage(rule) };
  return parseWriteInput(rule, raw / rule.scale);
}

/**
 * A write's change-log `data` (DECISIONS.md): the register, the value as the user chose it in the
 * parameter's unit ('23.5 °C', 'Heating'), then the raw value sent to the device.
 */
export function writeChangeLogData(
  formula: WritableFormulaLike,
  register: number,
  raw: number,
): [number, string, number] {
  const rule = writeRuleOf(formula);
  return [register, rule ? formatWriteValue(rule, raw) : String(raw), raw];
}

/** How a parameter reads (a formula's read mapping, scale and unit). */
export type ParameterReadLike = Reading;

/** A live raw value as the tree view shows it: the one rule of readings (formatReading). */
export function formatParameterValue(
  formula: ParameterReadLike,
  raw: number | string | null | undefined,
): string {
  return formatReading(formula, raw);
}
