import type { ModbusType } from './types';

/** A value written to the device (register_values): it holds from `since` on. */
export interface Override {
  value: number;
  since: number;
}
export type Overrides = ReadonlyMap<string, Override>;
export const NO_OVERRIDES: Overrides = new Map();

export function overrideKey(modbusType: ModbusType, register: number): string {
  return `${modbusType}:${register}`;
}
