/**
 * The poll benchmark's devices, in a process of their own (so the server's CPU share is its own):
 * `GATEWAYS` Modbus TCP servers on consecutive loopback ports from `BASE_PORT`, each with `UNITS`
 * heat pumps (unit ids 1..UNITS). Prints `ready` when all listen.
 */
import type { DeviceTopology } from '../src/devices/catalog';
import { Emulator } from '../src/emulator/emulator';
import type { Override } from '../src/devices/overrides';

const base = Number(process.env.BASE_PORT);
const gateways = Number(process.env.GATEWAYS ?? 20);
const units = Number(process.env.UNITS ?? 100);

const emulators: Emulator[] = [];
for (let index = 0; index < gateways; index += 1) {
  const port = base + index;
  const emulator = new Emulator({
    port,
    resolve: (unit) => {
      if (unit < 1 || unit > units) return Promise.resolve(undefined);
      const device: DeviceTopology = {
        id: port * 1000 + unit,
        modelKey: 'daikin-altherma-3',
        outdoorUnits: [],
        indoorUnits: [],
      };
      return Promise.resolve({ device, overrides: new Map<string, Override>() });
    },
  });
  await emulator.start();
  emulators.push(emulator);
}
console.log('ready');
process.once('SIGTERM', () => {
  // A client's open connection can hold a server's close up: the process ends anyway.
  setTimeout(() => process.exit(0), 1_000).unref();
  void Promise.all(emulators.map((emulator) => emulator.stop())).then(() => process.exit(0));
});
