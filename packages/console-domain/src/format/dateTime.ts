export const INVALID_DATE = 'Invalid date';
export const DATE_LOCALE = 'en-US';

export type DateInput = string | number | Date | null | undefined;

/** Optional pinning of the time zone (tests and screenshots use 'UTC'); default is the runtime's. */
export interface DateFormatOptions {
  timeZone?: string;
}

/** Options, or the time zone alone ('UTC'). */
export type DateFormatArgument = DateFormatOptions | string | undefined;

function timeZoneOf(options: DateFormatArgument): string | undefined {
  return typeof options === 'string' ? options : options?.timeZone;
}

export function parseDate(value: DateInput): Date | undefined {
  if (value == null || value === '') return undefined;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'March 5, 2024 at 14:07': en-US, long month, numeric day and year, 24-hour; else 'Invalid date'. */
export function formatDateTime(value: DateInput, options?: DateFormatArgument): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timeZoneOf(options),
  }).format(date);
}

/** 'March 5, 2024': the date part alone, same rules as formatDateTime. */
export function formatDate(value: DateInput, options?: DateFormatArgument): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: timeZoneOf(options),
  }).format(date);
}
