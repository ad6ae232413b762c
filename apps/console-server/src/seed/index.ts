import type { Database } from '../db';
import { linkAreasToUnits } from '../floors/repository';
import { seedBase } from './base';
import { seedDevices } from './devices';

export interface SeedOptions {
  now: Date;
  /** DATA_DIR: seeded images and documents are written under its files/ folder. */
  dataDir: string;
  /** The port of the demo's emulator on loopback (the seeded devices' connection). */
  emulatorPort?: number;
}

const SEED_FLAG = 'demo_seeded';

/**
 * Seeds the demo tenants once: a flag row in `meta` records that it ran, so a restart keeps the data
 * as users changed it. Base data (people and sites) first, then the devices, alarms and change
 * log for the seeded projects, all in one transaction. Answers whether it seeded now.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const flag = await db.one('SELECT value FROM meta WHERE key = $1', [SEED_FLAG]);
  if (flag) return false;
  await db.transaction(async (tx) => {
    await seedBase(tx, options);
    await seedDevices(tx, options);
    // The floor plans were drawn before the devices existed: their areas now name their units.
    await linkAreasToUnits(tx);
    await tx.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [
      SEED_FLAG,
      options.now.toISOString(),
    ]);
  });
  return true;
}
