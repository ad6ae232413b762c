import { GRAPH_MAX_DAYS, averageValue, indoorUnitPlace, systemTitle } from '@hvac/console-domain';
import { computedValue, getModel, parametersOfUnit, type DeviceTopology } from '../devices/catalog';
import type { ResolvedParameter } from '../devices/types';
import type { Database } from '../db';
import type { StoredDevice } from '../devices/store';
import { DAY_MS, SLOT_MS, slotOf } from './blocks';
import { columnKey, firstOf, meanOf, readSlots } from './series';

const MINUTE = 60_000;

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
        name: `${systemTitle(outdoor.unit)} · ${parameter.definition.data_meaning}`,
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

/** The slot being filled at `now` (its start): a graph's last point. */
export function latestSample(now: number): number {
  return slotOf(now);
}

export interface GraphPoint {
  timestamp: string;
  data: Record<string, { computed: number }>;
}

/** Lets other requests run (I/O and timers included) before going on. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Work of one request in slices of at most about this long between two yields. */
export const GRAPH_SLICE_MS = 20;
const ROWS_PER_CHECK = 32;

/**
 * A graph from stored history: one point per `intervalMinutes` bucket (aligned to the interval) over
 * the last `days`, each header the average of the bucket's five-minute slots, oldest first. A bucket
 * without any successful poll has no point; a header the device did not report in a bucket is NaN
 * (null in JSON).
 */
export async function storedGraph(
  db: Database,
  device: StoredDevice,
  headers: readonly HeaderParameter[],
  options: { now: number; days: number; intervalMinutes: number },
): Promise<{ timestamps: number[]; values: number[][] }> {
  const interval = options.intervalMinutes * MINUTE;
  const end = latestSample(options.now);
  const start = end - options.days * DAY_MS;
  const firstBucket = Math.floor(start / interval) * interval + interval;
  const to = end + SLOT_MS;
  const slots = await readSlots(
    db,
    device,
    headers.map(({ parameter }) => columnKey(parameter.definition.modbus_type, parameter.register)),
    firstBucket,
    to,
  );
  const columns = headers.map(({ parameter }) => ({
    slots: slots.get(columnKey(parameter.definition.modbus_type, parameter.register)),
    scale: parameter.definition.scale,
  }));
  const perBucket = interval / SLOT_MS;
  const timestamps: number[] = [];
  const values: number[][] = headers.map(() => []);
  for (let bucket = firstBucket, first = 0; bucket <= end; bucket += interval, first += perBucket) {
    let any = false;
    const row = columns.map(({ slots: column, scale }) => {
      const mean = column ? meanOf(column, first, first + perBucket) : Number.NaN;
      if (!Number.isNaN(mean)) any = true;
      return averageValue({ scale }, mean);
    });
    if (!any) continue;
    timestamps.push(bucket);
    row.forEach((value, index) => values[index].push(value));
    if (timestamps.length % (ROWS_PER_CHECK * 64) === 0) await yieldToEventLoop();
  }
  return { timestamps, values };
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
 * The historical table of one unit from stored history: one row per `intervalMinutes` bucket with at
 * least one successful poll in (from, to], newest first (or oldest first); numeric parameters are the
 * bucket's average, mapped ones (states, codes) the first polled value in it. `has_error` marks rows
 * where an error parameter is active. Only the page's rows are built.
 */
export async function storedHistoricalRows(
  db: Database,
  device: StoredDevice,
  parameters: readonly ResolvedParameter[],
  options: {
    from: number;
    to: number;
    intervalMinutes: number;
    newestFirst: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ count: number; rows: HistoricalRow[] }> {
  const interval = options.intervalMinutes * MINUTE;
  const end = latestSample(options.to);
  const newest = Math.floor(end / interval) * interval;
  const oldest = Math.floor(options.from / interval) * interval + interval;
  if (newest < oldest) return { count: 0, rows: [] };
  const slots = await readSlots(
    db,
    device,
    parameters.map((parameter) => columnKey(parameter.definition.modbus_type, parameter.register)),
    oldest,
    end + SLOT_MS,
  );
  const columns = parameters.map((parameter) => ({
    parameter,
    slots: slots.get(columnKey(parameter.definition.modbus_type, parameter.register)),
  }));
  const perBucket = interval / SLOT_MS;
  const present: number[] = [];
  for (let bucket = oldest, first = 0; bucket <= newest; bucket += interval, first += perBucket) {
    if (
      columns.some(
        ({ slots: column }) => column && !Number.isNaN(firstOf(column, first, first + perBucket)),
      )
    )
      present.push(bucket);
  }
  if (options.newestFirst) present.reverse();
  const rows = present.slice(options.offset, options.offset + options.limit).map((bucket) => {
    const first = (bucket - oldest) / SLOT_MS;
    const row: HistoricalRow = { timestamp: new Date(bucket).toISOString() };
    let hasError = false;
    for (const { parameter, slots: column } of columns) {
      if (!column) continue;
      const { definition } = parameter;
      const value = firstOf(column, first, first + perBucket);
      if (Number.isNaN(value)) continue;
      if (definition.type === 'error' && value !== 0) hasError = true;
      if (definition.read_mapping !== null) {
        row[definition.key] = computedValue(definition, value);
        continue;
      }
      const mean = meanOf(column, first, first + perBucket);
      if (!Number.isNaN(mean)) row[definition.key] = averageValue(definition, mean);
    }
    row.has_error = hasError;
    return row;
  });
  return { count: present.length, rows };
}

/** The earliest time history is read from: graphs and tables reach back this far. */
export function earliestHistory(now: number): number {
  return now - GRAPH_MAX_DAYS * DAY_MS;
}
