import type { NotificationDelivery, NotificationRule } from '../types';

/** Deterministic rules: an e-mail rule for every project and a webhook for project 1. */
export function makeNotificationRule(overrides: Partial<NotificationRule> = {}): NotificationRule {
  return {
    id: 1,
    name: 'Night shift on call',
    projects: [],
    events: ['alarm_raised', 'alarm_resolved'],
    channel: 'email',
    recipients: {
      permission_types: ['company_admin', 'company_manager'],
      users: [],
      emails: ['oncall@demo-climate.rs'],
    },
    url: null,
    grouping_minutes: 5,
    repeat_minutes: null,
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeNotificationRules(): NotificationRule[] {
  return [
    makeNotificationRule(),
    makeNotificationRule({
      id: 2,
      name: 'Ticketing webhook',
      projects: [1],
      events: ['alarm_raised', 'alarm_resolved', 'device_offline'],
      channel: 'webhook',
      recipients: { permission_types: [], users: [], emails: [] },
      url: 'https://tickets.demo-climate.rs/hooks/hvac',
      grouping_minutes: 0,
      repeat_minutes: 60,
    }),
  ];
}

export function makeNotificationDelivery(
  overrides: Partial<NotificationDelivery> = {},
): NotificationDelivery {
  return {
    id: 1,
    key: '6f1c2d3e-0000-4000-8000-000000000001',
    rule: 1,
    rule_name: 'Night shift on call',
    channel: 'email',
    recipient: 'oncall@demo-climate.rs',
    type: 'alarm_raised',
    events: [1],
    status: 'sent',
    attempts: 1,
    last_error: null,
    answer: '250 2.0.0 OK',
    created_at: '2026-03-14T09:00:00.000Z',
    sent_at: '2026-03-14T09:00:01.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}

/** Sent, retrying and failed messages of both channels, newest first. */
export function makeNotificationDeliveries(): NotificationDelivery[] {
  return [
    makeNotificationDelivery({
      id: 4,
      key: '6f1c2d3e-0000-4000-8000-000000000004',
      rule: 2,
      rule_name: 'Ticketing webhook',
      channel: 'webhook',
      recipient: 'https://tickets.demo-climate.rs/hooks/hvac',
      type: 'alarm_resolved',
      events: [2],
      status: 'pending',
      attempts: 2,
      last_error: 'HTTP 503 Service Unavailable',
      answer: null,
      created_at: '2026-03-14T09:20:00.000Z',
      sent_at: null,
      next_attempt_at: '2026-03-14T09:20:40.000Z',
    }),
    makeNotificationDelivery({
      id: 3,
      key: '6f1c2d3e-0000-4000-8000-000000000003',
      rule: 2,
      rule_name: 'Ticketing webhook',
      channel: 'webhook',
      recipient: 'https://tickets.demo-climate.rs/hooks/hvac',
      type: 'alarm_raised',
      events: [1],
      status: 'failed',
      attempts: 14,
      last_error: 'No answer within 5 s',
      answer: null,
      created_at: '2026-03-13T08:00:00.000Z',
      sent_at: null,
    }),
    makeNotificationDelivery({
      id: 2,
      key: '6f1c2d3e-0000-4000-8000-000000000002',
      recipient: 'ana.petrovic@demo-climate.rs',
      events: [1, 2, 3],
      type: 'alarm_raised',
      created_at: '2026-03-12T22:05:00.000Z',
      sent_at: '2026-03-12T22:05:02.000Z',
    }),
    makeNotificationDelivery({
      created_at: '2026-03-12T22:00:00.000Z',
      sent_at: '2026-03-12T22:00:01.000Z',
    }),
  ];
}
