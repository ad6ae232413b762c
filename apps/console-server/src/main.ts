import { mkdirSync } from 'node:fs';
import { buildServer } from './app';
import { loadSecret } from './auth/tokens';
import { ConfigError, loadConfig } from './config';
import { watchParent } from './parentWatch';
import { createDatabase, migrate } from './db';
import { seedDemo } from './seed';
import { seedLarge } from './seed/large';
import { demoEmulatorPort, startDemoEmulator } from './emulator/demo';
import type { Emulator } from './emulator/emulator';
import { backfillDevices, devicesWithoutHistory } from './history/backfill';

/** `pnpm --filter @hvac/console-server start`: migrate, seed the demo once, listen on PORT (8787). */
async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const db = await createDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  const applied = await migrate(db);
  // The demo's devices are the emulator's, on loopback: a Modbus TCP server in this process.
  let emulator: Emulator | undefined;
  if (config.demo) {
    const emulatorPort = await demoEmulatorPort(db, config.emulatorPort);
    await seedDemo(db, { now: new Date(), dataDir: config.dataDir, emulatorPort });
    if (config.simulator) emulator = await startDemoEmulator(db, emulatorPort);
  }
  // The demo's first start: 90 days of history from the emulator's signals for its devices without
  // history (chosen before the poller gives them some), before the server answers, so that graphs and
  // tables are complete from the first request.
  const days = config.demoHistoryDays;
  const backfill = emulator && days > 0 ? await devicesWithoutHistory(db, emulator.port) : [];
  const backfillStarted = Date.now();
  if (backfill.length > 0)
    console.log(
      `Storing ${days} days of history of ${backfill.length} demo devices (first start only)…`,
    );
  const backfilled = await backfillDevices(db, backfill, new Date(), days);
  // A company-sized tenant `bigco` for benchmarks (once; see seed:large).
  if (config.seedLarge) await seedLarge(db, new Date());
  const app = await buildServer({
    db,
    dataDir: config.dataDir,
    demo: config.demo,
    logger: true,
    logLevel: config.logLevel,
    secret: loadSecret(config.dataDir, config.secretKey),
    graphCache: config.graphCache,
    poller: config.poller,
    smtpUrl: config.smtpUrl,
    consoleUrl: config.consoleUrl,
    apiUrl: config.apiUrl,
    corsOrigins: config.corsOrigins,
    apiDomain: config.apiDomain,
    trustProxy: config.trustProxy,
    devOutboxToken: config.devOutboxToken,
    staticDir: config.staticDir,
    checkResponses: !config.production,
    notifications: {
      worker: true,
      webhookNetworks: config.webhookNetworks,
      production: config.production,
      intervalMs: config.notificationPollMs,
      leaseMs: config.notificationLeaseMs,
    },
    deviceNetworks: config.deviceNetworks,
    historyRetentionDays: config.historyRetentionDays,
    liveStreams: config.liveStreams,
    pollerInstance: config.pollerInstance,
    mqtt: config.mqtt,
    emulator,
  });
  if (emulator) app.log.info({ port: emulator.port }, 'device emulator (Modbus TCP) on loopback');
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  if (backfilled > 0)
    app.log.info(
      { devices: backfilled, ms: Date.now() - backfillStarted },
      `demo history backfilled (${days} days)`,
    );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await emulator?.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  watchParent(() => void shutdown('parent exited'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A refused setting is the operator's to fix: its sentence alone, without a stack trace.
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
