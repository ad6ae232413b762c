import { REALTIME_BATCH_SIZE } from '../constants/limits';

export type RegisterAddress = number | string;

export interface RealtimeRead<Address extends RegisterAddress = RegisterAddress> {
  coils: Address[];
  registers: Address[];
}

export interface RealtimeAnswer<Value = unknown> {
  coils?: Record<string, Value> | null;
  registers?: Record<string, Value> | null;
}

export interface RealtimeValues<Value = unknown> {
  coils: Record<string, Value>;
  registers: Record<string, Value>;
}

function unique<Address extends RegisterAddress>(items: readonly Address[]): Address[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = String(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Splits one read into requests of at most `max` coils plus registers (40 by default). Order is kept
 * (coils first, then registers) and each distinct coil and register travels exactly once.
 */
export function batchRealtimeRead<Address extends RegisterAddress>(
  read: { coils?: readonly Address[] | null; registers?: readonly Address[] | null },
  max: number = REALTIME_BATCH_SIZE,
): RealtimeRead<Address>[] {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`batch size must be a positive integer, got ${max}`);
  }
  const items = [
    ...unique(read.coils ?? []).map((address) => ({ kind: 'coils' as const, address })),
    ...unique(read.registers ?? []).map((address) => ({ kind: 'registers' as const, address })),
  ];
  const batches: RealtimeRead<Address>[] = [];
  for (let start = 0; start < items.length; start += max) {
    const batch: RealtimeRead<Address> = { coils: [], registers: [] };
    for (const item of items.slice(start, start + max)) batch[item.kind].push(item.address);
    batches.push(batch);
  }
  return batches;
}

/** Merges the answers of the batches into one coils map and one registers map keyed by register. */
export function mergeRealtimeAnswers<Value>(
  answers: readonly (RealtimeAnswer<Value> | null | undefined)[],
): RealtimeValues<Value> {
  const merged: RealtimeValues<Value> = { coils: {}, registers: {} };
  for (const answer of answers) {
    Object.assign(merged.coils, answer?.coils ?? {});
    Object.assign(merged.registers, answer?.registers ?? {});
  }
  return merged;
}
