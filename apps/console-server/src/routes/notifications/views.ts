import {
  DELIVERY_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  PERMISSION_TYPES,
} from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../../http/responses';
import { withoutCredentials } from '../../notifications/networks';
import type { DeliveryRow } from '../../notifications/deliveries';
import type { RuleRow } from '../../notifications/rules';

export const notificationRuleResponse = z.strictObject({
  id: wire.id,
  name: z.string(),
  projects: z.array(wire.id),
  events: z.array(z.enum(NOTIFICATION_EVENTS)),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipients: z.strictObject({
    permission_types: z.array(z.enum(PERMISSION_TYPES)),
    users: z.array(wire.id),
    emails: z.array(z.string()),
  }),
  url: z.string().nullable(),
  grouping_minutes: z.number().int(),
  repeat_minutes: z.number().int().nullable(),
  created_at: wire.timestamp,
  updated_at: wire.timestamp,
});
export type NotificationRuleResponse = z.infer<typeof notificationRuleResponse>;
export const notificationRuleListResponse = z.array(notificationRuleResponse);
/** The answer of POST: a webhook rule's signing secret is shown this once. */
export const createdNotificationRuleResponse = notificationRuleResponse.extend({
  secret: z.string().nullable(),
});

export const notificationDeliveryResponse = z.strictObject({
  id: wire.id,
  /** The idempotency key a webhook carries as its `id`. */
  key: z.string(),
  rule: wire.id.nullable(),
  rule_name: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  type: z.string(),
  /** Ids of the alarm entries the message lists. */
  events: z.array(wire.id),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  last_error: z.string().nullable(),
  /** The peer's answer to the last attempt that got one ('HTTP 204', '250 OK'). */
  answer: z.string().nullable(),
  created_at: wire.timestamp,
  sent_at: wire.timestamp.nullable(),
  /** When a pending delivery is tried next. */
  next_attempt_at: wire.timestamp.nullable(),
});
export type NotificationDeliveryResponse = z.infer<typeof notificationDeliveryResponse>;
export const notificationDeliveryPageResponse = pageResponse(notificationDeliveryResponse);

const iso = (value: Date) => new Date(value).toISOString();

export function ruleView(row: RuleRow): NotificationRuleResponse {
  return {
    id: row.id,
    name: row.name,
    projects: row.projects,
    events: row.events,
    channel: row.channel,
    recipients: {
      permission_types: row.recipients.permission_types ?? [],
      users: row.recipients.users ?? [],
      emails: row.recipients.emails ?? [],
    },
    // A rule stored before user info was refused never shows its password.
    url: row.url === null ? null : withoutCredentials(row.url),
    grouping_minutes: row.grouping_minutes,
    repeat_minutes: row.repeat_minutes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function deliveryView(row: DeliveryRow): NotificationDeliveryResponse {
  return {
    id: row.id,
    key: row.key,
    rule: row.rule_id,
    rule_name: row.rule_name,
    channel: row.channel,
    recipient: row.channel === 'webhook' ? withoutCredentials(row.recipient) : row.recipient,
    type: row.type,
    events: row.entry_ids,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    answer: row.answer,
    created_at: iso(row.created_at),
    sent_at: row.sent_at === null ? null : iso(row.sent_at),
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  };
}
