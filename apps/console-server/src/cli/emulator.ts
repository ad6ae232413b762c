import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrate } from '../db';
import { emulatorBanner } from '../emulator/banner';
import { startDemoEmulator } from '../emulator/demo';
import { seedDemo } from '../seed';
import { emulatedUnits } from '../devices/store';
import { EMULATOR_USAGE, parseEmulatorArgs } from './emulatorArgs';

/**
 * `pnpm --filter @hvac/console-server run emulator -- --port 1502`: the demo's HVAC equipment as a
 * Modbus TCP server on its own, for a second server or any Modbus client (mbpoll). It serves the
 * demo's devices as a fresh demo seeds them (unit ids 1, 2, … in the seed's order), on loopback unless
 * `--host` says otherwise, and prints which model each unit answers as.
 *
 * Fault switches for tests (all units): `--slow <ms>`, `--exception <code>`, `--drop`, `--silent`.
 */
async function main(): Promise<void> {
  let args;
  try {
    args = parseEmulatorArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${EMULATOR_USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(EMULATOR_USAGE);
    return;
  }
  const { host, port, fault } = args;
  const db = await createDatabase({ memory: true });
  await migrate(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'hvac-emulator-'));
  await seedDemo(db, { now: new Date(), dataDir, emulatorPort: port });
  const emulator = await startDemoEmulator(db, port, host);
  if (fault) emulator.setFault('all', fault);
  console.log(
    emulatorBanner({
      host,
      port,
      units: await emulatedUnits(db, port),
      fault: fault ? JSON.stringify(fault) : undefined,
    }),
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
