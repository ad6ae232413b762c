import { MESSAGES } from '../messages/messages';

/** How a raw device value reads: a name per code, or raw / scale in a unit. */
export interface Reading {
  /** Names of the codes ('0' → 'Off'); a code without a name reads as the code. */
  read_mapping?: Readonly<Record<string, string>> | null;
  /** Raw units per displayed unit (10: tenths); 1 or missing: the raw number itself. */
  scale?: number | null;
  unit?: string | null;
}

/**
 * The temperatures of the device summaries (slim, single-unit, indoor unit cards, the floor plan):
 * tenths of a degree Celsius (DECISIONS.md Display: raw / 10, one decimal, '°C').
 */
export const SUMMARY_TEMPERATURE = { scale: 10, unit: '°C' } as const satisfies Reading;

/** Decimals a scale shows: one per power of ten (10 → 1, 100 → 2, 1 → 0). */
export function readingDecimals(scale: number | null | undefined): number {
  return scale && scale > 1 ? Math.max(0, Math.round(Math.log10(scale))) : 0;
}

function isMissing(raw: unknown): raw is null | undefined | '' {
  return raw == null || (typeof raw === 'string' && raw.trim() === '');
}

/** The value in display units (raw / scale); undefined when missing or not a number. */
export function readingValue(
  reading: Pick<Reading, 'scale'>,
  raw: number | string | null | undefined,
): number | undefined {
  if (isMissing(raw)) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  const scale = reading.scale && reading.scale > 0 ? reading.scale : 1;
  return value / scale;
}

/**
 * The one rule by which a raw value is shown, wherever it is (the tree view's parameters with their
 * configuration's scale, the summaries' temperatures with SUMMARY_TEMPERATURE): the read mapping's
 * name (the raw code when the mapping has none), or raw / scale with as many decimals as the scale
 * has powers of ten, then the unit ('22.5 °C'). A missing or non-numeric value reads '—'; a value
 * that rounds to zero never reads '-0.0'.
 */
export function formatReading(reading: Reading, raw: number | string | null | undefined): string {
  if (isMissing(raw)) return MESSAGES.NOT_AVAILABLE;
  if (reading.read_mapping && Object.keys(reading.read_mapping).length > 0) {
    return reading.read_mapping[String(raw)] ?? String(raw);
  }
  const value = readingValue(reading, raw);
  if (value === undefined) return MESSAGES.NOT_AVAILABLE;
  // Scale 1: the raw number as it is; otherwise one decimal per power of ten of the scale.
  const unscaled = !reading.scale || reading.scale === 1;
  const fixed = unscaled ? String(value) : value.toFixed(readingDecimals(reading.scale));
  const text = /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
  return reading.unit ? `${text} ${reading.unit}` : text;
}
