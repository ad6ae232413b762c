import { GRAPH_MAX_DAYS } from '../constants/limits';

/** Time ranges in days, default 7 (DECISIONS.md: 1, 7, 30 and 90). */
export const GRAPH_TIME_RANGES = [1, 7, 30, 90] as const;
export const DEFAULT_GRAPH_TIME_RANGE = 7;
/** Intervals in minutes, default 5. */
export const GRAPH_INTERVALS = [5, 15, 30, 60] as const;
export const DEFAULT_GRAPH_INTERVAL = 5;

/**
 * Fixed colour-blind-safe categorical palette (Okabe–Ito), assigned in header order so lines keep
 * their colours between renders and in screenshots (DECISIONS.md).
 */
export const GRAPH_PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
] as const;

export function graphColor(index: number): string {
  const size = GRAPH_PALETTE.length;
  return GRAPH_PALETTE[((Math.trunc(index) % size) + size) % size];
}

/** A graph is fetched only with at least one header selected and a known device. */
export function canFetchGraph(input: {
  headers: readonly string[] | null | undefined;
  deviceId: number | string | null | undefined;
}): boolean {
  return (input.headers?.length ?? 0) > 0 && input.deviceId != null && input.deviceId !== '';
}

/** Points per header for a time range and interval: 90 days at 5 minutes gives 25,920 (≤ 26,000). */
export function graphPointCount(timeRangeDays: number, intervalMinutes: number): number {
  const days = Math.min(Math.max(timeRangeDays, 0), GRAPH_MAX_DAYS);
  return Math.floor((days * 24 * 60) / intervalMinutes);
}

export function isGraphTimeRange(value: number): boolean {
  return (GRAPH_TIME_RANGES as readonly number[]).includes(value);
}

export function isGraphInterval(value: number): boolean {
  return (GRAPH_INTERVALS as readonly number[]).includes(value);
}

/** Labels of the Graph Logs tab that the specification does not name. */
export const GRAPH_TEXT = {
  device: 'Device',
  headers: 'Headers',
  searchHeaders: 'Search headers',
  timeRange: 'Time range',
  interval: 'Interval',
  chartTitle: 'Graph logs',
  chooseHeader: 'Choose at least one header to draw the graph.',
  chooseDevice: 'Choose a device to see its headers.',
  noDevices: 'This project has no devices.',
  noHeaders: 'This device has no parameters to graph.',
  exportCsv: 'Export CSV',
  exportPng: 'Export PNG',
  maxHeaders: (max: number) => `At most ${max} headers can be shown at once.`,
  timeRangeOption: (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`),
  intervalOption: (minutes: number) => (minutes === 60 ? '1 hour' : `${minutes} minutes`),
} as const;
