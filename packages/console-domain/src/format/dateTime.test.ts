import { describe, expect, it } from 'vitest';
import { INVALID_DATE, formatDate, formatDateTime, parseDate } from './dateTime';

const utc = { timeZone: 'UTC' };

describe('formatDateTime (en-US, long month, 24-hour)', () => {
  it.each([
    ['2024-03-05T14:07:09Z', 'March 5, 2024 at 14:07'],
    ['2024-12-31T23:59:59Z', 'December 31, 2024 at 23:59'],
    ['2024-01-01T00:05:00Z', 'January 1, 2024 at 00:05'],
    [Date.UTC(2023, 6, 4, 12, 0), 'July 4, 2023 at 12:00'],
    [new Date(Date.UTC(2023, 6, 4, 9, 30)), 'July 4, 2023 at 09:30'],
  ])('%s → %s', (value, text) => {
    expect(formatDateTime(value, utc)).toBe(text);
  });

  it('applies the time zone it is given', () => {
    expect(formatDateTime('2024-03-05T14:07:00Z', { timeZone: 'Europe/Belgrade' })).toBe(
      'March 5, 2024 at 15:07',
    );
  });

  it.each([[null], [undefined], [''], ['not a date'], [Number.NaN], [new Date('x')]])(
    'a missing or unparsable date %s reads Invalid date',
    (value) => {
      expect(formatDateTime(value, utc)).toBe('Invalid date');
      expect(INVALID_DATE).toBe('Invalid date');
    },
  );

  it('takes the time zone alone as the second argument', () => {
    expect(formatDateTime('2024-03-05T14:07:00Z', 'UTC')).toBe('March 5, 2024 at 14:07');
    expect(formatDate('2024-03-05T23:30:00Z', 'Asia/Tokyo')).toBe('March 6, 2024');
  });

  it('formats with the runtime time zone by default', () => {
    expect(formatDateTime('2024-03-05T12:00:00Z')).toMatch(/^March [45], 2024 at \d{2}:\d{2}$/);
  });
});

describe('formatDate', () => {
  it('gives the date alone', () => {
    expect(formatDate('2024-03-05T14:07:09Z', utc)).toBe('March 5, 2024');
    expect(formatDate(undefined)).toBe('Invalid date');
    expect(formatDate('2024-03-05T14:07:09Z')).toMatch(/^March [456], 2024$/);
  });
});

describe('parseDate', () => {
  it('copies a Date instead of sharing it', () => {
    const original = new Date(0);
    const parsed = parseDate(original);
    expect(parsed).not.toBe(original);
    expect(parsed?.getTime()).toBe(0);
  });
});
