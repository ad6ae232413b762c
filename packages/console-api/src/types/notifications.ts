import type {
  DeliveryStatus,
  NotificationChannel,
  NotificationEvent,
  NotificationRulePayload,
  PermissionType,
} from '@hvac/console-domain';
import type { ListParams } from './common';

export type { DeliveryStatus, NotificationChannel, NotificationEvent };

/** A notification rule (GET /notifications/rules/). */
export interface NotificationRule {
  id: number;
  name: string;
  /** Empty: every project. */
  projects: number[];
  events: NotificationEvent[];
  channel: NotificationChannel;
  recipients: { permission_types: PermissionType[]; users: number[]; emails: string[] };
  url: string | null;
  grouping_minutes: number;
  repeat_minutes: number | null;
  created_at: string;
  updated_at: string;
}

/** POST answers (and a PATCH that turns a rule into a webhook) carry the signing secret, once. */
export interface SavedNotificationRule extends NotificationRule {
  secret: string | null;
}

/** POST /notifications/rules/ and PATCH (any part of it). */
export type NotificationRuleRequest = NotificationRulePayload;

/** One message of the delivery log. */
export interface NotificationDelivery {
  id: number;
  /** The webhook's `id` (idempotency key). */
  key: string;
  rule: number | null;
  rule_name: string;
  channel: NotificationChannel;
  recipient: string;
  /** alarm_raised, alarm_resolved, device_offline, test, or mixed (an e-mail of several kinds). */
  type: string;
  /** Ids of the alarm entries the message lists. */
  events: number[];
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  answer: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

export interface DeliveryListParams extends ListParams {
  rule?: number | null;
  channel?: NotificationChannel | null;
  status?: DeliveryStatus | null;
}
