import { MESSAGES } from '../messages/messages';

/**
 * How a raw device value reads: a name per code, or the decoded register / scale in a unit. The
 * fields are the model parameter's own (a device configuration's formula, a server model's
 * parameter); nothing here is assumed about a value's scale.
 */
export interface Reading {
  /** Names of the codes ('0' → 'Off'); a code without a name reads as the code. */
  read_mapping?: Readonly<Record<string, string>> | null;
  /** Raw units per displayed unit (10: tenths, 100: hundredths); 1 or missing: the raw number itself. */
  scale?: number | null;
  unit?: string | null;
  /** The register is two's complement 16-bit (negative temperatures); unsigned when absent. */
  signed?: boolean | null;
}

/**
 * The model's scale of each value of a summary (`{indoor_set_temp: 100}`), as a device's slim answer
 * gives them beside its raw values; a value without one has no scale of its own to apply.
 */
export type SummaryScales<Summary> = Partial<Record<keyof Summary, number | null>>;

/**
 * The scale of a temperature whose answer names none: tenths of a degree Celsius (DECISIONS.md
 * Display: 'raw / 10, one decimal, °C'). Only for summaries of a server that sends no scales of its
 * own (an older server, the specification's fixtures); a model's scale always wins.
 */
export const SPEC_TEMPERATURE_SCALE = 10;

/** A 16-bit register word as the parameter means it: two's complement when the model marks it signed. */
export function decodeRegister(word: number, signed: boolean | null | undefined): number {
  return signed && word >= 0x8000 ? word - 0x10000 : word;
}

/** The 16-bit word a raw value is written as (negative values of signed parameters in two's complement). */
export function encodeRegister(value: number): number {
  return value < 0 ? (value + 0x10000) & 0xffff : value & 0xffff;
}

/**
 * Decimals a scale shows: one per power of ten (10 → 1, 100 → 2, 1 → 0); a scale between powers
 * of ten shows as many as the next one (2 → 1: raw 5 reads 2.5, not 3).
 */
export function readingDecimals(scale: number | null | undefined): number {
  return scale && scale > 1 ? Math.max(0, Math.ceil(Math.log10(scale) - 1e-9)) : 0;
}

function isMissing(raw: unknown): raw is null | undefined | '' {
  return raw == null || (typeof raw === 'string' && raw.trim() === '');
}

function positiveScale(scale: number | null | undefined): number {
  return scale && scale > 0 ? scale : 1;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * The value in display units: raw / scale at the scale's decimals (the raw number itself at scale 1
 * or without one); undefined when missing or not a number.
 */
export function readingValue(
  reading: Pick<Reading, 'scale'>,
  raw: number | string | null | undefined,
): number | undefined {
  if (isMissing(raw)) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  const scale = positiveScale(reading.scale);
  return scale === 1 ? value : roundTo(value / scale, readingDecimals(scale));
}

/**
 * An average of raw readings in display units (history and graphs): raw / scale with the scale's
 * decimals, and at least two, so an average of whole readings keeps its fraction (45.5 Hz).
 */
export function averageValue(reading: Pick<Reading, 'scale'>, rawMean: number): number {
  return roundTo(
    rawMean / positiveScale(reading.scale),
    Math.max(2, readingDecimals(reading.scale)),
  );
}

/**
 * The value of a register word as a model parameter means it: signed decode, then raw / scale
 * (the one decode-and-scale rule of the server's views, history, alarms and the console).
 */
export function registerValue(
  reading: Pick<Reading, 'scale' | 'signed'>,
  word: number,
): number | undefined {
  return readingValue(reading, decodeRegister(word, reading.signed));
}

/**
 * The computed value the server answers for a raw reading: the read mapping's name (the raw code
 * when the mapping has none), or raw / scale at the scale's decimals.
 */
export function computedReading(
  reading: Pick<Reading, 'scale' | 'read_mapping'>,
  raw: number,
): number | string {
  if (reading.read_mapping) return reading.read_mapping[String(raw)] ?? String(raw);
  return readingValue(reading, raw) ?? raw;
}

/** A number in display units with a fixed count of decimals and its unit; never '-0.0'. */
export function formatValue(value: number, decimals: number, unit?: string | null): string {
  const fixed = value.toFixed(decimals);
  const text = /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
  return unit ? `${text} ${unit}` : text;
}

/**
 * The one rule by which a raw value is shown, wherever it is (the tree view's parameters with their
 * configuration's scale, the summaries' temperatures with the scale their answer gives): the read
 * mapping's name (the raw code when the mapping has none), or raw / scale with as many decimals as
 * the scale has powers of ten, then the unit ('22.5 °C'). A missing or non-numeric value reads '—';
 * a value that rounds to zero never reads '-0.0'.
 */
export function formatReading(reading: Reading, raw: number | string | null | undefined): string {
  if (isMissing(raw)) return MESSAGES.NOT_AVAILABLE;
  if (reading.read_mapping && Object.keys(reading.read_mapping).length > 0) {
    return reading.read_mapping[String(raw)] ?? String(raw);
  }
  const value = readingValue(reading, raw);
  if (value === undefined) return MESSAGES.NOT_AVAILABLE;
  // Scale 1: the raw number as it is; otherwise one decimal per power of ten of the scale.
  if (!reading.scale || reading.scale === 1) {
    const text = String(value);
    return reading.unit ? `${text} ${reading.unit}` : text;
  }
  return formatValue(value, readingDecimals(reading.scale), reading.unit);
}
