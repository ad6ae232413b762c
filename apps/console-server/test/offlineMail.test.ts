import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import { DeviceLink } from '../src/devices/link';
import { composeMail, smtpSender } from '../src/notifications/email';
import { runNotificationCycle } from '../src/notifications/worker';
import { Poller } from '../src/poller/poller';
import { loadDevices, type StoredDevice } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';
import { startHttpSink, startSmtpServer, type HttpSink, type SmtpPeer } from './notificationPeers';

/**
 * The device_offline message says why and since when (issue 30): the device's last_error
 * sentence and its last successful poll, dates as DECISIONS "Dates" says with the time zone named
 * (a mail has no browser); the webhook body keeps its shape and gains `last_error` and `last_seen`.
 */
const TIMEOUTS = {
  requestTimeoutMs: 700,
  connectTimeoutMs: 500,
  backoffMinMs: 100,
  backoffMaxMs: 300,
};
let clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let smtp: SmtpPeer;
let sink: HttpSink;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  context = await createTestContext({
    now: () => clock,
    emulator: true,
    modbus: TIMEOUTS,
    notifications: { webhookNetworks: '127.0.0.0/8' },
  });
  smtp = await startSmtpServer();
  sink = await startHttpSink();
}, 120_000);
afterAll(async () => {
  await sink.close();
  await smtp.close();
  await context.close();
});

describe('the device_offline message', () => {
  it('names the reason and the last answer, in the mail and in the webhook body', async () => {
    const admin = await context.token('demo', 'admin');
    for (const payload of [
      {
        name: 'Offline by mail',
        events: ['device_offline'],
        channel: 'email',
        recipients: { emails: ['facility@example.com'] },
        grouping_minutes: 0,
      },
      {
        name: 'Offline by webhook',
        events: ['device_offline'],
        channel: 'webhook',
        url: sink.url,
        grouping_minutes: 0,
      },
    ]) {
      const created = await context.request({
        method: 'POST',
        url: '/notifications/rules/',
        token: admin,
        payload,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // The devices answer at 05:00, then their gateway is gone; the heat pump's messages are read.
    const devices = await loadDevices(context.db, 'demo');
    const heatPump = devices.find((device) => device.row.is_single_unit) as StoredDevice;
    await context.poll();
    await context.app.poller.stop();
    const emulator = context.emulator;
    if (!emulator) throw new Error('no emulator');
    await emulator.stop();
    const sender = smtpSender(smtp.url);
    try {
      const poller = new Poller(context.db, {
        link: new DeviceLink(DeviceNetworks.parse(DEMO_DEVICE_NETWORKS), TIMEOUTS),
        now: () => clock,
        onError: (error) => {
          throw error;
        },
      });
      for (let failed = 1; failed <= 3; failed += 1) {
        clock = new Date(clock.getTime() + 60_000);
        await poller.pollAll();
        await sleep(350);
      }
      await poller.stop();
      await runNotificationCycle({
        db: context.db,
        now: () => clock,
        mail: sender,
        webhookPolicy: context.app.notifications.webhookPolicy,
        consoleUrl: context.app.consoleUrl,
      });
    } finally {
      sender.close();
      await emulator.start();
    }
    // One message a device (grouping 0); the heat pump's:
    expect(smtp.mails).toHaveLength(devices.length);
    // SMTP carries CRLF line ends.
    const texts = smtp.mails.map((item) => item.text.replace(/\r\n/g, '\n'));
    const text = texts.find((item) => item.includes(`device ${heatPump.row.unit_id}\n`));
    expect(text).toMatch(
      new RegExp(
        `- Offline since January 20, 2026 at 05:03 UTC — .+ · device ${heatPump.row.unit_id}\n` +
          '  Connection refused; last answered January 20, 2026 at 05:00 UTC\\.',
      ),
    );
    expect(sink.hooks).toHaveLength(devices.length);
    const event = sink.hooks
      .flatMap((hook) => hook.json.events as unknown as { device: { id: number } }[])
      .find((item) => item.device.id === heatPump.id);
    expect(event).toMatchObject({
      entry_id: null,
      device: { id: heatPump.id },
      triggered_at: '2026-01-20T05:03:00.000Z',
      resolved_at: null,
      last_error: 'Connection refused',
      last_seen: '2026-01-20T05:00:00.000Z',
    });
  }, 60_000);

  it('says so when the device never answered', () => {
    const { text } = composeMail({
      type: 'device_offline',
      ruleName: 'Offline',
      reminder: false,
      consoleUrl: 'http://demo.localhost:5173',
      events: [
        {
          entry_id: null,
          project: { id: 1, name: 'Tower' },
          device: { id: 7, unit_id: 'HP-1' },
          parameter_name: null,
          triggered_value: null,
          triggered_at: '2026-03-05T14:07:00.000Z',
          resolved_at: null,
          last_error: 'No answer within 2 s',
          last_seen: null,
        },
      ],
    });
    expect(text).toContain(
      '- Offline since March 5, 2026 at 14:07 UTC — Tower · device HP-1\n  No answer within 2 s; never answered since it was added.',
    );
  });
});
