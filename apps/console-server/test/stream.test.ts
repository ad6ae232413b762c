import type { AddressInfo } from 'node:net';
import type { LiveEvent } from '@hvac/console-domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { createDatabase } from '../src/db';
import type { Database } from '../src/db';
import { ensureDeviceData, idsOf } from './deviceData';
import {
  createTestContext,
  PASSWORDS,
  testDatabaseUrl,
  type TestContext,
  describeWithPostgres,
} from './helpers';
import { openStream, type OpenedStream } from './streamClient';

// The live-event stream (issue 24): GET /events/stream/ over a real socket.

let clock = new Date();
let context: TestContext;
let port = 0;
const opened: OpenedStream[] = [];

beforeAll(async () => {
  context = await createTestContext({ now: () => clock });
  await ensureDeviceData(context.db);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  for (const stream of opened) stream.close();
  await context?.close();
});

async function stream(options: Parameters<typeof openStream>[1], at = port) {
  const opened_ = await openStream(at, options);
  opened.push(opened_);
  return opened_;
}

/** A fresh session (its own token), so that ending it leaves the cached tokens alone. */
async function signIn(tenant: 'demo' | 'acme', user: string): Promise<string> {
  const response = await context.request({
    tenant,
    method: 'POST',
    url: '/authentication/login/',
    payload: { username: user, password: PASSWORDS[tenant] },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ access: string }>().access;
}

let markers = 0;
/** Publishes a marker event in a tenant; once a stream has it, it has every event published before. */
function marker(app: FastifyInstance, tenant: string): number {
  markers += 1;
  app.events.publish({
    tenant,
    type: 'project.error_status',
    project: 1_000_000 + markers,
    error_status: false,
  });
  return 1_000_000 + markers;
}

function hasProject(project: number) {
  return (message: { data: unknown }) => (message.data as { project?: number }).project === project;
}

describe('the event stream', () => {
  it('refuses a console without a token, or with another tenant’s token (401, not a stream)', async () => {
    const none = await stream({});
    expect(none.status).toBe(401);
    const acmeToken = await context.token('acme', 'admin');
    const crossed = await stream({ tenant: 'demo', token: acmeToken });
    expect(crossed.status).toBe(401);
    expect(await crossed.body()).toContain('detail');
  });

  it('sends ready first, and each tenant only its own events (one instance)', async () => {
    const demo = await stream({ tenant: 'demo', token: await context.token('demo', 'spectator') });
    const acme = await stream({ tenant: 'acme', token: await context.token('acme', 'operator') });
    expect(demo.status).toBe(200);
    await demo.waitFor((message) => message.event === 'ready');
    await acme.waitFor((message) => message.event === 'ready');
    const ids = await idsOf(context.db, 'acme');
    const acmeAdmin = await context.token('acme', 'admin');
    // A real producer in acme (an alarm entry by hand), and plain events in both tenants.
    const created = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: `/alerts/entries/${ids.project}/`,
      token: acmeAdmin,
      payload: { alarm_configuration: ids.configuration, triggered_value: 1 },
    });
    expect(created.statusCode).toBe(201);
    context.app.events.publish({
      tenant: 'demo',
      type: 'device.polled',
      project: 7,
      device: 9,
      at: clock.toISOString(),
    });
    const [demoEnd, acmeEnd] = [marker(context.app, 'demo'), marker(context.app, 'acme')];
    await demo.waitFor(hasProject(demoEnd));
    await acme.waitFor(hasProject(acmeEnd));
    const entry = created.json<{ id: number }>().id;
    expect(acme.events()).toContainEqual(
      expect.objectContaining({ type: 'alarm.raised', entry, project: ids.project }),
    );
    expect(demo.events().map((event) => event.type)).toEqual([
      'device.polled',
      'project.error_status',
    ]);
    expect(demo.events().some((event) => 'entry' in event && event.entry === entry)).toBe(false);
    expect(acme.events().some((event) => event.project === 7 || event.project === demoEnd)).toBe(
      false,
    );
    // Every event carries an id, distinct from every other.
    const all = [...demo.events(), ...acme.events()].map((event) => event.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('resumed with the last id it saw, a stream gets exactly the missed events; an old id gets refetch', async () => {
    const token = await context.token('demo', 'operator');
    const first = await stream({ tenant: 'demo', token });
    const seen = marker(context.app, 'demo');
    const last = await first.waitFor(hasProject(seen));
    first.close();
    await first.ended;
    const missed = [marker(context.app, 'demo'), marker(context.app, 'demo')];
    marker(context.app, 'acme');
    const resumed = await stream({ tenant: 'demo', token, lastId: last.id });
    await resumed.waitFor(hasProject(missed[1]));
    const after = marker(context.app, 'demo');
    await resumed.waitFor(hasProject(after));
    expect(resumed.messages[0].event).toBe('ready');
    expect(resumed.events().map((event) => event.project)).toEqual([...missed, after]);
    const unknown = await stream({ tenant: 'demo', token, lastId: 'ffffffff-1' });
    // An id never received here might still be on its way from another instance: refetch after the wait.
    await unknown.waitFor((message) => message.event === 'refetch', 10_000);
    const garbage = await stream({ tenant: 'demo', token, lastId: '../../etc' });
    await garbage.waitFor((message) => message.event === 'refetch');
    // An id of another tenant's event is unknown here too.
    const acmeToken = await context.token('acme', 'operator');
    const crossed = await stream({ tenant: 'acme', token: acmeToken, lastId: last.id });
    await crossed.waitFor((message) => message.event === 'refetch');
  });

  it('says where a new stream starts (ready.last), so a console that saw no event can resume', async () => {
    const token = await context.token('demo', 'operator');
    const seen = await stream({ tenant: 'demo', token });
    await seen.waitFor((message) => message.event === 'ready');
    const before = marker(context.app, 'demo');
    const last = (await seen.waitFor(hasProject(before))).id;
    const fresh = await stream({ tenant: 'demo', token });
    const ready = await fresh.waitFor((message) => message.event === 'ready');
    expect(ready.data).toEqual({ last });
    fresh.close();
    const missed = marker(context.app, 'demo');
    const resumed = await stream({ tenant: 'demo', token, lastId: last });
    await resumed.waitFor(hasProject(missed));
    expect(resumed.events().map((event) => event.project)).toEqual([missed]);
  });

  it('closes a stream at once when its session is logged out, and no other', async () => {
    const token = await signIn('demo', 'manager');
    const other = await stream({ tenant: 'demo', token: await signIn('demo', 'manager') });
    const revoked = await stream({ tenant: 'demo', token });
    await revoked.waitFor((message) => message.event === 'ready');
    const started = Date.now();
    const logout = await context.request({ method: 'POST', url: '/authentication/logout/', token });
    expect(logout.statusCode).toBe(200);
    await revoked.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    const end = marker(context.app, 'demo');
    await other.waitFor(hasProject(end));
    expect(other.isEnded()).toBe(false);
    // Reconnecting with the logged-out session's token is refused.
    expect((await stream({ tenant: 'demo', token })).status).toBe(401);
  });

  it("closes a user's stream when an admin changes their role", async () => {
    const admin = await context.token('acme', 'admin');
    const user = await context.db.one<{ id: number }>(
      `SELECT id FROM users WHERE tenant_id = 'acme' AND username = 'spectator'`,
    );
    const spectator = await stream({ tenant: 'acme', token: await signIn('acme', 'spectator') });
    await spectator.waitFor((message) => message.event === 'ready');
    const changed = await context.request({
      tenant: 'acme',
      method: 'PATCH',
      url: `/users/${user?.id}/`,
      token: admin,
      payload: { permission_type: 'company_operator' },
    });
    expect(changed.statusCode).toBe(200);
    await spectator.ended;
    await context.request({
      tenant: 'acme',
      method: 'PATCH',
      url: `/users/${user?.id}/`,
      token: admin,
      payload: { permission_type: 'company_spectator' },
    });
  });

  it('ends when the access token expires, so the console reconnects with a fresh one', async () => {
    const token = await signIn('demo', 'operator');
    // The token has 300 ms left.
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      exp: number;
    };
    clock = new Date(exp * 1000 - 300);
    const expiring = await stream({ tenant: 'demo', token });
    expect(expiring.status).toBe(200);
    const started = Date.now();
    await expiring.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    clock = new Date();
  });

  it('keeps at most 32 streams per user across sessions: the oldest closes, saying why', async () => {
    const sessions = [
      await signIn('acme', 'operator'),
      await signIn('acme', 'operator'),
      await signIn('acme', 'operator'),
    ];
    const streams: OpenedStream[] = [];
    // 11 streams in each of three sessions (under the 16 a session may hold), 33 for the user.
    for (let index = 0; index < 33; index += 1) {
      const opened_ = await stream({ tenant: 'acme', token: sessions[index % 3] });
      await opened_.waitFor((message) => message.event === 'ready');
      streams.push(opened_);
    }
    await streams[0].ended;
    expect(streams[0].messages.at(-1)).toEqual({
      event: 'closed',
      data: { reason: 'too_many_streams' },
    });
    const end = marker(context.app, 'acme');
    for (const open of streams.slice(1)) await open.waitFor(hasProject(end));
    expect(streams.slice(1).every((open) => !open.isEnded())).toBe(true);
    // Another user of the tenant is not held back by them.
    const other = await stream({ tenant: 'acme', token: await signIn('acme', 'manager') });
    await other.waitFor((message) => message.event === 'ready');
    for (const open of [...streams, other]) open.close();
  });

  it('keeps at most LIVE_STREAMS_PER_TENANT streams per tenant: the oldest closes, saying why', async () => {
    const limited = await buildServer({
      db: context.db,
      dataDir: context.dataDir,
      demo: true,
      now: () => clock,
      secret: Buffer.from('test-secret-of-the-console-server'),
      liveStreams: { perTenant: 3 },
    });
    await limited.listen({ port: 0, host: '127.0.0.1' });
    const at = (limited.server.address() as AddressInfo).port;
    try {
      const streams: OpenedStream[] = [];
      for (const user of ['admin', 'manager', 'operator', 'spectator']) {
        const opened_ = await stream({ tenant: 'demo', token: await signIn('demo', user) }, at);
        await opened_.waitFor((message) => message.event === 'ready');
        streams.push(opened_);
      }
      await streams[0].ended;
      expect(streams[0].messages.at(-1)).toMatchObject({
        event: 'closed',
        data: { reason: 'too_many_streams' },
      });
      expect(limited.streams.size).toBe(3);
      // Another tenant has its own count.
      const acme = await stream({ tenant: 'acme', token: await signIn('acme', 'admin') }, at);
      await acme.waitFor((message) => message.event === 'ready');
      expect(limited.streams.size).toBe(4);
      expect(streams.slice(1).every((open) => !open.isEnded())).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('ends every stream when the server closes', async () => {
    const closing = await buildServer({
      db: context.db,
      dataDir: context.dataDir,
      demo: true,
      now: () => clock,
      secret: Buffer.from('test-secret-of-the-console-server'),
    });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const at = (closing.server.address() as AddressInfo).port;
    const open = await stream({ tenant: 'demo', token: await context.token('demo', 'admin') }, at);
    await open.waitFor((message) => message.event === 'ready');
    expect(closing.streams.size).toBe(1);
    await closing.close();
    await open.ended;
    expect(closing.streams.size).toBe(0);
  });
});

describeWithPostgres('the event stream on two instances sharing PostgreSQL', () => {
  let other: FastifyInstance;
  let otherDb: Database;
  let otherPort = 0;

  beforeAll(async () => {
    const schema = (await context.db.one<{ schema: string }>('SELECT current_schema() AS schema'))
      ?.schema;
    otherDb = await createDatabase({ url: testDatabaseUrl(), schema });
    other = await buildServer({
      db: otherDb,
      dataDir: context.dataDir,
      demo: true,
      now: () => clock,
      secret: Buffer.from('test-secret-of-the-console-server'),
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherPort = (other.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  it('an event on instance A reaches a stream on instance B, of its tenant only', async () => {
    const onB = await stream(
      { tenant: 'demo', token: await context.token('demo', 'operator') },
      otherPort,
    );
    const acmeOnB = await stream(
      { tenant: 'acme', token: await context.token('acme', 'operator') },
      otherPort,
    );
    await onB.waitFor((message) => message.event === 'ready');
    await acmeOnB.waitFor((message) => message.event === 'ready');
    const ids = await idsOf(context.db, 'demo');
    const created = await context.request({
      method: 'POST',
      url: `/alerts/entries/${ids.project}/`,
      token: await context.token('demo', 'admin'),
      payload: { alarm_configuration: ids.configuration, triggered_value: 2 },
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<{ id: number }>().id;
    const raised = await onB.waitFor(
      (message) => (message.data as LiveEvent & { entry?: number }).entry === entry,
    );
    expect(raised.data).toMatchObject({ type: 'alarm.raised', project: ids.project });
    const end = marker(context.app, 'acme');
    await acmeOnB.waitFor(hasProject(end));
    expect(acmeOnB.events().some((event) => 'entry' in event && event.entry === entry)).toBe(false);
  });

  it('a stream resumes on B with the id it saw on A', async () => {
    const token = await context.token('demo', 'operator');
    const onA = await stream({ tenant: 'demo', token });
    const seen = marker(context.app, 'demo');
    const last = await onA.waitFor(hasProject(seen));
    onA.close();
    const missed = marker(context.app, 'demo');
    const onB = await stream({ tenant: 'demo', token, lastId: last.id }, otherPort);
    await onB.waitFor(hasProject(missed));
    expect(onB.events().map((event) => event.project)).toEqual([missed]);
  });

  it('a logout on A closes the session’s stream on B at once', async () => {
    const token = await signIn('demo', 'manager');
    const onB = await stream({ tenant: 'demo', token }, otherPort);
    await onB.waitFor((message) => message.event === 'ready');
    const started = Date.now();
    expect(
      (await context.request({ method: 'POST', url: '/authentication/logout/', token })).statusCode,
    ).toBe(200);
    await onB.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a dropped LISTEN connection makes every stream refetch, and events flow again after it reconnects', async () => {
    const open = await stream({ tenant: 'demo', token: await context.token('demo', 'operator') });
    await open.waitFor((message) => message.event === 'ready');
    const schema = (await context.db.one<{ schema: string }>('SELECT current_schema() AS schema'))
      ?.schema;
    const killed = await context.db.query<{ killed: boolean }>(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
        WHERE query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN hvac_events_${schema}`],
    );
    // Both instances of this file listen on the schema's channel.
    expect(killed.length).toBeGreaterThanOrEqual(1);
    await open.waitFor((message) => message.event === 'refetch');
    let delivered = false;
    for (let attempt = 0; attempt < 50 && !delivered; attempt += 1) {
      const project = marker(context.app, 'demo');
      delivered = await open
        .waitFor(hasProject(project), 200)
        .then(() => true)
        .catch(() => false);
    }
    expect(delivered).toBe(true);
  });
});
