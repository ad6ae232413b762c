import { MODBUS_MAX_SPAN } from '@hvac/console-domain';
import { parameterIndex, type DeviceTopology, getModel } from '../devices/catalog';
import type { DeviceModel, ModbusType } from '../devices/types';

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

export function maxSpanOf(model: DeviceModel): number {
  return Math.min(MODBUS_MAX_SPAN, model.max_span ?? MODBUS_MAX_SPAN);
}

/** Every read request of one poll of a device: its coils (function 01), then its registers (03). */
export function deviceSpans(device: DeviceTopology): Span[] {
  const model = getModel(device.modelKey);
  const coils: number[] = [];
  const registers: number[] = [];
  for (const parameter of parameterIndex(device).values())
    (parameter.definition.modbus_type === 'coil' ? coils : registers).push(parameter.register);
  const max = maxSpanOf(model);
  return [...spansOf('coil', coils, max), ...spansOf('register', registers, max)];
}
