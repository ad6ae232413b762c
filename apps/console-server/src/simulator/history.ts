import { indoorUnitPlace } from '@hvac/console-domain';
import { computedValue, getModel, parametersOfUnit, type DeviceTopology } from '../devices/catalog';
import type { FormulaScope, ResolvedParameter } from '../devices/types';
import { DAY, MINUTE } from './random';
import type { DeviceSimulation } from './signals';

/** History is derived from the simulator at this resolution. */
export const SAMPLE_STEP = 5 * MINUTE;
export const MAX_HISTORY_DAYS = 90;
/** DECISIONS.md: no more than 26,000 points per header. */
export const MAX_POINTS_PER_HEADER = 26_000;

export interface GraphHeader {
  name: string;
  header: string;
  /** Unit of the computed values ('°C', 'Hz', …), null when they have none. */
  unit: string | null;
}

interface HeaderParameter extends GraphHeader {
  parameter: ResolvedParameter;
}

function headerParameters(device: DeviceTopology): HeaderParameter[] {
  const model = getModel(device.modelKey);
  const numeric = (parameters: ResolvedParameter[]) =>
    parameters.filter(
      (parameter) =>
        parameter.definition.read_mapping === null && parameter.definition.type === 'status',
    );
  const headers: HeaderParameter[] = [];
  for (const parameter of numeric(parametersOfUnit(model, 'general', 0))) {
    headers.push({
      name: parameter.definition.data_meaning,
      header: `general.${parameter.definition.key}`,
      unit: parameter.definition.unit,
      parameter,
    });
  }
  for (const outdoor of [...device.outdoorUnits].sort((a, b) => a.unit - b.unit)) {
    for (const parameter of numeric(parametersOfUnit(model, 'outdoor', outdoor.unit))) {
      headers.push({
        name: `System ${outdoor.unit} · ${parameter.definition.data_meaning}`,
        header: `outdoor.${outdoor.unit}.${parameter.definition.key}`,
        unit: parameter.definition.unit,
        parameter,
      });
    }
  }
  const systemOf = new Map(device.outdoorUnits.map((outdoor) => [outdoor.id, outdoor.unit]));
  for (const indoor of [...device.indoorUnits].sort((a, b) => a.unit - b.unit)) {
    // Room names repeat across systems ('Director office 1'): the system and unit number tell apart.
    const place = indoorUnitPlace({
      system: systemOf.get(indoor.outdoorUnitId),
      unit: indoor.unit,
      name: indoor.name,
    });
    for (const parameter of numeric(parametersOfUnit(model, 'indoor', indoor.unit))) {
      headers.push({
        name: `${place} · ${parameter.definition.data_meaning}`,
        header: `indoor.${indoor.unit}.${parameter.definition.key}`,
        unit: parameter.definition.unit,
        parameter,
      });
    }
  }
  return headers;
}

/** GET /devices/{id}/graph/headers/: every numeric status parameter of the device. */
export function graphHeaders(device: DeviceTopology): GraphHeader[] {
  return headerParameters(device).map(({ name, header, unit }) => ({ name, header, unit }));
}

/** The parameters behind header ids; the unknown ids are returned separately. */
export function resolveHeaders(
  device: DeviceTopology,
  headers: readonly string[],
): { found: HeaderParameter[]; unknown: string[] } {
  const byId = new Map(headerParameters(device).map((entry) => [entry.header, entry]));
  const found: HeaderParameter[] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    const entry = byId.get(header);
    if (entry) found.push(entry);
    else unknown.push(header);
  }
  return { found, unknown };
}

/** The last complete sample time at or before `now`. */
export function latestSample(now: number): number {
  return Math.floor(now / SAMPLE_STEP) * SAMPLE_STEP;
}

export interface GraphPoint {
  timestamp: string;
  data: Record<string, { computed: number }>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Points of a graph: one per `intervalMinutes` bucket (aligned to the interval) over the last
 * `days`, each the average of the bucket's 5-minute samples, oldest first.
 */
interface SeriesFill {
  timestamps: number[];
  values: number[][];
  /** Computes the buckets [from, to). */
  fill(from: number, to: number): void;
}

function prepareSeries(
  simulation: DeviceSimulation,
  headers: readonly HeaderParameter[],
  options: { now: number; days: number; intervalMinutes: number },
): SeriesFill {
  const interval = options.intervalMinutes * MINUTE;
  const end = latestSample(options.now);
  const start = end - options.days * DAY;
  const firstBucket = Math.floor(start / interval) * interval + interval;
  const timestamps: number[] = [];
  for (let bucket = firstBucket; bucket <= end; bucket += interval) timestamps.push(bucket);
  const series = headers.map(({ parameter }) =>
    simulation.series(parameter.definition.modbus_type, parameter.register),
  );
  const scales = headers.map(({ parameter }) => parameter.definition.scale);
  const values = headers.map(() => new Array<number>(timestamps.length));
  const fill = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const bucket = timestamps[index];
      const bucketEnd = Math.min(bucket + interval, end + SAMPLE_STEP);
      for (let column = 0; column < series.length; column += 1) {
        const read = series[column];
        if (!read) continue;
        let sum = 0;
        let count = 0;
        for (let time = bucket; time < bucketEnd; time += SAMPLE_STEP) {
          sum += read(time);
          count += 1;
        }
        values[column][index] = round2(sum / count / scales[column]);
      }
    }
  };
  return { timestamps, values, fill };
}

export function graphSeries(
  simulation: DeviceSimulation,
  headers: readonly HeaderParameter[],
  options: { now: number; days: number; intervalMinutes: number },
): { timestamps: number[]; values: number[][] } {
  const prepared = prepareSeries(simulation, headers, options);
  prepared.fill(0, prepared.timestamps.length);
  return { timestamps: prepared.timestamps, values: prepared.values };
}

/** Lets other requests run (I/O and timers included) before going on. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Work of one request in slices of at most about this long between two yields. */
export const GRAPH_SLICE_MS = 20;
const ROWS_PER_CHECK = 32;

/**
 * graphSeries in slices of about GRAPH_SLICE_MS, yielding to the event loop between them, so that a long
 * graph never holds up other requests for more than a slice.
 */
export async function graphSeriesSliced(
  simulation: DeviceSimulation,
  headers: readonly HeaderParameter[],
  options: { now: number; days: number; intervalMinutes: number },
  sliceMs = GRAPH_SLICE_MS,
): Promise<{ timestamps: number[]; values: number[][] }> {
  const prepared = prepareSeries(simulation, headers, options);
  const total = prepared.timestamps.length;
  let index = 0;
  while (index < total) {
    const started = performance.now();
    while (index < total && performance.now() - started < sliceMs) {
      const next = Math.min(total, index + ROWS_PER_CHECK);
      prepared.fill(index, next);
      index = next;
    }
    if (index < total) await yieldToEventLoop();
  }
  return { timestamps: prepared.timestamps, values: prepared.values };
}

/** graphJson in slices of about GRAPH_SLICE_MS (the same bytes), yielding between them. */
export async function graphJsonSliced(
  headers: readonly GraphHeader[],
  result: { timestamps: number[]; values: number[][] },
  sliceMs = GRAPH_SLICE_MS,
): Promise<Buffer> {
  const keys = headers.map((header) => header.header);
  const ascii = keys.every((key) => /^[\x20-\x7e]*$/.test(key));
  const encoding = ascii ? 'latin1' : 'utf8';
  const parts: Buffer[] = [];
  const total = result.timestamps.length;
  let index = 0;
  while (index < total) {
    const started = performance.now();
    const texts: string[] = [];
    // At least one chunk per slice: a slice that wrote nothing (the clock already past the budget on a
    // slow or busy machine) added a stray comma.
    do {
      const next = Math.min(total, index + ROWS_PER_CHECK * 8);
      for (; index < next; index += 1) {
        const data: Record<string, { computed: number }> = {};
        for (let column = 0; column < keys.length; column += 1) {
          data[keys[column]] = { computed: result.values[column][index] };
        }
        texts.push(
          JSON.stringify({ timestamp: new Date(result.timestamps[index]).toISOString(), data }),
        );
      }
    } while (index < total && performance.now() - started < sliceMs);
    parts.push(Buffer.from((parts.length === 0 ? '[' : ',') + texts.join(','), encoding));
    if (index < total) await yieldToEventLoop();
  }
  parts.push(Buffer.from(parts.length === 0 ? '[]' : ']', encoding));
  return Buffer.concat(parts);
}

/**
 * The graph answer as JSON bytes. 90 days at 5 minutes are ~26,000 points per header (8 MB for six
 * headers); JSON.stringify beat hand-built strings here, and latin1 encoding (header ids are ASCII)
 * is several times faster than UTF-8.
 */
export function graphJson(
  headers: readonly GraphHeader[],
  result: { timestamps: number[]; values: number[][] },
): Buffer {
  const keys = headers.map((header) => header.header);
  const points = result.timestamps.map((time, index) => {
    const data: Record<string, { computed: number }> = {};
    for (let column = 0; column < keys.length; column += 1) {
      data[keys[column]] = { computed: result.values[column][index] };
    }
    return { timestamp: new Date(time).toISOString(), data };
  });
  const json = JSON.stringify(points);
  const ascii = keys.every((key) => /^[\x20-\x7e]*$/.test(key));
  return Buffer.from(json, ascii ? 'latin1' : 'utf8');
}

export interface HistoricalColumn {
  name: string;
  header: string;
  type: 'status' | 'error' | 'time';
  unit: string | null;
}

/** Columns of the historical table of one unit scope: the time, then its status and error parameters. */
export function historicalColumns(parameters: readonly ResolvedParameter[]): HistoricalColumn[] {
  return [
    { name: 'Timestamp', header: 'timestamp', type: 'time', unit: null },
    ...parameters.map((parameter) => ({
      name: parameter.definition.data_meaning,
      header: parameter.definition.key,
      type: parameter.definition.type,
      unit: parameter.definition.unit,
    })),
  ];
}

export type HistoricalRow = Record<string, string | number | boolean>;

/**
 * One row per bucket: numeric parameters averaged over the bucket, mapped ones (codes, states)
 * read at the bucket's start. `has_error` marks rows where an error parameter is active.
 */
export function historicalRow(
  simulation: DeviceSimulation,
  parameters: readonly ResolvedParameter[],
  bucket: number,
  intervalMinutes: number,
): HistoricalRow {
  const row: HistoricalRow = { timestamp: new Date(bucket).toISOString() };
  let hasError = false;
  for (const parameter of parameters) {
    const read = simulation.series(parameter.definition.modbus_type, parameter.register);
    if (!read) continue;
    const first = read(bucket);
    if (parameter.definition.type === 'error' && first !== 0) hasError = true;
    if (parameter.definition.read_mapping !== null) {
      row[parameter.definition.key] = computedValue(parameter.definition, first);
      continue;
    }
    let sum = 0;
    let count = 0;
    for (let time = bucket; time < bucket + intervalMinutes * MINUTE; time += SAMPLE_STEP) {
      sum += read(time);
      count += 1;
    }
    row[parameter.definition.key] = round2(sum / count / parameter.definition.scale);
  }
  row.has_error = hasError;
  return row;
}

/** Bucket start times for the historical table over the last 90 days, newest first. */
export function historicalBuckets(
  now: number,
  intervalMinutes: number,
): { newest: number; count: number } {
  const interval = intervalMinutes * MINUTE;
  const end = latestSample(now);
  const newest = Math.floor(end / interval) * interval;
  const count = Math.floor((MAX_HISTORY_DAYS * DAY) / interval);
  return { newest, count };
}

export function unitScopeParameters(
  device: DeviceTopology,
  scope: FormulaScope,
  unit: number,
): ResolvedParameter[] {
  return parametersOfUnit(getModel(device.modelKey), scope, unit);
}
