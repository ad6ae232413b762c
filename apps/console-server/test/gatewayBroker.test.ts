// The embedded MQTT broker of edge gateways (aedes), driven by a real MQTT client (MQTT.js) over TCP:
// enrolled credentials only, each gateway confined to its own topics, revocation closes sessions.
import Fastify from 'fastify';
import { connectAsync } from 'mqtt';
import type { IClientOptions, MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimits } from '../src/auth/rateLimit';
import { ConfigError, loadConfig } from '../src/config';
import { MQTT_CONNECT_POLICY } from '../src/gateways/broker';
import type { GatewayBroker } from '../src/gateways/broker';
import { registerGatewayBroker } from '../src/gateways/plugin';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

const NOW = new Date('2026-11-28T12:00:00Z');

interface Credentials {
  gateway: number;
  tenant: string;
  mqtt: { url: string; username: string; password: string };
}

let context: TestContext;
let broker: GatewayBroker;
let admin: string;
let acmeAdmin: string;
const clients: MqttClient[] = [];

async function enrolled(tenant: 'demo' | 'acme' = 'demo'): Promise<Credentials> {
  const token = tenant === 'demo' ? admin : acmeAdmin;
  const project = await context.db.one<{ id: number }>(
    'SELECT id FROM projects WHERE tenant_id = $1 ORDER BY id LIMIT 1',
    [tenant],
  );
  const created = await context.request({
    tenant,
    method: 'POST',
    url: `/projects/${project!.id}/gateways/`,
    token,
    payload: { name: `Gateway of ${tenant}` },
  });
  expect(created.statusCode).toBe(201);
  const { enrolment } = created.json<{ enrolment: { token: string } }>();
  const enrol = await context.request({
    tenant,
    method: 'POST',
    url: '/gateways/enrol/',
    payload: { token: enrolment.token },
  });
  expect(enrol.statusCode).toBe(200);
  return enrol.json<Credentials>();
}

async function connect(
  credentials: Credentials,
  overrides: Partial<IClientOptions> = {},
): Promise<MqttClient> {
  // Node's resolver does not resolve *.localhost here (TOOLCHAIN.md): the same port on loopback.
  const url = new URL(credentials.mqtt.url);
  const client = await connectAsync(`mqtt://127.0.0.1:${url.port}`, {
    username: credentials.mqtt.username,
    password: credentials.mqtt.password,
    clientId: credentials.mqtt.username,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5000,
    ...overrides,
  });
  clients.push(client);
  return client;
}

const topic = (credentials: Credentials, rest: string) =>
  `hvac/v1/${credentials.tenant}/${credentials.gateway}/${rest}`;

/** Waits for `check` to hold (a state written after an MQTT event), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function gatewayRow(id: number) {
  const row = await context.db.one<{
    state: string;
    last_seen: Date | null;
    version: string | null;
    clock_skew_ms: number | null;
  }>('SELECT state, last_seen, version, clock_skew_ms FROM gateways WHERE id = $1', [id]);
  return row!;
}

function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) => {
    if (!client.connected) resolve();
    else client.once('close', () => resolve());
  });
}

/** Messages a callback gets, collected per topic. */
function collect(): { seen: string[]; onMessage: (topic: string) => void } {
  const seen: string[] = [];
  return { seen, onMessage: (received) => seen.push(received) };
}

beforeAll(async () => {
  context = await createTestContext({
    now: () => NOW,
    mqtt: { port: 0, host: '127.0.0.1', revocationCheckMs: 500 },
  });
  broker = context.app.gatewayBroker!;
  admin = await context.token('demo', 'admin');
  acmeAdmin = await context.token('acme', 'admin');
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true)));
});

afterAll(() => context.close());

describe('the gateway broker', () => {
  it('listens on the port enrolment answers, started with the app', async () => {
    const credentials = await enrolled();
    expect(broker.port).toBeGreaterThan(0);
    expect(credentials.mqtt.url).toBe(`mqtt://demo.localhost:${broker.port}`);
  });

  it('lets an enrolled gateway in: online with last_seen, offline once it leaves', async () => {
    const credentials = await enrolled();
    expect((await gatewayRow(credentials.gateway)).state).toBe('unknown');
    const client = await connect(credentials);
    expect(client.connected).toBe(true);
    await eventually(async () => (await gatewayRow(credentials.gateway)).state === 'online');
    expect((await gatewayRow(credentials.gateway)).last_seen).toEqual(NOW);
    await client.endAsync();
    await eventually(async () => (await gatewayRow(credentials.gateway)).state === 'offline');
  });

  it('refuses a wrong password, an unknown user name and a client id that is not the user name', async () => {
    const credentials = await enrolled();
    const attempts: Partial<IClientOptions>[] = [
      { password: `${credentials.mqtt.password}x` },
      { password: '' },
      { username: 'gateway-999999.demo', clientId: 'gateway-999999.demo' },
      { clientId: 'someone-else' },
      { username: 'nul\u0000name', clientId: 'nul\u0000name' },
    ];
    for (const overrides of attempts) {
      await expect(connect(credentials, overrides)).rejects.toThrow(/refused/i);
    }
    expect((await gatewayRow(credentials.gateway)).state).toBe('unknown');
  });

  it("records up/hello: version and clock skew (server time minus the gateway's clock)", async () => {
    const credentials = await enrolled();
    const client = await connect(credentials);
    const clock = new Date(NOW.getTime() - 1500).toISOString();
    await client.publishAsync(
      topic(credentials, 'up/hello'),
      JSON.stringify({ v: 1, version: '0.3.1', clock, journal: { polls: 0 } }),
      { qos: 1 },
    );
    await eventually(async () => (await gatewayRow(credentials.gateway)).version === '0.3.1');
    expect(Number((await gatewayRow(credentials.gateway)).clock_skew_ms)).toBe(1500);
    // An unreadable hello changes nothing and keeps the session.
    await client.publishAsync(topic(credentials, 'up/hello'), '{"v": 1, "version": 5}', { qos: 1 });
    await client.publishAsync(
      topic(credentials, 'up/hello'),
      JSON.stringify({ v: 1, version: '0.4.0', clock: NOW.toISOString() }),
      { qos: 1 },
    );
    await eventually(async () => (await gatewayRow(credentials.gateway)).version === '0.4.0');
    expect(Number((await gatewayRow(credentials.gateway)).clock_skew_ms)).toBe(0);
    expect(client.connected).toBe(true);
  });

  it("closes a gateway that publishes to another gateway's or tenant's topic; the message reaches nobody", async () => {
    const mine = await enrolled();
    const other = await enrolled();
    const acme = await enrolled('acme');
    const { seen, onMessage } = collect();
    const stop = await broker.subscribe('hvac/v1/#', onMessage);
    try {
      const otherClient = await connect(other);
      const granted = await otherClient.subscribeAsync(topic(other, 'down/writes'), { qos: 1 });
      expect(granted[0].qos).toBe(1);
      const received: string[] = [];
      otherClient.on('message', (name) => received.push(name));

      const forbidden = [
        topic(other, 'up/state'),
        topic(acme, 'up/polls'),
        topic(other, 'down/writes'),
        topic(mine, 'down/config'),
        topic(mine, 'up/unknown'),
        'hvac/v1/demo',
        '$SYS/anything',
      ];
      for (const name of forbidden) {
        const client = await connect(mine);
        const gone = closed(client);
        client.publish(name, JSON.stringify({ v: 1 }), { qos: 1 });
        await gone;
        expect(client.connected, name).toBe(false);
      }
      // Its own up/… topic passes, so the subscriber works; the refused ones never came.
      const client = await connect(mine);
      await client.publishAsync(topic(mine, 'up/state'), JSON.stringify({ v: 1 }), { qos: 1 });
      await eventually(() => Promise.resolve(seen.includes(topic(mine, 'up/state'))));
      expect(seen.filter((name) => forbidden.includes(name))).toEqual([]);
      expect(received).toEqual([]);
    } finally {
      await stop();
    }
  });

  it("refuses to subscribe to another gateway's down/ or anything but its own down/", async () => {
    const mine = await enrolled();
    const other = await enrolled();
    const client = await connect(mine);
    const received: string[] = [];
    client.on('message', (name) => received.push(name));
    const refused = [
      topic(other, 'down/writes'),
      topic(other, 'down/#'),
      `hvac/v1/${mine.tenant}/+/down/writes`,
      'hvac/v1/#',
      '#',
      topic(mine, 'up/hello'),
    ];
    // The broker answers SUBACK 128 (failure) for each; MQTT.js turns that into an error.
    for (const filter of refused) {
      await expect(client.subscribeAsync(filter, { qos: 1 }), filter).rejects.toThrow(
        /Subscribe error/,
      );
    }
    expect(client.connected).toBe(true);
    const [own] = await client.subscribeAsync(topic(mine, 'down/+'), { qos: 1 });
    expect(own.qos).toBe(1);
    const otherClient = await connect(other);
    await otherClient.subscribeAsync(topic(other, 'down/writes'), { qos: 1 });
    const otherReceived = new Promise<string>((resolve) =>
      otherClient.once('message', (name) => resolve(name)),
    );
    await broker.publish(topic(other, 'down/writes'), { v: 1, id: 'w1' });
    await broker.publish(topic(mine, 'down/config'), { v: 1, devices: [] });
    expect(await otherReceived).toBe(topic(other, 'down/writes'));
    await eventually(() => Promise.resolve(received.length > 0));
    expect(received).toEqual([topic(mine, 'down/config')]);
  });

  it('disconnects a gateway revoked through the API within 5 s; its credentials never work again', async () => {
    const credentials = await enrolled();
    const client = await connect(credentials);
    const gone = closed(client);
    const started = Date.now();
    const disconnect = vi.spyOn(broker, 'disconnect');
    const revoked = await context.request({
      method: 'DELETE',
      url: `/gateways/${credentials.gateway}/`,
      token: admin,
    });
    expect(revoked.statusCode).toBe(204);
    // The route closes the session itself, without waiting for the periodic check.
    expect(disconnect).toHaveBeenCalledWith(credentials.gateway);
    disconnect.mockRestore();
    await gone;
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(connect(credentials)).rejects.toThrow(/refused/i);
    await broker.settled();
    expect((await gatewayRow(credentials.gateway)).state).toBe('offline');
  });

  it('disconnects within 5 s a gateway another instance revoked (the periodic check)', async () => {
    const credentials = await enrolled();
    const client = await connect(credentials);
    await eventually(async () => (await gatewayRow(credentials.gateway)).state === 'online');
    const gone = closed(client);
    const started = Date.now();
    await context.db.query('UPDATE gateways SET revoked_at = $2 WHERE id = $1', [
      credentials.gateway,
      NOW,
    ]);
    await gone;
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(connect(credentials)).rejects.toThrow(/refused/i);
  });

  it('makes a user name with too many wrong passwords wait, even with the right one, until a success', async () => {
    const credentials = await enrolled();
    const wrong = { password: `${credentials.mqtt.password}-wrong` };
    for (let attempt = 0; attempt < MQTT_CONNECT_POLICY.free; attempt += 1)
      await expect(connect(credentials, wrong)).rejects.toThrow(/Bad username or password/i);
    // The clock stands still: the wait has not passed, so the right password is refused too.
    await expect(connect(credentials)).rejects.toThrow(/Server unavailable/i);
    // Another gateway (another user name) from the same address is not held back.
    const other = await enrolled();
    await connect(other);
    await context.app.limits.reset(
      JSON.stringify(['mqtt_connect', '127.0.0.1', credentials.mqtt.username]),
    );
    await connect(credentials);
  });

  it('keeps a gateway online when its new session replaces the old one', async () => {
    const credentials = await enrolled();
    const first = await connect(credentials);
    const firstGone = closed(first);
    await connect(credentials);
    await firstGone;
    await broker.settled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await broker.settled();
    expect((await gatewayRow(credentials.gateway)).state).toBe('online');
  });
});

describe('MQTT settings (config.ts)', () => {
  it('run the broker on loopback 1883 in the demo, off elsewhere until MQTT_PORT says', () => {
    expect(loadConfig({}).mqtt).toEqual({
      port: 1883,
      host: '127.0.0.1',
      publicUrl: undefined,
      optional: true,
    });
    expect(loadConfig({ DEMO: '0' }).mqtt).toBeUndefined();
    expect(loadConfig({ MQTT_PORT: 'off' }).mqtt).toBeUndefined();
    expect(
      loadConfig({
        DEMO: '0',
        MQTT_PORT: '0',
        MQTT_HOST: '0.0.0.0',
        MQTT_PUBLIC_URL: 'mqtts://{tenant}.mqtt.example.com:8883',
      }).mqtt,
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      publicUrl: 'mqtts://{tenant}.mqtt.example.com:8883',
      optional: false,
    });
    expect(() => loadConfig({ MQTT_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ MQTT_PORT: 'abc' })).toThrow(ConfigError);
  });

  it('answer MQTT_PUBLIC_URL with the tenant in enrolment', () => {
    const app = Fastify();
    app.decorate('db', context.db);
    app.decorate('now', () => NOW);
    app.decorate('limits', new RateLimits(context.db));
    app.decorate('apiUrl', (tenant: string) => `https://${tenant}.example.com`);
    registerGatewayBroker(app, {
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'mqtts://{tenant}.mqtt.example.com:8883',
    });
    expect(app.mqttUrl('acme')).toBe('mqtts://acme.mqtt.example.com:8883');
    return app.close();
  });

  it("give way when the demo's default port is taken, and fail when a set port is", async () => {
    const build = (optional: boolean) => {
      const app = Fastify();
      app.decorate('db', context.db);
      app.decorate('now', () => NOW);
      app.decorate('limits', new RateLimits(context.db));
      app.decorate('apiUrl', (tenant: string) => `http://${tenant}.localhost:8787`);
      registerGatewayBroker(app, { port: broker.port!, host: '127.0.0.1', optional });
      return app;
    };
    const demo = build(true);
    await demo.ready();
    expect(demo.gatewayBroker!.port).toBeUndefined();
    await demo.close();
    const set = build(false);
    await expect(set.ready()).rejects.toThrow(/EADDRINUSE/);
    await set.close().catch(() => undefined);
  });
});
