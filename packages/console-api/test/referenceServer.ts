/**
 * The reference server (apps/console-server) started in process for integration tests: an in-memory
 * PGlite, migrated and seeded with the demo data, and a fetch that goes through `app.inject`
 * (Node's fetch ignores Host headers, and the server reads the tenant from Host).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '@hvac/console-server/src/app';
import { createDatabase, migrate } from '@hvac/console-server/src/db';
import { DEMO_DEVICE_NETWORKS } from '@hvac/console-server/src/modbus/networks';
import { databaseEmulator } from '@hvac/console-server/src/emulator/database';
import { demoEmulatorPort } from '@hvac/console-server/src/emulator/demo';
import { backfillEmulatedDevices } from '@hvac/console-server/src/history/backfill';
import { seedDemo } from '@hvac/console-server/src/seed';
import { createConsoleClient } from '../src/consoleClient';
import type { ConsoleClient } from '../src/consoleClient';
import { createMemoryStorage } from '../src/session';
import type { FetchLike } from '../src/transport';

export const DEMO_PASSWORD = 'Demo#2026';
export const ACME_PASSWORD = 'Acme#2026';
/** The development outbox's secret in these tests (header X-Dev-Outbox-Token). */
export const DEV_OUTBOX_TOKEN = 'console-api-integration-outbox';
/** The origin of the jsdom page that sends uploads cross-origin. */
export const UPLOAD_PAGE_ORIGIN = 'http://localhost:3000';

export interface ReferenceServer {
  app: Awaited<ReturnType<typeof buildServer>>;
  /** The server clock; tests move it to expire access tokens. */
  clock: { now: Date };
  /** A fetch into the server: the request URL's host becomes the Host header (the tenant). */
  fetch: FetchLike;
  /** A client of `tenant` with its own session storage, optionally signed in. */
  client(options?: {
    tenant?: string;
    onUnauthorized?: () => void;
  }): ConsoleClient & { unauthorized: number };
  close(): Promise<void>;
}

export async function startReferenceServer(
  start = new Date('2026-03-14T09:30:00Z'),
): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-api-it-'));
  const db = await createDatabase({ memory: true });
  await migrate(db);
  const clock = { now: start };
  // The demo's devices are the emulator's (Modbus TCP on loopback); one poll gives them live values.
  const emulatorPort = await demoEmulatorPort(db);
  await seedDemo(db, { now: clock.now, dataDir, emulatorPort });
  // Graphs and historical tables read stored history: as the demo's first start does (90 days there),
  // two days of the emulator's past for every device, enough for the calls these tests make.
  await backfillEmulatedDevices(db, emulatorPort, clock.now, 2);
  const emulator = databaseEmulator(db, { port: emulatorPort, now: () => clock.now });
  await emulator.start();
  const app = await buildServer({
    db,
    dataDir,
    demo: true,
    deviceNetworks: DEMO_DEVICE_NETWORKS,
    emulator,
    now: () => clock.now,
    secret: Buffer.from('console-api-integration-secret'),
    // The development outbox exists only with its per-run secret; tests read links with it.
    devOutboxToken: DEV_OUTBOX_TOKEN,
    // The jsdom page of the upload tests is a console origin like any other.
    corsOrigins: [UPLOAD_PAGE_ORIGIN],
  });
  await app.ready();
  await app.poller.pollAll();

  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    if (request.signal.aborted) throw new DOMException('Aborted', 'AbortError');
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        answerHeaders.append(name, String(item));
      }
    }
    const empty = [101, 204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };

  return {
    app,
    clock,
    fetch,
    client({ tenant = 'demo', onUnauthorized } = {}) {
      const client = createConsoleClient({
        baseUrl: `http://${tenant}.localhost:8787`,
        fetch,
        storage: createMemoryStorage(),
        onUnauthorized: () => {
          extended.unauthorized += 1;
          onUnauthorized?.();
        },
      });
      const extended = Object.assign(client, { unauthorized: 0 });
      return extended;
    },
    async close() {
      await app.close();
      await emulator.stop();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A client of `tenant` signed in as a demo user. */
export async function signedIn(
  server: ReferenceServer,
  username: 'admin' | 'manager' | 'operator' | 'spectator' | 'root' = 'admin',
  tenant: 'demo' | 'acme' = 'demo',
) {
  const client = server.client({ tenant });
  const password =
    username === 'root' ? 'Root#2026' : tenant === 'demo' ? DEMO_PASSWORD : ACME_PASSWORD;
  await client.auth.login({ username, password });
  return client;
}
