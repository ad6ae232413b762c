import { createServer } from 'node:net';
import type { Database } from '../db';
import { DEFAULT_EMULATOR_PORT } from '../seed/devices';
import { moveLoopbackDevices, readMeta, writeMeta } from '../devices/store';
import { databaseEmulator } from './database';
import type { Emulator } from './emulator';

const PORT_KEY = 'emulator_port';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The port of the demo's emulator: EMULATOR_PORT when set, else the one the demo used before (kept in
 * `meta`), else 1502, else any free port (two demos on one machine). The demo's loopback devices
 * follow it when it changes.
 */
export async function demoEmulatorPort(db: Database, wanted?: number): Promise<number> {
  const stored = await readMeta(db, PORT_KEY);
  const previous = stored === undefined ? undefined : Number(stored);
  let port = wanted;
  if (port === undefined) {
    for (const candidate of [previous, DEFAULT_EMULATOR_PORT]) {
      if (candidate !== undefined && (await portFree(candidate))) {
        port = candidate;
        break;
      }
    }
    port ??= await anyFreePort();
  }
  if (previous !== undefined && previous !== port) await moveLoopbackDevices(db, previous, port);
  await writeMeta(db, PORT_KEY, String(port));
  return port;
}

/** Starts the demo's emulator on loopback, serving the database's devices that point at it. */
export async function startDemoEmulator(
  db: Database,
  port: number,
  host = '127.0.0.1',
): Promise<Emulator> {
  const emulator = databaseEmulator(db, { port, host });
  await emulator.start();
  return emulator;
}
