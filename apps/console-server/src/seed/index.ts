import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db';
import { seedBase } from './base';

export interface SeedOptions {
  now: Date;
  /** Folder of uploaded files (DATA_DIR); seeded images and documents are written under it. */
  dataDir: string;
}

type SeedStep = (db: Database, options: SeedOptions) => Promise<void>;

const SEED_FLAG = 'demo_seeded';

/** Helper B's device seed (src/seed/devices.ts), loaded when it exists. */
async function deviceSeed(): Promise<SeedStep | undefined> {
  const file = fileURLToPath(new URL('./devices.ts', import.meta.url));
  if (!existsSync(file)) return undefined;
  const specifier = './devices';
  const module = (await import(specifier)) as { seedDevices?: SeedStep };
  return module.seedDevices;
}

/**
 * Seeds the demo tenants once: a flag row in `meta` records that it ran, so a restart keeps the data
 * as users changed it. Answers whether it seeded now.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<boolean> {
  const flag = await db.one('SELECT value FROM meta WHERE key = $1', [SEED_FLAG]);
  if (flag) return false;
  const seedDevices = await deviceSeed();
  await db.transaction(async (tx) => {
    await seedBase(tx, options);
    if (seedDevices) await seedDevices(tx, options);
    await tx.query('INSERT INTO meta (key, value) VALUES ($1, $2)', [
      SEED_FLAG,
      options.now.toISOString(),
    ]);
  });
  return true;
}
