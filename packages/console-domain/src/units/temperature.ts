import { SPEC_TEMPERATURE_SCALE, formatReading, readingValue } from './reading';

/**
 * The scale of a summary temperature: the one its answer gives (the model parameter's), or the
 * specification's tenths when the answer gives none (SPEC_TEMPERATURE_SCALE).
 */
export function temperatureScale(scale: number | null | undefined): number {
  return scale && scale > 0 ? scale : SPEC_TEMPERATURE_SCALE;
}

/** A raw device temperature in °C at its model's scale; undefined when not a number. */
export function toCelsius(
  raw: number | string | null | undefined,
  scale: number | null | undefined,
): number | undefined {
  return readingValue({ scale: temperatureScale(scale) }, raw);
}

/**
 * '21.5 °C' from 215 at scale 10, '21.53 °C' from 2153 at scale 100: a summary temperature read by
 * the one rule of readings (formatReading) with its model's scale; '—' when missing. The scale is
 * required so that no screen reads a temperature without asking its answer for one.
 */
export function formatTemperature(
  raw: number | string | null | undefined,
  scale: number | null | undefined,
): string {
  return formatReading({ scale: temperatureScale(scale), unit: '°C' }, raw);
}
