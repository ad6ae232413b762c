/** The two tables a poll reads: coils (function 01) and holding registers (03). */
export type ModbusType = 'coil' | 'register';

/** One read request: `length` coils or registers from `start`. */
export interface Span {
  modbusType: ModbusType;
  start: number;
  length: number;
}

/**
 * Read requests that cover a set of addresses: runs of consecutive addresses (a gap is never read: a
 * device may answer exception 02 for an address it lacks), each at most `maxSpan` long.
 */
export function spansOf(
  modbusType: ModbusType,
  addresses: Iterable<number>,
  maxSpan: number,
): Span[] {
  const sorted = [...new Set(addresses)].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (const address of sorted) {
    const last = spans.at(-1);
    if (last && last.start + last.length === address && last.length < maxSpan) last.length += 1;
    else spans.push({ modbusType, start: address, length: 1 });
  }
  return spans;
}
