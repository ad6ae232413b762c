import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config';
import { createDatabase, migrate } from '../db';
import { LARGE_SIZES, LARGE_TENANT, seedLarge } from '../seed/large';

/**
 * `pnpm --filter @hvac/console-server run seed:large`: migrates DATABASE_URL's PostgreSQL (or the
 * PGlite under DATA_DIR) and seeds the large tenant once, printing how long it took and the size.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const db = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await migrate(db);
    const { seeded, ms } = await seedLarge(db, new Date());
    const size = await db.one<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    console.log(
      seeded
        ? `Seeded tenant "${LARGE_TENANT}" (${JSON.stringify(LARGE_SIZES)}) in ${(ms / 1000).toFixed(1)} s; database ${size?.size}.`
        : `Tenant "${LARGE_TENANT}" was seeded before; database ${size?.size}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
