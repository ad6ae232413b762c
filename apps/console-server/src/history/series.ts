import { findParameter, parameterIndex, type DeviceTopology } from '../devices/catalog';
import type { ModbusType } from '../devices/types';
import type { Database } from '../db';
import {
  DAY_MS,
  SLOT_MS,
  dayOf,
  decodeDayBlock,
  slotsFromSamples,
  type ColumnKey,
  type Sample,
  type SlotKind,
} from './blocks';
import { daysOf, historyOf } from './repository';

/** A register's or coil's column key: `register:1001`, `coil:3000`. */
export function columnKey(modbusType: ModbusType, register: number): ColumnKey {
  return `${modbusType}:${register}`;
}

/** Numbers are averaged over a slot; states, codes and coils (mapped values) keep the latest poll. */
export function columnKind(device: DeviceTopology, key: ColumnKey): SlotKind {
  const [modbusType, register] = key.split(':');
  const parameter = findParameter(device, modbusType as ModbusType, Number(register));
  return parameter && parameter.definition.read_mapping !== null ? 'last' : 'avg';
}

/** The unit a column belongs to (`general.0`, `outdoor.2`, `indoor.14`): its block's group. */
export function columnGroup(device: DeviceTopology, key: ColumnKey): string {
  const [modbusType, register] = key.split(':');
  const parameter = findParameter(device, modbusType as ModbusType, Number(register));
  return parameter ? `${parameter.ref.scope}.${parameter.ref.unit}` : 'other';
}

/** Every column of a device, with its kind and group. */
export function deviceColumns(
  device: DeviceTopology,
): Map<ColumnKey, { kind: SlotKind; group: string }> {
  const columns = new Map<ColumnKey, { kind: SlotKind; group: string }>();
  for (const [, parameter] of parameterIndex(device)) {
    const key = columnKey(parameter.definition.modbus_type, parameter.register);
    columns.set(key, {
      kind: parameter.definition.read_mapping !== null ? 'last' : 'avg',
      group: `${parameter.ref.scope}.${parameter.ref.unit}`,
    });
  }
  return columns;
}

/** A stored poll as a sample of the wanted columns (all when `keys` is undefined). */
export function pollSample(
  row: { at: Date; coils: Record<string, number>; registers: Record<string, number> },
  keys?: ReadonlySet<ColumnKey>,
): Sample {
  const values = new Map<ColumnKey, number>();
  for (const [address, value] of Object.entries(row.coils)) {
    const key = `coil:${address}`;
    if (!keys || keys.has(key)) values.set(key, value);
  }
  for (const [address, value] of Object.entries(row.registers)) {
    const key = `register:${address}`;
    if (!keys || keys.has(key)) values.set(key, value);
  }
  return { at: new Date(row.at).getTime(), values };
}

/**
 * The five-minute slots of some columns of a device in [from, to) (both on slot boundaries), NaN
 * where no poll succeeded: the stored days' blocks up to their `until`, the polls after it.
 */
export async function readSlots(
  db: Database,
  device: DeviceTopology & { row: { tenant_id: string } },
  keys: readonly ColumnKey[],
  from: number,
  to: number,
): Promise<Map<ColumnKey, Float64Array>> {
  const count = Math.max(0, Math.round((to - from) / SLOT_MS));
  const wanted = new Set(keys);
  const result = new Map<ColumnKey, Float64Array>(
    keys.map((key) => [key, new Float64Array(count).fill(Number.NaN)]),
  );
  if (count === 0) return result;
  const tenant = device.row.tenant_id;
  const groups = [...new Set(keys.map((key) => columnGroup(device, key)))];
  const stored = await daysOf(db, tenant, device.id, dayOf(from), dayOf(to - 1), groups);
  // A day is covered up to the earliest `until` of the groups read, and not at all when one is missing.
  const coveredUntil = new Map<number, number>();
  const groupsOfDay = new Map<number, number>();
  for (const day of stored) {
    const until = Math.max(day.day, Math.min(day.until, day.day + DAY_MS));
    coveredUntil.set(day.day, Math.min(coveredUntil.get(day.day) ?? until, until));
    groupsOfDay.set(day.day, (groupsOfDay.get(day.day) ?? 0) + 1);
  }
  for (const [day, count] of groupsOfDay) if (count < groups.length) coveredUntil.set(day, day);
  for (const day of stored) {
    const end = Math.min(day.until, day.day + DAY_MS, to);
    const start = Math.max(day.day, from);
    if (end <= start) continue;
    const columns = decodeDayBlock(day.block, wanted);
    for (const [key, column] of columns) {
      const target = result.get(key);
      if (!target) continue;
      const first = (start - day.day) / SLOT_MS;
      const last = (end - day.day) / SLOT_MS;
      target.set(column.slots.subarray(first, last), (start - from) / SLOT_MS);
    }
  }
  // The rest (days without a block, the part of a day after its block's `until`) from the polls.
  const gaps: [number, number][] = [];
  for (let day = dayOf(from); day < to; day += DAY_MS) {
    const start = Math.max(coveredUntil.get(day) ?? day, from);
    const end = Math.min(day + DAY_MS, to);
    if (end <= start) continue;
    const previous = gaps.at(-1);
    if (previous && previous[1] === start) previous[1] = end;
    else gaps.push([start, end]);
  }
  for (const [start, end] of gaps) {
    const rows = await historyOf(db, tenant, device.id, new Date(start), new Date(end));
    if (rows.length === 0) continue;
    const slots = slotsFromSamples(
      rows.map((row) => pollSample(row, wanted)),
      start,
      (end - start) / SLOT_MS,
      (key) => columnKind(device, key),
    );
    // Only the slots the polls have: a block may hold the others (a group written before a change).
    for (const [key, values] of slots) {
      const target = result.get(key);
      if (!target) continue;
      const offset = (start - from) / SLOT_MS;
      values.forEach((value, index) => {
        if (!Number.isNaN(value)) target[offset + index] = value;
      });
    }
  }
  return result;
}

/** The mean of the slots [first, last) that have a value, NaN when none has. */
export function meanOf(slots: Float64Array, first: number, last: number): number {
  let sum = 0;
  let count = 0;
  for (let index = Math.max(0, first); index < Math.min(last, slots.length); index += 1) {
    const value = slots[index];
    if (!Number.isNaN(value)) {
      sum += value;
      count += 1;
    }
  }
  return count === 0 ? Number.NaN : sum / count;
}

/** The first slot of [first, last) that has a value, NaN when none has. */
export function firstOf(slots: Float64Array, first: number, last: number): number {
  for (let index = Math.max(0, first); index < Math.min(last, slots.length); index += 1) {
    if (!Number.isNaN(slots[index])) return slots[index];
  }
  return Number.NaN;
}
