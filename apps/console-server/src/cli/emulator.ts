import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, migrate } from '../db';
import { startDemoEmulator } from '../emulator/demo';
import type { EmulatorFault } from '../emulator/emulator';
import { seedDemo } from '../seed';

/**
 * `pnpm --filter @hvac/console-server run emulator -- --port 1502`: the demo's HVAC equipment as a
 * Modbus TCP server on its own, for a second server or any Modbus client (mbpoll). It serves the
 * demo's devices as a fresh demo seeds them (unit ids 1, 2, … in the seed's order), on loopback unless
 * `--host` says otherwise.
 *
 * Fault switches for tests (all units): `--slow <ms>`, `--exception <code>`, `--drop`, `--silent`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '1502' },
      host: { type: 'string', default: '127.0.0.1' },
      slow: { type: 'string' },
      exception: { type: 'string' },
      drop: { type: 'boolean', default: false },
      silent: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`Invalid --port ${values.port}`);
  const db = await createDatabase({ memory: true });
  await migrate(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'hvac-emulator-'));
  await seedDemo(db, { now: new Date(), dataDir, emulatorPort: port });
  const emulator = await startDemoEmulator(db, port, values.host);
  let fault: EmulatorFault | null = null;
  if (values.slow) fault = { kind: 'slow', ms: Number(values.slow) };
  else if (values.exception) fault = { kind: 'exception', code: Number(values.exception) };
  else if (values.drop) fault = { kind: 'drop' };
  else if (values.silent) fault = { kind: 'silent' };
  if (fault) emulator.setFault('all', fault);
  console.log(
    `emulator listening on ${values.host}:${port} (Modbus TCP, the demo's devices as unit ids 1, 2, …)${fault ? `, fault ${JSON.stringify(fault)}` : ''}`,
  );
  const stop = async () => {
    await emulator.stop();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
