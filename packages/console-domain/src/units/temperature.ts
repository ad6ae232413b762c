import { MESSAGES } from '../messages/messages';

/** Raw device temperatures are tenths of a degree Celsius; undefined when not a number. */
export function toCelsius(raw: number | string | null | undefined): number | undefined {
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value / 10 : undefined;
}

/** '21.5 °C' from 215: raw / 10 with one decimal (DECISIONS.md Display); '—' when missing. */
export function formatTemperature(raw: number | string | null | undefined): string {
  const celsius = toCelsius(raw);
  if (celsius === undefined) return MESSAGES.NOT_AVAILABLE;
  // Avoid '-0.0 °C' for tiny negatives that round to zero.
  const fixed = celsius.toFixed(1);
  return `${fixed === '-0.0' ? '0.0' : fixed} °C`;
}
