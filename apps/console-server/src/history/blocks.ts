import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** Stored history is read in five-minute slots: the finest graph and table interval. */
export const SLOT_MS = 5 * 60_000;
export const DAY_MS = 86_400_000;
export const SLOTS_PER_DAY = DAY_MS / SLOT_MS;

/**
 * How a slot sums up the polls inside it: `avg` for numbers (temperatures, frequencies), `last` for
 * states and codes (an average of 'Heating' and 'Cooling' means nothing).
 */
export type SlotKind = 'avg' | 'last';

/** One register or coil over one UTC day: a value per five-minute slot, NaN where no poll succeeded. */
export interface DayColumn {
  kind: SlotKind;
  slots: Float64Array;
}

/** `register:1001`, `coil:3000`: a column's key, the same as the parameter index's. */
export type ColumnKey = string;

const VERSION = 1;
/** Values are kept to 1/100 of a raw unit: finer than any computed value shown (two decimals). */
const QUANTUM = 100;

function writeVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/**
 * A column's slots as varints: 0 where there is no value, otherwise the zigzag of the change from
 * the column's last value, plus one; a steady or slowly changing signal takes a byte a slot before
 * deflating, a few bytes a day after.
 */
function writeColumn(out: number[], slots: Float64Array): void {
  let previous = 0;
  for (let index = 0; index < SLOTS_PER_DAY; index += 1) {
    const value = slots[index];
    if (Number.isNaN(value)) {
      out.push(0);
      continue;
    }
    const quantized = Math.round(value * QUANTUM);
    const delta = quantized - previous;
    previous = quantized;
    writeVarint(out, (delta >= 0 ? delta * 2 : -delta * 2 - 1) + 1);
  }
}

/** Reads one column from `offset`; answers the offset after it. */
function readColumn(bytes: Uint8Array, offset: number, slots: Float64Array | undefined): number {
  let previous = 0;
  let position = offset;
  for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) {
    let value = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = bytes[position];
      position += 1;
      value += (byte & 0x7f) * factor;
      factor *= 0x80;
    } while (byte & 0x80);
    if (value === 0 || !slots) continue;
    const zigzag = value - 1;
    previous += zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    slots[slot] = previous / QUANTUM;
  }
  return position;
}

/**
 * Some columns of a device's day (one unit's registers and coils) as one binary block: a header
 * naming each column and its kind, then the columns' slots, deflated together.
 */
export function encodeDayBlock(columns: ReadonlyMap<ColumnKey, DayColumn>): Buffer {
  const header: number[] = [VERSION, columns.size >> 8, columns.size & 0xff];
  const body: number[] = [];
  for (const [key, column] of columns) {
    const name = Buffer.from(key, 'latin1');
    header.push(name.length, ...name, column.kind === 'last' ? 1 : 0);
    writeColumn(body, column.slots);
  }
  return Buffer.concat([Buffer.from(header), deflateRawSync(Uint8Array.from(body))]);
}

/** The columns of a day block; only `keys` when given. */
export function decodeDayBlock(
  block: Uint8Array,
  keys?: ReadonlySet<ColumnKey>,
): Map<ColumnKey, DayColumn> {
  if (block[0] !== VERSION) throw new Error(`Unknown history block version ${block[0]}`);
  const count = (block[1] << 8) | block[2];
  let offset = 3;
  const names: { key: ColumnKey; kind: SlotKind }[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = block[offset];
    let key = '';
    for (let char = 0; char < length; char += 1)
      key += String.fromCharCode(block[offset + 1 + char]);
    names.push({ key, kind: block[offset + 1 + length] === 1 ? 'last' : 'avg' });
    offset += 2 + length;
  }
  const body = inflateRawSync(block.subarray(offset));
  const columns = new Map<ColumnKey, DayColumn>();
  let position = 0;
  for (const { key, kind } of names) {
    const wanted = !keys || keys.has(key);
    const slots = wanted ? emptyDay() : undefined;
    position = readColumn(body, position, slots);
    if (slots) columns.set(key, { kind, slots });
  }
  return columns;
}

export function emptyDay(): Float64Array {
  return new Float64Array(SLOTS_PER_DAY).fill(Number.NaN);
}

/** The UTC day (its start, ms) of a time. */
export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS;
}

/** The slot (its start, ms) of a time. */
export function slotOf(time: number): number {
  return Math.floor(time / SLOT_MS) * SLOT_MS;
}

/** One poll's values (or a sample), for slot building. */
export interface Sample {
  at: number;
  values: ReadonlyMap<ColumnKey, number>;
}

/**
 * Five-minute slots from polls: each slot is the average (or, for `last` columns, the latest) of the
 * polls inside it; slots in [from, from + count × 5 min) keyed by column.
 */
export function slotsFromSamples(
  samples: Iterable<Sample>,
  from: number,
  count: number,
  kindOf: (key: ColumnKey) => SlotKind,
): Map<ColumnKey, Float64Array> {
  const sums = new Map<ColumnKey, { sums: Float64Array; counts: Uint16Array; kind: SlotKind }>();
  for (const sample of samples) {
    const slot = Math.floor((sample.at - from) / SLOT_MS);
    if (slot < 0 || slot >= count) continue;
    for (const [key, value] of sample.values) {
      let column = sums.get(key);
      if (!column) {
        column = {
          sums: new Float64Array(count),
          counts: new Uint16Array(count),
          kind: kindOf(key),
        };
        sums.set(key, column);
      }
      if (column.kind === 'last') {
        column.sums[slot] = value;
        column.counts[slot] = 1;
      } else {
        column.sums[slot] += value;
        column.counts[slot] += 1;
      }
    }
  }
  const slots = new Map<ColumnKey, Float64Array>();
  for (const [key, column] of sums) {
    const values = new Float64Array(count);
    for (let index = 0; index < count; index += 1) {
      values[index] =
        column.counts[index] === 0 ? Number.NaN : column.sums[index] / column.counts[index];
    }
    slots.set(key, values);
  }
  return slots;
}
