import { request as httpRequest } from 'node:http';

import { expect, test } from '@playwright/test';

import {
  signatureValid,
  startHttpSink,
  startSmtpServer,
} from '../../console-server/test/notificationPeers';
import type { HttpSink, SmtpPeer } from '../../console-server/test/notificationPeers';
import { apiPort, smtpPort } from './env';
import { shot, signIn } from './helpers';

// Alarm notifications end to end (DECISIONS.md Alarm notifications): rules made on the Notifications
// page; an alarm raised on the reference server arrives as one e-mail and one signed webhook, its
// resolution as one more of each.
const ADDRESS = 'e2e-oncall@example.com';
const VALUE = 4242.5;

function api(method: string, path: string, token: string, body?: unknown): Promise<unknown> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: apiPort,
        method,
        path,
        headers: {
          host: `demo.localhost:${apiPort}`,
          authorization: `Bearer ${token}`,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 300) reject(new Error(`${path}: ${text}`));
          else resolve(text ? JSON.parse(text) : undefined);
        });
      },
    );
    call.on('error', reject);
    call.end(json);
  });
}

let smtp: SmtpPeer;
let sink: HttpSink;

test.beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
  sink = await startHttpSink();
});
test.afterAll(async () => {
  await sink.close();
  await smtp.close();
});

test('an alarm and its resolution arrive as one e-mail and one signed webhook each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const create = async (name: string, channel: 'E-mail' | 'Webhook', target: string) => {
    await page.getByRole('button', { name: 'New Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New notification rule' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    if (channel === 'Webhook') {
      await dialog.getByRole('combobox', { name: 'Channel' }).click();
      await page.getByRole('option', { name: 'Webhook' }).click();
      await dialog.getByRole('textbox', { name: 'Webhook URL' }).fill(target);
    } else {
      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(target);
    }
    // Each alarm alone: the resolution must not wait for a grouping window.
    await dialog.getByRole('textbox', { name: 'Grouping window (minutes)' }).fill('0');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  };
  await create('E2E on call', 'E-mail', ADDRESS);
  await create('E2E webhook', 'Webhook', sink.url);
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shot(page, 'notifications-secret');
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'E2E webhook' })).toBeVisible();

  // The alarm: an entry raised on the reference server (as the simulator or a device would).
  const token = (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
  const projects = (await api('GET', '/projects/?page_size=1', token)) as {
    results: { id: number }[];
  };
  const projectId = projects.results[0].id;
  const configurations = (await api('GET', `/alerts/configurations/${projectId}/`, token)) as {
    results: { id: number }[];
  };
  const entry = (await api('POST', `/alerts/entries/${projectId}/`, token, {
    alarm_configuration: configurations.results[0].id,
    triggered_value: VALUE,
  })) as { id: number };

  const mine = () => ({
    mails: smtp.mails.filter((mail) => mail.to.includes(ADDRESS) && mail.text.includes(`${VALUE}`)),
    hooks: sink.hooks.filter((hook) =>
      hook.json.events.some((event) => event.entry_id === entry.id),
    ),
  });
  await expect.poll(() => mine().mails.length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => mine().hooks.length, { timeout: 20_000 }).toBe(1);
  const [raised] = mine().hooks;
  expect(raised.json.type).toBe('alarm_raised');
  expect(signatureValid(raised, secret)).toBe(true);
  expect(mine().mails[0].subject).toMatch(/^Alarm raised/);

  await api('PATCH', `/alerts/entries/${entry.id}/`, token, { is_resolved: true });
  await expect.poll(() => mine().hooks.length, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => mine().mails.length, { timeout: 20_000 }).toBe(2);
  const resolved = mine().hooks[1];
  expect(resolved.json.type).toBe('alarm_resolved');
  expect(signatureValid(resolved, secret)).toBe(true);
  expect(resolved.json.id).not.toBe(raised.json.id);
  // Nothing more comes for this alarm. Proof that the worker has moved on: a test message queued now
  // through each rule is sent after everything queued before it (deliveries go out in the order they
  // fall due), and then no delivery of either rule is left to send.
  const rules = (await api('GET', '/notifications/rules/', token)) as {
    id: number;
    name: string;
  }[];
  const ruleIds = rules
    .filter((rule) => ['E2E on call', 'E2E webhook'].includes(rule.name))
    .map((rule) => rule.id);
  expect(ruleIds).toHaveLength(2);
  const testHooks = () => sink.hooks.filter((hook) => hook.json.type === 'test').length;
  const testMails = () =>
    smtp.mails.filter((mail) => mail.to.includes(ADDRESS) && !mail.text.includes(`${VALUE}`))
      .length;
  const [hooksBefore, mailsBefore] = [testHooks(), testMails()];
  for (const id of ruleIds) await api('POST', `/notifications/rules/${id}/test/`, token);
  await expect.poll(testHooks, { timeout: 20_000 }).toBe(hooksBefore + 1);
  await expect.poll(testMails, { timeout: 20_000 }).toBe(mailsBefore + 1);
  const pending = async () => {
    let total = 0;
    for (const id of ruleIds) {
      const deliveries = (await api(
        'GET',
        `/notifications/deliveries/?rule=${id}&status=pending`,
        token,
      )) as { count: number };
      total += deliveries.count;
    }
    return total;
  };
  await expect.poll(pending, { timeout: 20_000 }).toBe(0);
  expect(mine().hooks).toHaveLength(2);
  expect(mine().mails).toHaveLength(2);

  // The delivery log shows what went out, filtered to the webhook rule.
  await page.getByRole('combobox', { name: 'Rule' }).click();
  await page.getByRole('option', { name: 'E2E webhook' }).click();
  const log = page.getByRole('table', { name: 'Delivery log' });
  await expect(log.getByRole('row').filter({ hasText: 'Alarm resolved' }).first()).toContainText(
    'Sent',
  );
  await expect(log.getByRole('row').filter({ hasText: 'Alarm raised' }).first()).toContainText(
    'HTTP 204',
  );
  await shot(page, 'notifications-log');
});
