import { createServer } from 'node:net';
import type { DeviceTopology } from '../src/devices/catalog';
import { Emulator } from '../src/emulator/emulator';
import type { Override } from '../src/simulator/signals';

/**
 * A free TCP port on loopback (modbus-serial's ServerTCP cannot listen on port 0: ask the OS for one,
 * then let the emulator take it).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An emulator serving the given devices by unit id, started on a free port. */
export async function startEmulator(
  devices: Record<number, DeviceTopology>,
  now?: () => Date,
): Promise<Emulator> {
  const overrides = new Map<number, Map<string, Override>>();
  const emulator = new Emulator({
    port: await freePort(),
    now,
    resolve: (unit) => {
      const device = devices[unit];
      if (!device) return Promise.resolve(undefined);
      const own = overrides.get(unit) ?? new Map<string, Override>();
      overrides.set(unit, own);
      return Promise.resolve({ device, overrides: own });
    },
  });
  await emulator.start();
  return emulator;
}

/** A Daikin heat pump (single unit) and a Midea VRF with two systems, as topologies. */
export const HEAT_PUMP: DeviceTopology = {
  id: 101,
  modelKey: 'daikin-altherma-3',
  outdoorUnits: [],
  indoorUnits: [],
};
export const VRF: DeviceTopology = {
  id: 102,
  modelKey: 'midea-vrf-v6',
  outdoorUnits: [
    { id: 1, unit: 1 },
    { id: 2, unit: 2 },
  ],
  indoorUnits: [
    { id: 11, unit: 1, outdoorUnitId: 1 },
    { id: 12, unit: 2, outdoorUnitId: 1 },
    { id: 13, unit: 3, outdoorUnitId: 2 },
  ],
};
