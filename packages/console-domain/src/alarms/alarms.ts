import { MESSAGES } from '../messages/messages';

/** The six alarm types, with labels for selects, in display order (projects.md §3). */
export const ALARM_TYPES = [
  { value: 'lower', label: 'Lower than' },
  { value: 'higher', label: 'Higher than' },
  { value: 'equal', label: 'Equal to' },
  { value: 'boolean', label: 'Boolean' },
  { value: 'lower_than_or_equal', label: 'Lower than or equal to' },
  { value: 'higher_than_or_equal', label: 'Higher than or equal to' },
] as const;
export type AlarmType = (typeof ALARM_TYPES)[number]['value'];
export const ALARM_TYPE_VALUES: readonly AlarmType[] = ALARM_TYPES.map((type) => type.value);

export const UNRESOLVED_LABEL = MESSAGES.UNRESOLVED;

export function isAlarmType(value: unknown): value is AlarmType {
  return typeof value === 'string' && (ALARM_TYPE_VALUES as readonly string[]).includes(value);
}

/** The select label of an alarm type; the raw value when unknown. */
export function alarmTypeLabel(value: string): string {
  return ALARM_TYPES.find((type) => type.value === value)?.label ?? value;
}

export interface AlarmRule {
  alarm_type: AlarmType;
  threshold_value?: number | string | null;
  boolean_value?: boolean | null;
}

function toNumber(value: unknown): number | undefined {
  if (value == null || value === '' || typeof value === 'boolean') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === 'on') return true;
    if (text === 'false' || text === 'off') return false;
  }
  const number = toNumber(value);
  return number === undefined ? undefined : number !== 0;
}

/**
 * Whether a value triggers the alarm: lower → value < threshold, higher → value > threshold,
 * equal → value = threshold, lower/higher_than_or_equal → ≤ / ≥, boolean → the value's truth equals
 * boolean_value. A value or threshold that is not a number never triggers.
 */
export function evaluateAlarm(rule: AlarmRule, value: unknown): boolean {
  if (rule.alarm_type === 'boolean') {
    const actual = toBoolean(value);
    return actual !== undefined && rule.boolean_value != null && actual === rule.boolean_value;
  }
  const actual = toNumber(value);
  const threshold = toNumber(rule.threshold_value);
  if (actual === undefined || threshold === undefined) return false;
  switch (rule.alarm_type) {
    case 'lower':
      return actual < threshold;
    case 'higher':
      return actual > threshold;
    case 'equal':
      return actual === threshold;
    case 'lower_than_or_equal':
      return actual <= threshold;
    case 'higher_than_or_equal':
      return actual >= threshold;
    default:
      return rule.alarm_type satisfies never;
  }
}

/** An entry's resolved column: the formatted resolved_at, or 'Unresolved' when not set. */
export function resolvedAtText(
  resolvedAt: string | null | undefined,
  formatDateTime: (value: string) => string,
): string {
  return resolvedAt ? formatDateTime(resolvedAt) : UNRESOLVED_LABEL;
}

export interface AlarmStatsBucket {
  /** 'YYYY-MM-DD' (UTC day). */
  date: string;
  count: number;
}

export const ALARM_STATS_PERIODS = [7, 30, 90] as const;
export type AlarmStatsPeriod = (typeof ALARM_STATS_PERIODS)[number];

const MS_PER_DAY = 86_400_000;

/**
 * Sums daily buckets over the last 7, 30 and 90 days counting today (UTC) as the first day;
 * 0 where no bucket exists (DECISIONS.md).
 */
export function alarmStatsTotals(
  buckets: readonly AlarmStatsBucket[] | null | undefined,
  now: Date,
): Record<AlarmStatsPeriod, number> {
  const totals: Record<AlarmStatsPeriod, number> = { 7: 0, 30: 0, 90: 0 };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const bucket of buckets ?? []) {
    const day = Date.parse(`${bucket.date}T00:00:00Z`);
    const count = Number(bucket.count);
    if (Number.isNaN(day) || !Number.isFinite(count)) continue;
    const age = Math.round((today - day) / MS_PER_DAY);
    if (age < 0) continue;
    for (const period of ALARM_STATS_PERIODS) {
      if (age < period) totals[period] += count;
    }
  }
  return totals;
}

/** The 'Last 7 days' / 'Last 30 days' / 'Last 90 days' labels of the dashboard card. */
export const ALARM_STATS_LABELS: Record<AlarmStatsPeriod, string> = {
  7: MESSAGES.LAST_7_DAYS,
  30: MESSAGES.LAST_30_DAYS,
  90: MESSAGES.LAST_90_DAYS,
};
