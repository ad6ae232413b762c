import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import type { ApiError } from '../errors';
import { createMemoryStorage } from '../session';
import type { NotificationRuleRequest } from '../types';
import { createHandlers } from './handlers';
import { MOCK_WEBHOOK_SECRET } from './notificationHandlers';
import { createMockState } from './state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state = createMockState();

function client(username = 'admin') {
  state = createMockState();
  server.use(...createHandlers({ state }));
  return createConsoleClient({
    baseUrl: 'http://demo.localhost:8787',
    storage: createMemoryStorage({
      access_token: `mock-access-token.${username}`,
      refresh_token: 'refresh',
    }),
    onUnauthorized: vi.fn(),
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const WEBHOOK: NotificationRuleRequest = {
  name: 'Tickets',
  projects: [],
  events: ['alarm_raised'],
  channel: 'webhook',
  recipients: { permission_types: [], users: [], emails: [] },
  url: 'https://tickets.example.com/hook',
  grouping_minutes: 0,
  repeat_minutes: null,
};

describe('notification calls against the mock', () => {
  it('creates a webhook rule and answers its secret once', async () => {
    const api = client();
    const created = await api.notifications.createRule(WEBHOOK);
    expect(created.secret).toBe(MOCK_WEBHOOK_SECRET);
    const rules = await api.notifications.listRules();
    expect(rules.map((rule) => rule.name)).toEqual([
      'Night shift on call',
      'Ticketing webhook',
      'Tickets',
    ]);
    expect(JSON.stringify(rules)).not.toContain(MOCK_WEBHOOK_SECRET);
  });

  it('answers field messages like the server', async () => {
    const api = client();
    const refused = await failure(
      api.notifications.createRule({ ...WEBHOOK, url: 'http://192.168.1.10/hook' }),
    );
    expect(refused?.status).toBe(400);
    expect(refused?.body).toEqual({ url: [NOTIFICATION_MESSAGES.URL_NOT_ALLOWED] });
    const noName = await failure(api.notifications.createRule({ ...WEBHOOK, name: '' }));
    expect(noName?.body).toEqual({ name: [NOTIFICATION_MESSAGES.NAME_REQUIRED] });
  });

  it('refuses operators (403) and lets managers read', async () => {
    expect((await failure(client('operator').notifications.listRules()))?.status).toBe(403);
    expect(await client('manager').notifications.listRules()).toHaveLength(2);
  });

  it('queues a test message that shows first in the delivery log; filters the log', async () => {
    const api = client();
    expect(await api.notifications.testRule(2)).toEqual({
      detail: NOTIFICATION_MESSAGES.TEST_QUEUED,
    });
    const log = await api.notifications.listDeliveries();
    expect(log.results[0]).toMatchObject({ type: 'test', rule: 2, status: 'sent' });
    const failed = await api.notifications.listDeliveries({ status: 'failed' });
    expect(failed.results.map((item) => item.id)).toEqual([3]);
    const email = await api.notifications.listDeliveries({ channel: 'email', rule: 1 });
    expect(email.count).toBe(2);
  });

  it('mutes the signed-in user', async () => {
    const api = client();
    expect(await api.auth.updateUser({ notifications_muted: true })).toMatchObject({
      notifications_muted: true,
    });
    expect(state.currentUser.notifications_muted).toBe(true);
  });
});
