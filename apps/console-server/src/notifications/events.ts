import type {
  NotificationChannel,
  NotificationEvent,
  NotificationMessageType,
  PermissionType,
} from '@hvac/console-domain';
import type { Database } from '../db';
import { RULE_COLUMNS, type RuleRow } from './rules';

// The outbox: events written in the transaction of the alarm entry (or device state) causing them.

/** One event as the webhook body's `events` shows it. */
export interface EventPayload {
  entry_id: number | null;
  project: { id: number; name: string };
  device: { id: number; unit_id: string };
  parameter_name: string | null;
  triggered_value: number | null;
  triggered_at: string;
  resolved_at: string | null;
  /** device_offline only: why (the device's last_error sentence) and its last successful poll. */
  last_error?: string | null;
  last_seen?: string | null;
}

interface OutboxEvent {
  rule_id: number;
  channel: NotificationChannel;
  recipient: string;
  type: NotificationMessageType;
  group_key: string;
  entry_id: number | null;
  device_id: number;
  payload: EventPayload;
  reminder: boolean;
}

/** Messages group per rule and recipient (e-mail) or per rule and type (a webhook body has one type). */
export function groupKey(channel: NotificationChannel, recipient: string, type: string): string {
  return channel === 'email' ? `email:${recipient.toLowerCase()}` : `webhook:${type}`;
}

/** The e-mail addresses a rule sends to now: its addresses plus its users who have not muted. */
async function recipientsOf(
  db: Database,
  tenant: string,
  rules: RuleRow[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  const emailRules = rules.filter((rule) => rule.channel === 'email');
  if (emailRules.length === 0) return result;
  const users = await db.query<{ id: number; email: string; permission_type: PermissionType }>(
    `SELECT id, email, permission_type FROM users
      WHERE tenant_id = $1 AND is_active AND NOT notifications_muted AND email <> ''`,
    [tenant],
  );
  for (const rule of emailRules) {
    const addresses = new Map<string, string>();
    for (const user of users) {
      if (
        rule.recipients.users.includes(user.id) ||
        rule.recipients.permission_types.includes(user.permission_type)
      )
        addresses.set(user.email.toLowerCase(), user.email);
    }
    for (const email of rule.recipients.emails) {
      // An address that is also a muted user's stays silent.
      if (!addresses.has(email.toLowerCase())) addresses.set(email.toLowerCase(), email);
    }
    const muted = await mutedAddresses(db, tenant, [...addresses.keys()]);
    result.set(
      rule.id,
      [...addresses.entries()].filter(([key]) => !muted.has(key)).map(([, email]) => email),
    );
  }
  return result;
}

async function mutedAddresses(
  db: Database,
  tenant: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.query<{ email: string }>(
    `SELECT lower(email) AS email FROM users
      WHERE tenant_id = $1 AND notifications_muted AND lower(email) = ANY($2::text[])`,
    [tenant, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** Where a rule sends: its recipients' addresses (e-mail) or its URL (webhook). */
export async function ruleRecipients(
  db: Database,
  tenant: string,
  rule: RuleRow,
): Promise<string[]> {
  if (rule.channel === 'webhook') return rule.url ? [rule.url] : [];
  return (await recipientsOf(db, tenant, [rule])).get(rule.id) ?? [];
}

function rulesFor(db: Database, tenant: string, type: NotificationEvent): Promise<RuleRow[]> {
  return db.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM notification_rules WHERE tenant_id = $1 AND $2 = ANY(events) ORDER BY id`,
    [tenant, type],
  );
}

async function insertOutboxEvents(
  db: Database,
  tenant: string,
  events: OutboxEvent[],
  at: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  await db.query(
    `INSERT INTO notification_events (tenant_id, rule_id, channel, recipient, type, group_key, entry_id,
       device_id, payload, reminder, created_at)
     SELECT $1, x.rule_id, x.channel, x.recipient, x.type, x.group_key, x.entry_id, x.device_id, x.payload,
       x.reminder, $3
       FROM jsonb_to_recordset($2::jsonb) AS x(rule_id int, channel text, recipient text, type text,
         group_key text, entry_id int, device_id int, payload jsonb, reminder boolean)`,
    [tenant, JSON.stringify(events), at],
  );
  return events.length;
}

function fanOut(
  rules: RuleRow[],
  recipients: Map<number, string[]>,
  type: NotificationEvent,
  payloads: { projectId: number; deviceId: number; payload: EventPayload }[],
): OutboxEvent[] {
  const events: OutboxEvent[] = [];
  for (const rule of rules) {
    const to = rule.channel === 'webhook' ? (rule.url ? [rule.url] : []) : recipients.get(rule.id);
    for (const item of payloads) {
      if (rule.projects.length > 0 && !rule.projects.includes(item.projectId)) continue;
      for (const recipient of to ?? []) {
        events.push({
          rule_id: rule.id,
          channel: rule.channel,
          recipient,
          type,
          group_key: groupKey(rule.channel, recipient, type),
          entry_id: item.payload.entry_id,
          device_id: item.deviceId,
          payload: item.payload,
          reminder: false,
        });
      }
    }
  }
  return events;
}

interface EntryPayloadRow {
  id: number;
  project_id: number;
  project_name: string;
  device_id: number;
  unit_id: string;
  parameter_name: string | null;
  triggered_value: number;
  triggered_at: Date;
  resolved_at: Date | null;
}

const iso = (value: Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * Queues the notifications of raised or resolved alarm entries. Called by raiseAlarmEntry and
 * resolveAlarmEntries inside their transaction (`db` is it): the outbox rows commit with the entry
 * or not at all. Answers how many outbox rows it wrote.
 */
export async function enqueueAlarmNotifications(
  db: Database,
  tenant: string,
  type: 'alarm_raised' | 'alarm_resolved',
  entryIds: number[],
  at: Date,
): Promise<number> {
  if (entryIds.length === 0) return 0;
  const rules = await rulesFor(db, tenant, type);
  if (rules.length === 0) return 0;
  const entries = await db.query<EntryPayloadRow>(
    `SELECT e.id, e.project_id, p.name AS project_name, e.device_id, d.unit_id, c.parameter_name,
            e.triggered_value, e.triggered_at, e.resolved_at
       FROM alarm_entries e
       JOIN projects p ON p.id = e.project_id AND p.tenant_id = e.tenant_id
       JOIN devices d ON d.id = e.device_id AND d.tenant_id = e.tenant_id
       LEFT JOIN alarm_configurations c ON c.id = e.alarm_configuration_id AND c.tenant_id = e.tenant_id
      WHERE e.tenant_id = $1 AND e.id = ANY($2::int[]) ORDER BY e.id`,
    [tenant, entryIds],
  );
  const payloads = entries.map((row) => ({
    projectId: row.project_id,
    deviceId: row.device_id,
    payload: {
      entry_id: row.id,
      project: { id: row.project_id, name: row.project_name },
      device: { id: row.device_id, unit_id: row.unit_id },
      parameter_name: row.parameter_name,
      triggered_value: row.triggered_value,
      triggered_at: new Date(row.triggered_at).toISOString(),
      resolved_at: iso(row.resolved_at),
    },
  }));
  const recipients = await recipientsOf(db, tenant, rules);
  return insertOutboxEvents(db, tenant, fanOut(rules, recipients, type, payloads), at);
}

/**
 * Queues `device_offline` notifications for a device that just went offline. The device poller
 * (docs/adr/real-devices-modbus.md) calls it in the transaction that stores the state change, once
 * per change to offline.
 */
export async function enqueueDeviceOffline(
  db: Database,
  tenant: string,
  deviceId: number,
  at: Date,
): Promise<number> {
  const rules = await rulesFor(db, tenant, 'device_offline');
  if (rules.length === 0) return 0;
  const device = await db.one<{
    id: number;
    unit_id: string;
    project_id: number;
    name: string;
    last_error: string | null;
    last_seen: Date | null;
  }>(
    `SELECT d.id, d.unit_id, d.project_id, p.name, s.last_error, s.last_seen FROM devices d
       JOIN projects p ON p.id = d.project_id AND p.tenant_id = d.tenant_id
       LEFT JOIN device_status s ON s.device_id = d.id
      WHERE d.tenant_id = $1 AND d.id = $2`,
    [tenant, deviceId],
  );
  if (!device) return 0;
  const payload: EventPayload = {
    entry_id: null,
    project: { id: device.project_id, name: device.name },
    device: { id: device.id, unit_id: device.unit_id },
    parameter_name: null,
    triggered_value: null,
    triggered_at: at.toISOString(),
    resolved_at: null,
    last_error: device.last_error,
    last_seen: device.last_seen ? new Date(device.last_seen).toISOString() : null,
  };
  const recipients = await recipientsOf(db, tenant, rules);
  const events = fanOut(rules, recipients, 'device_offline', [
    { projectId: device.project_id, deviceId: device.id, payload },
  ]);
  return insertOutboxEvents(db, tenant, events, at);
}
