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

const FORMATS = {
  dateTime: {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Creating an Intl.DateTimeFormat costs far more than formatting with one (a table of timestamps
// would make one per cell), so each format and time zone keeps one. An unknown time zone still throws (RangeError) on every call: failures are not kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE, { ...FORMATS[kind], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** 'March 5, 2024 at 14:07': en-US, long month, numeric day and year, 24-hour; else 'Invalid date'. */
export function formatDateTime(value: DateInput, options?: DateFormatArgument): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  return formatter('dateTime', timeZoneOf(options)).format(date);
}

/** 'March 5, 2024': the date part alone, same rules as formatDateTime. */
export function formatDate(value: DateInput, options?: DateFormatArgument): string {
  const date = parseDate(value);
  if (!date) return INVALID_DATE;
  return formatter('date', timeZoneOf(options)).format(date);
}
