import type { Database } from '../db';
import type { Override } from '../devices/overrides';
import {
  findDeviceAtConnection,
  loadDevice,
  loadOverrides,
  saveRegisterValue,
} from '../devices/store';
import { Emulator, type EmulatorOptions } from './emulator';

/**
 * An emulator that serves the devices of a database whose connection points at it (loopback, its
 * port, their unit id): each unit is that device's simulation, and what is written to it is kept in
 * `register_values`, so the demo's devices keep written values across restarts.
 */
export function databaseEmulator(
  db: Database,
  options: Omit<EmulatorOptions, 'resolve' | 'onWrite'>,
): Emulator {
  const owners = new Map<number, { tenant: string; id: number }>();
  return new Emulator({
    ...options,
    resolve: async (unit) => {
      const owner = await findDeviceAtConnection(db, options.port, unit);
      if (!owner) return undefined;
      const device = await loadDevice(db, owner.tenant, owner.id);
      if (!device) return undefined;
      owners.set(unit, owner);
      const overrides = (await loadOverrides(db, owner.tenant, [owner.id])).get(owner.id);
      return { device, overrides: new Map<string, Override>(overrides ?? []) };
    },
    onWrite: async (unit, modbusType, register, value, at) => {
      const owner = owners.get(unit);
      if (owner)
        await saveRegisterValue(db, owner.tenant, owner.id, modbusType, register, value, at);
    },
  });
}
