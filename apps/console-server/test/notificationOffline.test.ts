import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { DeviceLink } from '../src/devices/link';
import { runNotificationCycle } from '../src/notifications/worker';
import { Poller } from '../src/poller/poller';
import { loadDevices } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';
import { signatureValid, startHttpSink, type HttpSink } from './notificationPeers';

// Issue 25 with the device poller of issue 22: a device that goes offline is one `device_offline`
// webhook, sent once however long it stays offline.
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  backoffMinMs: 100,
  backoffMaxMs: 300,
};
const clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let sink: HttpSink;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  context = await createTestContext({
    now: () => clock,
    emulator: true,
    modbus: TIMEOUTS,
    notifications: { webhookNetworks: '127.0.0.0/8' },
  });
  sink = await startHttpSink();
}, 120_000);
afterAll(async () => {
  await sink.close();
  await context.close();
});

describe('device_offline', () => {
  it('is sent once when a device goes offline, not before and not again', async () => {
    const admin = await context.token('demo', 'admin');
    const created = await context.request({
      method: 'POST',
      url: '/notifications/rules/',
      token: admin,
      payload: {
        name: 'Offline devices',
        events: ['device_offline'],
        channel: 'webhook',
        url: sink.url,
        grouping_minutes: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json<{ secret: string }>();
    const cycle = () =>
      runNotificationCycle({
        db: context.db,
        now: () => clock,
        mail: undefined,
        webhookPolicy: context.app.notifications.webhookPolicy,
        consoleUrl: context.app.consoleUrl,
      });
    const devices = await loadDevices(context.db, 'demo');
    await context.poll();
    await context.app.poller.stop();
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    await emulator.stop();
    try {
      const poller = new Poller(context.db, {
        link: new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS),
        now: () => clock,
        onError: (error) => {
          throw error;
        },
      });
      for (let failed = 1; failed <= 5; failed += 1) {
        await poller.pollAll();
        await cycle();
        // Offline from the third failed poll on: one message per device, then no more.
        expect(sink.hooks.length, `after ${failed} failed polls`).toBe(
          failed < 3 ? 0 : devices.length,
        );
        await sleep(350);
      }
      await poller.stop();
    } finally {
      await emulator.start();
    }
    const offline = sink.hooks.map((hook) => hook.json);
    expect(offline.every((body) => body.type === 'device_offline')).toBe(true);
    expect(
      offline
        .map((body) => (body.events[0] as unknown as { device: { id: number } }).device.id)
        .sort(),
    ).toEqual(devices.map((device) => device.id).sort());
    expect(sink.hooks.every((hook) => signatureValid(hook, secret))).toBe(true);
  }, 60_000);
});
