import { GRAPH_MAX_HEADERS } from '../constants/limits';
import {
  DEFAULT_GRAPH_INTERVAL,
  DEFAULT_GRAPH_TIME_RANGE,
  isGraphInterval,
  isGraphTimeRange,
} from './graph';

/** What the Graph Logs tab keeps in the address so that a link reproduces the chart. */
export interface GraphSelection {
  headers: string[];
  timeRange: number;
  interval: number;
  device: number | null;
  /** The zoomed window in ms, or null for the whole range. */
  zoom: { from: number; to: number } | null;
}

/** Address parameters of the selection (the project detail's own `tab` stays untouched). */
export const GRAPH_SEARCH_KEYS = {
  headers: 'headers',
  timeRange: 'range',
  interval: 'interval',
  device: 'device',
  from: 'from',
  to: 'to',
} as const;

interface SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

function positiveInteger(text: string | null): number | null {
  if (text == null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function time(text: string | null): number | null {
  if (text == null || text === '') return null;
  const value = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(value) ? value : null;
}

/** Reads the selection; anything invalid falls back to its default, headers are deduplicated. */
export function parseGraphSelection(params: SearchParamsLike): GraphSelection {
  const keys = GRAPH_SEARCH_KEYS;
  const headers = [
    ...new Set(params.getAll(keys.headers).flatMap((value) => value.split(','))),
  ].filter((header) => header !== '');
  const timeRange = positiveInteger(params.get(keys.timeRange));
  const interval = positiveInteger(params.get(keys.interval));
  const from = time(params.get(keys.from));
  const to = time(params.get(keys.to));
  return {
    headers: headers.slice(0, GRAPH_MAX_HEADERS),
    timeRange:
      timeRange != null && isGraphTimeRange(timeRange) ? timeRange : DEFAULT_GRAPH_TIME_RANGE,
    interval: interval != null && isGraphInterval(interval) ? interval : DEFAULT_GRAPH_INTERVAL,
    device: positiveInteger(params.get(keys.device)),
    zoom: from != null && to != null && from < to ? { from, to } : null,
  };
}

/** What writing needs of the address's parameters (`URLSearchParams` fits; the domain has no DOM). */
interface WritableSearchParams {
  set(name: string, value: string): void;
  delete(name: string): void;
}

/**
 * Writes the selection into `params` and returns it, other parameters kept (pass a copy, such as
 * `new URLSearchParams(previous)`); defaults and empty values are left out so a plain link stays short.
 */
export function writeGraphSelection<Params extends WritableSearchParams>(
  params: Params,
  selection: GraphSelection,
): Params {
  const keys = GRAPH_SEARCH_KEYS;
  const next = params;
  for (const key of Object.values(keys)) next.delete(key);
  if (selection.device != null) next.set(keys.device, String(selection.device));
  if (selection.headers.length > 0) next.set(keys.headers, selection.headers.join(','));
  if (selection.timeRange !== DEFAULT_GRAPH_TIME_RANGE)
    next.set(keys.timeRange, String(selection.timeRange));
  if (selection.interval !== DEFAULT_GRAPH_INTERVAL)
    next.set(keys.interval, String(selection.interval));
  if (selection.zoom) {
    next.set(keys.from, new Date(selection.zoom.from).toISOString());
    next.set(keys.to, new Date(selection.zoom.to).toISOString());
  }
  return next;
}
