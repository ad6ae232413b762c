import { DATE_LOCALE } from '@hvac/console-domain';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Tick and tooltip formatters for a window, built once per window and time zone (creating an
 * Intl.DateTimeFormat per tick would cost more than drawing the lines).
 */
export function timeFormatters(span: number, timeZone: string | undefined) {
  const tick = new Intl.DateTimeFormat(
    DATE_LOCALE,
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
  const full = new Intl.DateTimeFormat(DATE_LOCALE, {
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
