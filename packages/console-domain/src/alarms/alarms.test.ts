import { describe, expect, it } from 'vitest';
import {
  ALARM_STATS_LABELS,
  ALARM_TYPES,
  UNRESOLVED_LABEL,
  alarmStatsTotals,
  alarmTypeLabel,
  evaluateAlarm,
  isAlarmType,
  resolvedAtText,
} from './alarms';
import type { AlarmType } from './alarms';

describe('ALARM_TYPES (projects.md §3)', () => {
  it('lists the six types in order', () => {
    expect(ALARM_TYPES.map((type) => type.value)).toEqual([
      'lower',
      'higher',
      'equal',
      'boolean',
      'lower_than_or_equal',
      'higher_than_or_equal',
    ]);
    expect(alarmTypeLabel('higher_than_or_equal')).toBe('Higher than or equal to');
    expect(alarmTypeLabel('custom')).toBe('custom');
    expect(isAlarmType('equal')).toBe(true);
    expect(isAlarmType('between')).toBe(false);
    expect(isAlarmType(3)).toBe(false);
  });
});

describe('evaluateAlarm', () => {
  it.each<[AlarmType, number | string, unknown, boolean]>([
    ['lower', 20, 19.9, true],
    ['lower', 20, 20, false],
    ['lower', 20, 21, false],
    ['higher', 20, 21, true],
    ['higher', 20, 20, false],
    ['higher', '20', '25', true],
    ['equal', 20, 20, true],
    ['equal', 20, '20', true],
    ['equal', 20, 21, false],
    ['lower_than_or_equal', 20, 20, true],
    ['lower_than_or_equal', 20, 19, true],
    ['lower_than_or_equal', 20, 21, false],
    ['higher_than_or_equal', 20, 20, true],
    ['higher_than_or_equal', 20, 21, true],
    ['higher_than_or_equal', 20, 19, false],
    ['higher', 20, null, false],
    ['higher', 20, 'n/a', false],
    ['higher', 20, true, false],
    ['lower', '', 5, false],
  ])('%s %s with value %j → %s', (alarmType, threshold, value, triggered) => {
    expect(evaluateAlarm({ alarm_type: alarmType, threshold_value: threshold }, value)).toBe(
      triggered,
    );
  });

  it.each<[boolean | null, unknown, boolean]>([
    [true, 1, true],
    [true, true, true],
    [true, 'on', true],
    [true, 'true', true],
    [true, 0, false],
    [false, 0, true],
    [false, false, true],
    [false, 'off', true],
    [false, 'false', true],
    [false, 1, false],
    [true, null, false],
    [true, 'maybe', false],
    [null, 1, false],
  ])('boolean %s with value %j → %s', (expected, value, triggered) => {
    expect(evaluateAlarm({ alarm_type: 'boolean', boolean_value: expected }, value)).toBe(
      triggered,
    );
  });
});

describe('resolvedAtText', () => {
  it('shows Unresolved when resolved_at is not set', () => {
    const format = (value: string) => `at ${value}`;
    expect(resolvedAtText(null, format)).toBe('Unresolved');
    expect(resolvedAtText(undefined, format)).toBe(UNRESOLVED_LABEL);
    expect(resolvedAtText('2024-01-01', format)).toBe('at 2024-01-01');
  });
});

describe('alarmStatsTotals (DECISIONS.md: sums of 7, 30 and 90 days, 0 where none)', () => {
  const now = new Date('2024-03-31T15:00:00Z');

  it('counts today as the first day of each period', () => {
    expect(
      alarmStatsTotals(
        [
          { date: '2024-03-31', count: 1 },
          { date: '2024-03-25', count: 2 },
          { date: '2024-03-24', count: 4 },
          { date: '2024-03-02', count: 8 },
          { date: '2024-03-01', count: 16 },
          { date: '2024-01-02', count: 32 },
          { date: '2024-01-01', count: 64 },
          { date: '2024-04-01', count: 128 },
          { date: 'garbage', count: 256 },
          { date: '2024-03-30', count: Number.NaN },
        ],
        now,
      ),
    ).toEqual({ 7: 3, 30: 15, 90: 63 });
  });

  it('gives 0 for every period without buckets', () => {
    expect(alarmStatsTotals([], now)).toEqual({ 7: 0, 30: 0, 90: 0 });
    expect(alarmStatsTotals(undefined, now)).toEqual({ 7: 0, 30: 0, 90: 0 });
  });

  it('labels the periods', () => {
    expect(ALARM_STATS_LABELS).toEqual({
      7: 'Last 7 days',
      30: 'Last 30 days',
      90: 'Last 90 days',
    });
  });
});
