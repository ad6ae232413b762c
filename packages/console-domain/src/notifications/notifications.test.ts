import { describe, expect, it } from 'vitest';
import {
  hasUrlCredentials,
  NOTIFICATION_MESSAGES,
  deliveryStatusText,
  isWebhookUrl,
  nextRetryAt,
  parseEmailList,
  validateNotificationRule,
} from './notifications';
import type { NotificationRuleInput } from './notifications';

const base: NotificationRuleInput = {
  name: 'Night shift',
  channel: 'email',
  events: ['alarm_raised'],
  projects: [],
  permission_types: ['company_admin'],
  users: [],
  emails: '',
  url: '',
  grouping_minutes: '5',
  repeat_minutes: '',
};

describe('nextRetryAt', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  it('waits 10 s after the first failed attempt, then twice as long each time', () => {
    const delays = [1, 2, 3, 4].map(
      (attempts) => (nextRetryAt(created, created, attempts)?.getTime() ?? 0) - created.getTime(),
    );
    expect(delays).toEqual([10_000, 20_000, 40_000, 80_000]);
  });
  it('gives up when the next attempt would come more than 24 h after the delivery was queued', () => {
    const late = new Date(created.getTime() + 23 * 3_600_000);
    expect(nextRetryAt(created, late, 1)).toBeDefined();
    expect(nextRetryAt(created, late, 13)).toBeUndefined();
  });
});

describe('hasUrlCredentials', () => {
  it.each([
    ['https://user:pass@hooks.example.com/', true],
    ['http://user@host/', true],
    ['https://:secret@host/', true],
    ['HTTPS://U:P@HOST', true],
    ['https://hooks.example.com/path?email=a@b.co', false],
    ['https://hooks.example.com/a@b', false],
    ['https://hooks.example.com/#x@y', false],
    ['https://[::1]:8080/', false],
  ] as const)('%s → %s', (url, expected) => {
    expect(hasUrlCredentials(url)).toBe(expected);
  });
});

describe('validateNotificationRule', () => {
  it.each([
    [{ name: '  ' }, 'name', NOTIFICATION_MESSAGES.NAME_REQUIRED],
    [{ events: [] }, 'events', NOTIFICATION_MESSAGES.EVENTS_REQUIRED],
    [{ permission_types: [] }, 'recipients', NOTIFICATION_MESSAGES.RECIPIENTS_REQUIRED],
    [{ emails: 'ops@example.com, nope' }, 'emails', NOTIFICATION_MESSAGES.INVALID_EMAILS],
    [{ channel: 'webhook' }, 'url', NOTIFICATION_MESSAGES.URL_REQUIRED],
    [{ channel: 'webhook', url: 'ftp://example.com' }, 'url', NOTIFICATION_MESSAGES.INVALID_URL],
    [
      { channel: 'webhook', url: 'https://user:pass@hooks.example.com/alarm' },
      'url',
      NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS,
    ],
    [
      { channel: 'webhook', url: ' http://token@127.0.0.1:9000/' },
      'url',
      NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS,
    ],
    [{ grouping_minutes: '1441' }, 'grouping_minutes', NOTIFICATION_MESSAGES.GROUPING_RANGE],
    [{ grouping_minutes: '2.5' }, 'grouping_minutes', NOTIFICATION_MESSAGES.GROUPING_RANGE],
    [{ repeat_minutes: '9' }, 'repeat_minutes', NOTIFICATION_MESSAGES.REPEAT_RANGE],
    [{ repeat_minutes: '10081' }, 'repeat_minutes', NOTIFICATION_MESSAGES.REPEAT_RANGE],
  ] as const)('%j → %s: %s', (change, field, message) => {
    const result = validateNotificationRule({ ...base, ...change });
    expect(result.valid).toBe(false);
    expect(result.fieldErrors).toEqual({ [field]: message });
    expect(result.payload).toBeUndefined();
  });

  it('builds the payload of a valid e-mail rule (addresses parsed, repeat off when empty)', () => {
    const result = validateNotificationRule({ ...base, emails: 'a@b.co;\nc@d.co', users: [3] });
    expect(result.payload).toEqual({
      name: 'Night shift',
      projects: [],
      events: ['alarm_raised'],
      channel: 'email',
      recipients: { permission_types: ['company_admin'], users: [3], emails: ['a@b.co', 'c@d.co'] },
      url: null,
      grouping_minutes: 5,
      repeat_minutes: null,
    });
  });

  it('drops e-mail recipients from a webhook rule', () => {
    const result = validateNotificationRule({
      ...base,
      channel: 'webhook',
      url: ' https://hooks.example.com/x ',
      repeat_minutes: '60',
    });
    expect(result.payload).toMatchObject({
      url: 'https://hooks.example.com/x',
      recipients: { permission_types: [], users: [], emails: [] },
      repeat_minutes: 60,
    });
  });
});

describe('small helpers', () => {
  it('parses typed address lists and checks webhook URLs', () => {
    expect(parseEmailList(' a@b.co,, c@d.co \n e@f.co ')).toEqual(['a@b.co', 'c@d.co', 'e@f.co']);
    expect(isWebhookUrl('https://x.example/hook')).toBe(true);
    expect(isWebhookUrl('javascript:alert(1)')).toBe(false);
    expect(isWebhookUrl('http://127.0.0.1:9000/sink?x=1')).toBe(true);
    expect(isWebhookUrl('https://[::1]:8443/hook')).toBe(true);
    expect(isWebhookUrl('https:///no-host')).toBe(false);
    expect(isWebhookUrl('https://exa mple.com/')).toBe(false);
    expect(isWebhookUrl('ftp://x.example/hook')).toBe(false);
  });
  it('words a delivery status', () => {
    expect(deliveryStatusText('sent', 1)).toBe('Sent');
    expect(deliveryStatusText('pending', 0)).toBe('Pending');
    expect(deliveryStatusText('pending', 2)).toBe('Pending · retrying after 2 attempts');
    expect(deliveryStatusText('failed', 14)).toBe('Failed after 14 attempts');
  });
});
