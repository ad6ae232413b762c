import { MESSAGES } from '../messages/messages';

/** Operation-mode codes as devices report them, with their names (console.md §4). */
export const OPERATION_MODES = {
  '1': 'Cooling',
  '2': 'Dehumidifying',
  '3': 'Fan',
  '4': 'Heating',
  '5': 'Auto Cooling',
  '6': 'Auto Heating',
  '7': 'Floor Heating',
  '8': 'Quick Heating',
  '9': 'Heat Supply',
  '0A': 'Clothes Drying',
  '0B': 'Air Discharge',
  '0C': 'Auto Dehumidifying',
} as const;
export type OperationModeCode = keyof typeof OPERATION_MODES;

/** Fan-speed codes with their names (console.md §4). */
export const FAN_SPEEDS = {
  '1': 'Stops',
  '2': 'Super Low',
  '3': 'Low',
  '4': 'Medium Low',
  '5': 'Medium',
  '6': 'Medium High',
  '7': 'High',
  '8': 'Super High',
  '9': 'Quiet R1',
  '0A': 'Quiet R2',
  '0B': 'Quiet R3',
} as const;
export type FanSpeedCode = keyof typeof FAN_SPEEDS;

export type RawCode = number | string | null | undefined;

/**
 * Normalises a raw code to the spec's spelling: numbers and decimal strings 1..9 give '1'..'9',
 * 10, 11, 12 give '0A', '0B', '0C'; hex spellings ('A', '0a', '0B') are upper-cased with a leading 0.
 * Returns undefined when the value is not such a code.
 */
export function normalizeCode(raw: RawCode): string | undefined {
  if (raw == null) return undefined;
  const text = String(raw).trim().toUpperCase();
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value >= 1 && value <= 9) return String(value);
    if (value >= 10 && value <= 15) return `0${value.toString(16).toUpperCase()}`;
    return undefined;
  }
  const hex = /^0?([A-F])$/.exec(text);
  return hex ? `0${hex[1]}` : undefined;
}

function codeName(table: Readonly<Record<string, string>>, raw: RawCode): string {
  const code = normalizeCode(raw);
  if (code !== undefined && Object.hasOwn(table, code)) return table[code];
  // DECISIONS.md: an unknown code reads as the raw code, never empty or 'undefined'.
  if (raw == null || String(raw).trim() === '') return MESSAGES.NOT_AVAILABLE;
  return String(raw);
}

/** Name of an operation mode ('1' → 'Cooling', 10 or '0A' → 'Clothes Drying'); unknown → raw code. */
export function operationModeName(code: RawCode): string {
  return codeName(OPERATION_MODES, code);
}

/** Name of a fan speed ('2' → 'Super Low', 11 or '0B' → 'Quiet R3'); unknown → raw code. */
export function fanSpeedName(code: RawCode): string {
  return codeName(FAN_SPEEDS, code);
}
