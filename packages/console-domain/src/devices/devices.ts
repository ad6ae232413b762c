import { formatDateTime } from '../format/dateTime';
import { MESSAGES, systemTitle } from '../messages/messages';
import { isErrorActive, isPowerOn } from '../units/power';
import { formatValue } from '../units/reading';

/** Power filter of the Indoor Units table. */
export const POWER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
] as const;
export type PowerFilter = (typeof POWER_FILTERS)[number]['value'];

/** Error filter of the Indoor Units table. */
export const ERROR_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Error' },
  { value: 'no_error', label: 'No Error' },
] as const;
export type ErrorFilter = (typeof ERROR_FILTERS)[number]['value'];

export interface IndoorUnitFilters {
  /** 'all' or the outdoor system's unit number. */
  system: number | string;
  power: PowerFilter;
  error: ErrorFilter;
}

export const DEFAULT_INDOOR_UNIT_FILTERS: IndoorUnitFilters = {
  system: 'all',
  power: 'all',
  error: 'all',
};

export interface IndoorUnitRow {
  system: number | string;
  power: unknown;
  error_status: unknown;
}

function matchesPower(power: unknown, filter: PowerFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'on':
      return isPowerOn(power as number | string | null | undefined);
    case 'off':
      return !isPowerOn(power as number | string | null | undefined);
    default:
      return filter satisfies never;
  }
}

function matchesError(errorStatus: unknown, filter: ErrorFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'error':
      return isErrorActive(errorStatus);
    case 'no_error':
      return !isErrorActive(errorStatus);
    default:
      return filter satisfies never;
  }
}

/** Whether an indoor unit row passes the System, Power Status and Error Status filters. */
export function matchesIndoorUnitFilters(row: IndoorUnitRow, filters: IndoorUnitFilters): boolean {
  return (
    (filters.system === 'all' || String(filters.system) === String(row.system)) &&
    matchesPower(row.power, filters.power) &&
    matchesError(row.error_status, filters.error)
  );
}

/** Latest-data rows of type error with an actual value of 1 or more are highlighted. */
export function isHighlightedStatistic(row: {
  type?: string | null;
  value?: { actual?: unknown } | null;
}): boolean {
  if (row.type !== 'error') return false;
  const actual = Number(row.value?.actual);
  return Number.isFinite(actual) && actual >= 1;
}

/** 'Set Temp | Actual Temp' cell text from two already formatted temperatures. */
export function setAndActualTemperature(setText: string, actualText: string): string {
  return `${setText} | ${actualText}`;
}

/** 'Yes' / 'No' for the invite table's redeemed and expired columns. */
export function yesNo(value: boolean | null | undefined): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}

/** '3 · Office': an indoor unit's number and name, the title of its card and its row's buttons. */
export function indoorUnitTitle(unit: number | string, name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed ? `${unit} · ${trimmed}` : String(unit);
}

/**
 * 'System 1 · Unit 3 · Director office 1': an indoor unit with its system, where its parameters are
 * listed beside other units' (graph headers, the floor plan's unit list) and a name alone repeats.
 */
export function indoorUnitPlace(input: {
  system: number | string | null | undefined;
  unit: number | string;
  name?: string | null;
}): string {
  const name = input.name?.trim() ?? '';
  return [
    input.system == null || input.system === '' ? '' : systemTitle(input.system),
    `Unit ${input.unit}`,
    name,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A column of the historical statistics (the answer's `header_data`). */
export interface HistoricalColumn {
  header: string;
  /** 'time', 'error' or 'status' (any other kind reads as a plain value). */
  type?: string;
  unit?: string | null;
}

/** A historical cell as it comes from the server. */
export type HistoricalValue = number | string | boolean | null | undefined;

const CELSIUS = '°C';

/**
 * A historical cell's text. Temperatures come already in °C (19, 18.9) and are shown with one
 * decimal like everywhere else (DECISIONS.md Display); other values keep the server's number and
 * unit; a missing value reads NOT_AVAILABLE ('—').
 */
export function historicalCellText(column: HistoricalColumn, value: HistoricalValue): string {
  if (value === null || value === undefined || value === '') return MESSAGES.NOT_AVAILABLE;
  if (column.type === 'time') return formatDateTime(String(value));
  if (column.unit === CELSIUS && Number.isFinite(Number(value))) {
    return formatValue(Math.round(Number(value) * 10) / 10, 1, CELSIUS);
  }
  return column.unit ? `${String(value)} ${column.unit}` : String(value);
}

/** An error row of the historical statistics: the server's `has_error`, or an error column at 1+. */
export function isHistoricalErrorRow(
  row: Readonly<Record<string, HistoricalValue>>,
  columns: readonly HistoricalColumn[],
): boolean {
  if (row.has_error === true) return true;
  return columns.some((column) => column.type === 'error' && Number(row[column.header]) >= 1);
}
