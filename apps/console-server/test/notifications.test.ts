import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smtpSender } from '../src/notifications/email';
import type { MailSender } from '../src/notifications/email';
import { runNotificationCycle } from '../src/notifications/worker';
import type { NotificationWorkerOptions } from '../src/notifications/worker';
import { raiseAlarmEntry } from '../src/alarms/entries';
import { enqueueDeviceOffline } from '../src/notifications/events';
import { createTestContext, PASSWORDS } from './helpers';
import type { TestContext } from './helpers';
import {
  signatureValid,
  startBrokenSmtp,
  startHttpSink,
  startSmtpServer,
} from './notificationPeers';
import type { HttpSink, SmtpPeer } from './notificationPeers';

const START = new Date('2026-06-01T08:00:00Z');
let clock = START.getTime();
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

let context: TestContext;
let smtp: SmtpPeer;
let sink: HttpSink;
let mail: MailSender;
let admin: string;
let configuration: { id: number; project_id: number; device_id: number };

function worker(overrides: Partial<NotificationWorkerOptions> = {}): NotificationWorkerOptions {
  return {
    db: context.db,
    now,
    mail,
    webhookPolicy: context.app.notifications.webhookPolicy,
    consoleUrl: context.app.consoleUrl,
    ...overrides,
  };
}

async function createRule(body: Record<string, unknown>, token = admin) {
  const response = await context.request({
    method: 'POST',
    url: '/notifications/rules/',
    token,
    payload: { name: 'Rule', events: ['alarm_raised', 'alarm_resolved'], ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; secret: string | null }>();
}

async function raise(value = 99): Promise<number> {
  const response = await context.request({
    method: 'POST',
    url: `/alerts/entries/${configuration.project_id}/`,
    token: admin,
    payload: { alarm_configuration: configuration.id, triggered_value: value },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function resolve(entryId: number) {
  const response = await context.request({
    method: 'PATCH',
    url: `/alerts/entries/${entryId}/`,
    token: admin,
    payload: { is_resolved: true },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function deliveries(query = '') {
  const response = await context.request({
    url: `/notifications/deliveries/?page_size=100${query}`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    count: number;
    results: {
      rule: number | null;
      status: string;
      attempts: number;
      last_error: string | null;
      answer: string | null;
      events: number[];
      recipient: string;
      next_attempt_at: string | null;
    }[];
  }>();
}

beforeAll(async () => {
  context = await createTestContext({
    now,
    notifications: { webhookNetworks: '127.0.0.0/8' },
  });
  smtp = await startSmtpServer();
  sink = await startHttpSink();
  mail = smtpSender(smtp.url);
  const row = await context.db.one<{ id: number; project_id: number; device_id: number }>(
    `SELECT id, project_id, device_id FROM alarm_configurations WHERE tenant_id = 'demo' ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('no alarm configuration in the demo data');
  configuration = row;
}, 60_000);

afterAll(async () => {
  mail.close();
  await sink.close();
  await smtp.close();
  await context.close();
});

/** Signs in anew: the tests move the clock past the 15 minutes of an access token. */
async function signIn(tenant: 'demo' | 'acme', username: string): Promise<string> {
  const response = await context.request({
    tenant,
    method: 'POST',
    url: '/authentication/login/',
    payload: { username, password: PASSWORDS[tenant] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access: string }>().access;
}

beforeEach(async () => {
  // Every test starts without rules, deliveries or open alarms of its own, at a fresh hour.
  await context.db.query(`DELETE FROM notification_deliveries`);
  await context.db.query(`DELETE FROM notification_rules`);
  await context.db.query(`UPDATE users SET notifications_muted = false`);
  smtp.mails.length = 0;
  sink.hooks.length = 0;
  sink.behave({ status: 204 });
  advance(60 * 60_000);
  admin = await signIn('demo', 'admin');
});

describe('notification rules', () => {
  it('are created, read, changed and deleted by admins and managers; operators get 403', async () => {
    const manager = await signIn('demo', 'manager');
    const operator = await signIn('demo', 'operator');
    const created = await createRule(
      { channel: 'email', recipients: { permission_types: ['company_admin'], emails: ['a@b.co'] } },
      manager,
    );
    expect(created.secret).toBeNull();
    const list = await context.request({ url: '/notifications/rules/', token: manager });
    expect(list.json<{ id: number }[]>().map((rule) => rule.id)).toEqual([created.id]);
    for (const [method, url] of [
      ['GET', '/notifications/rules/'],
      ['GET', '/notifications/deliveries/'],
      ['PATCH', `/notifications/rules/${created.id}/`],
      ['DELETE', `/notifications/rules/${created.id}/`],
      ['POST', `/notifications/rules/${created.id}/test/`],
    ] as const) {
      const response = await context.request({ method, url, token: operator, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const patched = await context.request({
      method: 'PATCH',
      url: `/notifications/rules/${created.id}/`,
      token: manager,
      payload: { grouping_minutes: 0, repeat_minutes: 30 },
    });
    expect(patched.json()).toMatchObject({ grouping_minutes: 0, repeat_minutes: 30, name: 'Rule' });
    // Another tenant sees nothing of it.
    const acme = await signIn('acme', 'admin');
    const foreign = await context.request({
      tenant: 'acme',
      url: `/notifications/rules/${created.id}/`,
      token: acme,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await context.request({
      method: 'DELETE',
      url: `/notifications/rules/${created.id}/`,
      token: manager,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('answers a webhook rule its signing secret once, never again', async () => {
    const created = await createRule({ channel: 'webhook', url: sink.url });
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);
    const read = await context.request({
      url: `/notifications/rules/${created.id}/`,
      token: admin,
    });
    expect(read.body).not.toContain(created.secret);
    const list = await context.request({ url: '/notifications/rules/', token: admin });
    expect(list.body).not.toContain(created.secret);
  });

  it('gives field messages for bad input, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { name: ' ', channel: 'email', recipients: { emails: ['a@b.co'] } },
        'name',
        NOTIFICATION_MESSAGES.NAME_REQUIRED,
      ],
      [
        { events: [], channel: 'email', recipients: { emails: ['a@b.co'] } },
        'events',
        NOTIFICATION_MESSAGES.EVENTS_REQUIRED,
      ],
      [{ channel: 'email' }, 'recipients', NOTIFICATION_MESSAGES.RECIPIENTS_REQUIRED],
      [
        { channel: 'email', recipients: { emails: ['nope'] } },
        'recipients.emails.0',
        NOTIFICATION_MESSAGES.INVALID_EMAILS,
      ],
      [{ channel: 'webhook' }, 'url', NOTIFICATION_MESSAGES.URL_REQUIRED],
      [{ channel: 'webhook', url: 'ftp://x.example/' }, 'url', NOTIFICATION_MESSAGES.INVALID_URL],
      [
        { channel: 'webhook', url: 'http://10.1.2.3/hook' },
        'url',
        NOTIFICATION_MESSAGES.URL_NOT_ALLOWED,
      ],
      [
        { channel: 'webhook', url: 'http://169.254.169.254/latest' },
        'url',
        NOTIFICATION_MESSAGES.URL_NOT_ALLOWED,
      ],
      [
        { channel: 'email', recipients: { emails: ['a@b.co'] }, grouping_minutes: 1441 },
        'grouping_minutes',
        NOTIFICATION_MESSAGES.GROUPING_RANGE,
      ],
      [
        { channel: 'email', recipients: { emails: ['a@b.co'] }, repeat_minutes: 5 },
        'repeat_minutes',
        NOTIFICATION_MESSAGES.REPEAT_RANGE,
      ],
      [
        { channel: 'email', recipients: { emails: ['a@b.co'] }, projects: [999999] },
        'projects',
        NOTIFICATION_MESSAGES.UNKNOWN_PROJECT,
      ],
      [
        { channel: 'email', recipients: { users: [999999] } },
        'recipients.users',
        NOTIFICATION_MESSAGES.UNKNOWN_USER,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await context.request({
        method: 'POST',
        url: '/notifications/rules/',
        token: admin,
        payload: { name: 'Rule', events: ['alarm_raised'], ...body },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<Record<string, string[]>>()[field], JSON.stringify(body)).toEqual([
        message,
      ]);
    }
  });
});

describe('delivery', () => {
  it('sends a raised alarm as one e-mail per recipient and one signed webhook, its resolution as one more', async () => {
    await createRule({
      channel: 'email',
      grouping_minutes: 0,
      recipients: { permission_types: ['company_admin'], emails: ['oncall@example.com'] },
    });
    const hook = await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    const entry = await raise();
    await runNotificationCycle(worker());
    // The company admins of demo (admin and root), plus the address.
    const admins = await context.db.query<{ email: string }>(
      `SELECT email FROM users WHERE tenant_id = 'demo' AND permission_type = 'company_admin'`,
    );
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.map((item) => item.to[0]).sort()).toEqual(
      [...admins.map((row) => row.email), 'oncall@example.com'].sort(),
    );
    expect(smtp.mails[0].subject).toMatch(/^Alarm raised: /);
    expect(sink.hooks).toHaveLength(1);
    const [first] = sink.hooks;
    expect(signatureValid(first, hook.secret ?? '')).toBe(true);
    expect(signatureValid(first, 'another secret')).toBe(false);
    expect(first.json).toMatchObject({ type: 'alarm_raised', tenant: 'demo' });
    expect(first.json.events).toEqual([
      expect.objectContaining({
        entry_id: entry,
        project: expect.objectContaining({ id: configuration.project_id }) as unknown,
        device: expect.objectContaining({ id: configuration.device_id }) as unknown,
        triggered_value: 99,
        resolved_at: null,
      }),
    ]);
    await resolve(entry);
    await runNotificationCycle(worker());
    expect(sink.hooks).toHaveLength(2);
    expect(sink.hooks[1].json.type).toBe('alarm_resolved');
    expect(sink.hooks[1].json.events[0].resolved_at).not.toBeNull();
    expect(sink.hooks[1].json.id).not.toBe(first.json.id);
    expect(smtp.mails).toHaveLength(6);
    const log = await deliveries();
    expect(log.count).toBe(8);
    expect(log.results.every((item) => item.status === 'sent' && item.attempts === 1)).toBe(true);
    // Nothing more goes out on later cycles.
    await runNotificationCycle(worker());
    expect(sink.hooks).toHaveLength(2);
  });

  it('writes the outbox in the transaction of the alarm entry: a rolled-back entry sends nothing', async () => {
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    await expect(
      context.db.transaction(async (tx) => {
        await raiseAlarmEntry(tx, 'demo', {
          projectId: configuration.project_id,
          deviceId: configuration.device_id,
          outdoorUnitId: null,
          indoorUnitId: null,
          configurationId: configuration.id,
          triggeredValue: 1,
          triggeredAt: now(),
        });
        const [{ count }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM notification_events',
        );
        expect(count).toBe(1);
        throw new Error('the caller fails after the entry');
      }),
    ).rejects.toThrow('the caller fails');
    const [{ count }] = await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM notification_events',
    );
    expect(count).toBe(0);
    await runNotificationCycle(worker());
    expect(sink.hooks).toHaveLength(0);
  });

  it('groups: at most one message per rule and recipient per window, listing every alarm of it', async () => {
    await createRule({
      channel: 'email',
      recipients: { emails: ['oncall@example.com'] },
      grouping_minutes: 5,
    });
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 5 });
    await raise(1);
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(1);
    expect(sink.hooks).toHaveLength(1);
    const later = [];
    for (let index = 0; index < 3; index += 1) {
      advance(30_000);
      later.push(await raise(2 + index));
      await runNotificationCycle(worker());
    }
    // Still inside the window: nothing more.
    expect(smtp.mails).toHaveLength(1);
    expect(sink.hooks).toHaveLength(1);
    advance(5 * 60_000);
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(2);
    expect(sink.hooks).toHaveLength(2);
    expect(sink.hooks[1].json.events.map((event) => event.entry_id)).toEqual(later);
    expect(smtp.mails[1].subject).toBe('Alarm raised: 3 alarms');
    for (const value of [2, 3, 4]) expect(smtp.mails[1].text).toContain(`= ${value} `);
  });

  it('repeats a reminder for an alarm still unresolved after repeat_minutes, until it is resolved', async () => {
    await createRule({
      channel: 'email',
      recipients: { emails: ['oncall@example.com'] },
      grouping_minutes: 0,
      repeat_minutes: 10,
    });
    const entry = await raise();
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(1);
    advance(9 * 60_000);
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(1);
    advance(60_000);
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1].subject).toMatch(/^Reminder: Alarm raised/);
    advance(10 * 60_000);
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(3);
    admin = await signIn('demo', 'admin');
    await resolve(entry);
    advance(30 * 60_000);
    await runNotificationCycle(worker());
    // The resolution, then no more reminders.
    expect(smtp.mails.map((item) => item.subject.split(':')[0])).toEqual([
      'Alarm raised',
      'Reminder',
      'Reminder',
      'Alarm resolved',
    ]);
  });

  it('sends nothing to a user who muted notifications on their profile', async () => {
    const managerEmail = (await context.db.one<{ email: string }>(
      `SELECT email FROM users WHERE tenant_id = 'demo' AND username = 'manager'`,
    ))!.email;
    // Chosen by permission type and by address: muted either way.
    await createRule({
      channel: 'email',
      grouping_minutes: 0,
      recipients: { permission_types: ['company_manager'], emails: [managerEmail] },
    });
    const manager = await signIn('demo', 'manager');
    const muted = await context.request({
      method: 'PATCH',
      url: '/authentication/user/',
      token: manager,
      payload: { notifications_muted: true },
    });
    expect(muted.json()).toMatchObject({ notifications_muted: true });
    await raise();
    await runNotificationCycle(worker());
    expect(smtp.mails).toHaveLength(0);
    const test = await context.request({
      method: 'POST',
      url: `/notifications/rules/${await deliveriesRuleId()}/test/`,
      token: admin,
    });
    expect(test.statusCode).toBe(400);
    await context.request({
      method: 'PATCH',
      url: '/authentication/user/',
      token: manager,
      payload: { notifications_muted: false },
    });
    await raise();
    await runNotificationCycle(worker());
    expect(smtp.mails.map((item) => item.to)).toEqual([[managerEmail]]);
  });

  it('queues a Send Test that goes out at once and shows in the log', async () => {
    const rule = await createRule({ channel: 'webhook', url: sink.url });
    const response = await context.request({
      method: 'POST',
      url: `/notifications/rules/${rule.id}/test/`,
      token: admin,
    });
    expect(response.statusCode).toBe(202);
    await runNotificationCycle(worker());
    expect(sink.hooks.map((hook) => hook.json.type)).toEqual(['test']);
    expect(signatureValid(sink.hooks[0], rule.secret ?? '')).toBe(true);
    const log = await deliveries(`&rule=${rule.id}&status=sent&channel=webhook`);
    expect(log.results).toEqual([expect.objectContaining({ answer: 'HTTP 204 No Content' })]);
  });

  it('refuses user info in a webhook URL; one stored before is never shown, logged or sent', async () => {
    const withCredentials = sink.url.replace('http://', 'http://hook-user:s3cret@');
    for (const url of [withCredentials, sink.url.replace('http://', 'http://token@')]) {
      const refused = await context.request({
        method: 'POST',
        url: '/notifications/rules/',
        token: admin,
        payload: { name: 'Rule', events: ['alarm_raised'], channel: 'webhook', url },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ url: [NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS] });
    }
    const rule = await createRule({ channel: 'webhook', url: sink.url });
    const patched = await context.request({
      method: 'PATCH',
      url: `/notifications/rules/${rule.id}/`,
      token: admin,
      payload: { url: withCredentials },
    });
    expect(patched.json()).toEqual({ url: [NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS] });

    // A rule saved with user info before they were refused.
    await context.db.query('UPDATE notification_rules SET url = $1 WHERE id = $2', [
      withCredentials,
      rule.id,
    ]);
    const shown = await context.request({ url: `/notifications/rules/${rule.id}/`, token: admin });
    expect(shown.json<{ url: string }>().url).toBe(sink.url);
    await context.request({
      method: 'POST',
      url: `/notifications/rules/${rule.id}/test/`,
      token: admin,
    });
    await runNotificationCycle(worker());
    expect(sink.hooks).toEqual([]);
    const log = await deliveries(`&rule=${rule.id}&channel=webhook`);
    expect(log.results).toEqual([
      expect.objectContaining({
        recipient: sink.url,
        last_error: 'The URL contains a user name or password; edit the rule to remove them.',
      }),
    ]);
    expect(JSON.stringify(log)).not.toContain('s3cret');
  });

  it('queues device_offline notifications through enqueueDeviceOffline', async () => {
    await createRule({
      channel: 'webhook',
      url: sink.url,
      events: ['device_offline'],
      grouping_minutes: 0,
    });
    await enqueueDeviceOffline(context.db, 'demo', configuration.device_id, now());
    await runNotificationCycle(worker());
    expect(sink.hooks.map((hook) => hook.json.type)).toEqual(['device_offline']);
  });
});

async function deliveriesRuleId(): Promise<number> {
  const rule = await context.db.one<{ id: number }>('SELECT id FROM notification_rules LIMIT 1');
  return rule?.id ?? 0;
}

describe('retries and faults', () => {
  it('retries a webhook answered 500 after 10 s, then 20 s, with the same id, until a 2xx', async () => {
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    sink.behave({ status: 500 });
    await raise();
    await runNotificationCycle(worker());
    let [item] = (await deliveries()).results;
    expect(item).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'HTTP 500 Internal Server Error',
    });
    expect(Date.parse(item.next_attempt_at ?? '') - clock).toBe(10_000);
    advance(9_000);
    await runNotificationCycle(worker());
    expect(sink.hooks).toHaveLength(1);
    advance(1_000);
    await runNotificationCycle(worker());
    expect(sink.hooks).toHaveLength(2);
    [item] = (await deliveries()).results;
    expect(Date.parse(item.next_attempt_at ?? '') - clock).toBe(20_000);
    sink.behave({ status: 200 });
    advance(20_000);
    await runNotificationCycle(worker());
    [item] = (await deliveries()).results;
    expect(item).toMatchObject({ status: 'sent', attempts: 3 });
    expect(new Set(sink.hooks.map((hook) => hook.json.id)).size).toBe(1);
  });

  it('marks a delivery failed once retrying would pass 24 h', async () => {
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    sink.behave({ status: 503 });
    await raise();
    let attempts = 0;
    for (;;) {
      await runNotificationCycle(worker());
      const item = await context.db.one<{
        status: string;
        attempts: number;
        next_attempt_at: Date;
      }>('SELECT status, attempts, next_attempt_at FROM notification_deliveries');
      if (!item) throw new Error('no delivery');
      attempts = item.attempts;
      if (item.status !== 'pending') {
        expect(item.status).toBe('failed');
        break;
      }
      advance(new Date(item.next_attempt_at).getTime() - clock);
    }
    admin = await signIn('demo', 'admin');
    // 10 s · (2^13 − 1) ≈ 22.8 h of waiting: 14 attempts, the 15th would start after 24 h.
    expect(attempts).toBe(14);
    expect(await deliveries('&status=failed')).toMatchObject({ count: 1 });
  });

  it('counts a webhook that answers after 5 s as failed (timeout), and a refused connection', async () => {
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    sink.behave({ delayMs: 6_000 });
    await raise();
    const started = Date.now();
    await runNotificationCycle(worker());
    expect(Date.now() - started).toBeLessThan(5_900);
    let [item] = (await deliveries()).results;
    expect(item).toMatchObject({ status: 'pending', last_error: 'No answer within 5 s' });
    await context.db.query('DELETE FROM notification_rules');
    await context.db.query('DELETE FROM notification_deliveries');
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    await createRule({
      channel: 'webhook',
      url: sink.url.replace(String(sink.port), '1'),
      grouping_minutes: 0,
    });
    sink.behave({ destroy: true });
    await raise();
    await runNotificationCycle(worker());
    const log = await deliveries();
    expect(log.results.map((entry) => entry.last_error).sort()).toEqual([
      'Connection closed by the peer',
      'Connection refused',
    ]);
    [item] = log.results;
    expect(item.status).toBe('pending');
  }, 20_000);

  it('retries e-mail when the SMTP server is silent, refuses or drops the connection', async () => {
    await createRule({
      channel: 'email',
      recipients: { emails: ['a@example.com'] },
      grouping_minutes: 0,
    });
    const silent = await startBrokenSmtp('silent');
    const dropping = await startBrokenSmtp('drop');
    const fast = { connectionTimeout: 500, greetingTimeout: 500, socketTimeout: 2_000 };
    const cases: [string, string][] = [
      [silent.url, 'The mail server did not answer in time'],
      [dropping.url, 'Connection closed'],
      ['smtp://127.0.0.1:1', 'Connection refused'],
    ];
    try {
      for (const [url, error] of cases) {
        await context.db.query('DELETE FROM notification_deliveries');
        await raise();
        const sender = smtpSender(url, fast);
        await runNotificationCycle(worker({ mail: sender }));
        sender.close();
        const [item] = (await deliveries()).results;
        expect(item.status, url).toBe('pending');
        expect(item.last_error, url).toContain(error);
      }
      // The server comes back: the next attempt delivers.
      advance(10_000);
      await runNotificationCycle(worker());
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await silent.close();
      await dropping.close();
    }
  }, 20_000);

  it('never sends a delivery twice when several workers run at once', async () => {
    await createRule({ channel: 'webhook', url: sink.url, grouping_minutes: 0 });
    for (let index = 0; index < 30; index += 1) await raise(index);
    await Promise.all([
      runNotificationCycle(worker({ batchSize: 3 })),
      runNotificationCycle(worker({ batchSize: 3 })),
      runNotificationCycle(worker({ batchSize: 3 })),
    ]);
    expect(sink.hooks).toHaveLength(30);
    expect(new Set(sink.hooks.map((hook) => hook.json.id)).size).toBe(30);
  });
});
