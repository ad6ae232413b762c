import { DATE_LOCALE } from '@hvac/console-domain';

const DAY = 24 * 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat instances are costly to build: one per set of options, kept for the page. */
function cachedFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE, options);
    formats.set(key, format);
  }
  return format;
}

/** Tick and tooltip formatters for a window and time zone (zooming does not rebuild them). */
export function timeFormatters(span: number, timeZone: string | undefined) {
  const tick = cachedFormat(
    span > 3 * DAY
      ? { month: 'short', day: 'numeric', timeZone }
      : span > DAY
        ? {
            month: 'short',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZone,
          }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone },
  );
  const full = cachedFormat({
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return {
    tick: (time: Date) => tick.format(time),
    full: (time: number) => full.format(time),
  };
}
