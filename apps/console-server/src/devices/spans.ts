import { MODBUS_MAX_SPAN } from '@hvac/console-domain';
import { spansOf, type Span } from '../modbus/spans';
import { parameterIndex, type DeviceTopology, getModel } from './catalog';
import type { DeviceModel } from './types';

/** The longest read a device's model allows: its max_span, never above the protocol's limit. */
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
