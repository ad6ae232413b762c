import { SUMMARY_TEMPERATURE, formatReading, readingValue } from './reading';

/** Raw device temperatures are tenths of a degree Celsius; undefined when not a number. */
export function toCelsius(raw: number | string | null | undefined): number | undefined {
  return readingValue(SUMMARY_TEMPERATURE, raw);
}

/**
 * '21.5 °C' from 215: a summary temperature read by the one rule of readings (formatReading with
 * SUMMARY_TEMPERATURE, DECISIONS.md Display); '—' when missing.
 */
export function formatTemperature(raw: number | string | null | undefined): string {
  return formatReading(SUMMARY_TEMPERATURE, raw);
}
