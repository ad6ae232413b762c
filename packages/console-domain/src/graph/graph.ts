import { GRAPH_MAX_DAYS } from '../constants/limits';

/** Time ranges in days, default 7 (projects.md and DECISIONS.md: 1, 7, 30, 60 and 90). */
export const GRAPH_TIME_RANGES = [1, 7, 30, 60, 90] as const;
export const DEFAULT_GRAPH_TIME_RANGE = 7;
/** Intervals in minutes, default 5. */
export const GRAPH_INTERVALS = [5, 15, 30, 60] as const;
export const DEFAULT_GRAPH_INTERVAL = 5;

/**
 * Fixed colour-blind-safe categorical palette in header order, so lines keep their colours between
 * renders and in screenshots (DECISIONS.md). The Okabe–Ito hues, the light ones (orange, sky blue,
 * reddish purple, yellow) darkened until every line has 3:1 against the chart's light and dark
 * surfaces (WCAG 1.4.11); black stands for the theme's text colour.
 */
export const GRAPH_PALETTE = [
  '#0072B2',
  '#BF8400',
  '#009E73',
  '#C675A2',
  '#4897C4',
  '#D55E00',
  '#9A922A',
  '#000000',
] as const;

/** The item at `index` of a list taken round and round (negative indexes count from the end). */
export const cycle = <Item>(list: readonly Item[], index: number): Item =>
  list[((Math.trunc(index) % list.length) + list.length) % list.length];

export function graphColor(index: number): string {
  return cycle(GRAPH_PALETTE, index);
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
