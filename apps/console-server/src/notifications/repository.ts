import type {
  DeliveryStatus,
  NotificationChannel,
  NotificationEvent,
  NotificationMessageType,
  PermissionType,
} from '@hvac/console-domain';
import type { Database, SqlValue } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

export interface RuleRecipients {
  permission_types: PermissionType[];
  users: number[];
  emails: string[];
}

export interface RuleRow {
  id: number;
  tenant_id: string;
  name: string;
  projects: number[];
  events: NotificationEvent[];
  channel: NotificationChannel;
  recipients: RuleRecipients;
  url: string | null;
  secret: string | null;
  grouping_minutes: number;
  repeat_minutes: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface RuleColumns {
  name: string;
  projects: number[];
  events: NotificationEvent[];
  channel: NotificationChannel;
  recipients: RuleRecipients;
  url: string | null;
  grouping_minutes: number;
  repeat_minutes: number | null;
}

const RULE_COLUMNS = `id, tenant_id, name, projects, events, channel, recipients, url, secret, grouping_minutes,
  repeat_minutes, created_at, updated_at`;

export function listRules(db: Database, tenant: string): Promise<RuleRow[]> {
  return db.query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM notification_rules WHERE tenant_id = $1 ORDER BY id`,
    [tenant],
  );
}

export function findRule(db: Database, tenant: string, id: number): Promise<RuleRow | undefined> {
  return db.one<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM notification_rules WHERE id = $1 AND tenant_id = $2`,
    [id, tenant],
  );
}

export async function insertRule(
  db: Database,
  tenant: string,
  rule: RuleColumns,
  secret: string | null,
  now: Date,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO notification_rules (tenant_id, name, projects, events, channel, recipients, url, secret,
       grouping_minutes, repeat_minutes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      tenant,
      rule.name,
      rule.projects,
      rule.events,
      rule.channel,
      JSON.stringify(rule.recipients),
      rule.url,
      secret,
      rule.grouping_minutes,
      rule.repeat_minutes,
      now,
    ],
  );
  if (!row) throw new Error('notification rule not stored');
  return row.id;
}

export async function updateRule(
  db: Database,
  tenant: string,
  id: number,
  rule: RuleColumns,
  secret: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notification_rules SET name = $3, projects = $4, events = $5, channel = $6, recipients = $7,
       url = $8, secret = $9, grouping_minutes = $10, repeat_minutes = $11, updated_at = $12
     WHERE id = $1 AND tenant_id = $2`,
    [
      id,
      tenant,
      rule.name,
      rule.projects,
      rule.events,
      rule.channel,
      JSON.stringify(rule.recipients),
      rule.url,
      secret,
      rule.grouping_minutes,
      rule.repeat_minutes,
      now,
    ],
  );
}

export async function deleteRule(db: Database, tenant: string, id: number): Promise<void> {
  await db.query('DELETE FROM notification_rules WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}

/** The ids among `ids` that are projects of the tenant. */
export async function existingProjects(
  db: Database,
  tenant: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM projects WHERE tenant_id = $1 AND id = ANY($2::int[])',
    [tenant, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are active users of the tenant. */
export async function existingUsers(
  db: Database,
  tenant: string,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE tenant_id = $1 AND is_active AND id = ANY($2::int[])',
    [tenant, ids],
  );
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// The worker's steps. Every step is safe with several server instances on one database: rows are
// claimed with FOR UPDATE SKIP LOCKED, so two workers never take the same rule or delivery.

/**
 * Repeat reminders: for each rule with repeat_minutes, every still unresolved alarm whose last
 * message to a recipient is at least that old gets a reminder event. Answers how many were queued.
 */
export function queueReminders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rules = await tx.query<{ id: number }>(
      `SELECT id FROM notification_rules WHERE repeat_minutes IS NOT NULL AND 'alarm_raised' = ANY(events)
        ORDER BY id FOR UPDATE SKIP LOCKED`,
    );
    if (rules.length === 0) return 0;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO notification_events (tenant_id, rule_id, channel, recipient, type, group_key, entry_id,
         device_id, payload, reminder, created_at)
       SELECT latest.tenant_id, latest.rule_id, latest.channel, latest.recipient, 'alarm_raised',
              latest.group_key, latest.entry_id, latest.device_id, latest.payload, true, $2
         FROM (SELECT DISTINCT ON (ev.rule_id, ev.recipient, ev.entry_id) ev.*
                 FROM notification_events ev
                WHERE ev.rule_id = ANY($1::int[]) AND ev.entry_id IS NOT NULL
                ORDER BY ev.rule_id, ev.recipient, ev.entry_id, ev.created_at DESC, ev.id DESC) AS latest
         JOIN notification_rules r ON r.id = latest.rule_id
         JOIN alarm_entries e ON e.id = latest.entry_id AND e.tenant_id = latest.tenant_id
        WHERE latest.type = 'alarm_raised' AND e.is_resolved = false
          AND latest.created_at <= $2::timestamptz - make_interval(mins => r.repeat_minutes)
       RETURNING id`,
      [rules.map((rule) => rule.id), now],
    );
    return rows.length;
  });
}

interface PendingEventRow {
  id: number;
  tenant_id: string;
  channel: NotificationChannel;
  recipient: string;
  type: NotificationMessageType;
  group_key: string;
  entry_id: number | null;
  payload: EventPayload;
  reminder: boolean;
}

interface LockedRuleRow {
  id: number;
  name: string;
  grouping_minutes: number;
}

interface NewDelivery {
  tenant: string;
  ruleId: number | null;
  ruleName: string;
  channel: NotificationChannel;
  recipient: string;
  type: NotificationMessageType | 'mixed';
  groupKey: string;
  events: PendingEventRow[];
}

async function insertDelivery(db: Database, delivery: NewDelivery, now: Date): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO notification_deliveries (tenant_id, rule_id, rule_name, channel, recipient, type, group_key,
       entry_ids, events, reminder, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      delivery.tenant,
      delivery.ruleId,
      delivery.ruleName,
      delivery.channel,
      delivery.recipient,
      delivery.type,
      delivery.groupKey,
      delivery.events.flatMap((event) => (event.entry_id === null ? [] : [event.entry_id])),
      JSON.stringify(delivery.events.map((event) => event.payload)),
      delivery.events.length > 0 && delivery.events.every((event) => event.reminder),
      now,
    ],
  );
  if (!row) throw new Error('delivery not stored');
  if (delivery.events.length > 0)
    await db.query('UPDATE notification_events SET delivery_id = $1 WHERE id = ANY($2::bigint[])', [
      row.id,
      delivery.events.map((event) => event.id),
    ]);
  return row.id;
}

/**
 * Turns pending outbox events into deliveries: per rule and group (recipient, or type for webhooks)
 * at most one delivery per grouping window, listing every event since the last one; with a window
 * of 0 each event is a delivery of its own. A group whose window has not ended waits. Answers how
 * many deliveries it created.
 */
export function groupPendingEvents(db: Database, now: Date, ruleLimit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const rules = await tx.query<LockedRuleRow>(
      `SELECT r.id, r.name, r.grouping_minutes FROM notification_rules r
        WHERE EXISTS (SELECT 1 FROM notification_events e WHERE e.rule_id = r.id AND e.delivery_id IS NULL)
        ORDER BY r.id LIMIT $1 FOR UPDATE OF r SKIP LOCKED`,
      [ruleLimit],
    );
    let created = 0;
    for (const rule of rules) {
      const events = await tx.query<PendingEventRow>(
        `SELECT id, tenant_id, channel, recipient, type, group_key, entry_id, payload, reminder
           FROM notification_events WHERE rule_id = $1 AND delivery_id IS NULL ORDER BY id`,
        [rule.id],
      );
      const groups = new Map<string, PendingEventRow[]>();
      for (const event of events) {
        const list = groups.get(event.group_key) ?? [];
        list.push(event);
        groups.set(event.group_key, list);
      }
      for (const [key, list] of groups) {
        const [first] = list;
        const base = {
          tenant: first.tenant_id,
          ruleId: rule.id,
          ruleName: rule.name,
          channel: first.channel,
          recipient: first.recipient,
          groupKey: key,
        };
        if (rule.grouping_minutes === 0) {
          for (const event of list) {
            await insertDelivery(tx, { ...base, type: event.type, events: [event] }, now);
            created += 1;
          }
          continue;
        }
        const last = await tx.one<{ created_at: Date }>(
          `SELECT created_at FROM notification_deliveries
            WHERE rule_id = $1 AND group_key = $2 ORDER BY created_at DESC LIMIT 1`,
          [rule.id, key],
        );
        const windowMs = rule.grouping_minutes * 60_000;
        if (last && now.getTime() < new Date(last.created_at).getTime() + windowMs) continue;
        const types = new Set(list.map((event) => event.type));
        const type = types.size === 1 ? first.type : 'mixed';
        await insertDelivery(tx, { ...base, type, events: list }, now);
        created += 1;
      }
    }
    return created;
  });
}

/** A rule's Send Test: one delivery per recipient, due at once, outside any grouping. */
export function queueTestDeliveries(
  db: Database,
  rule: RuleRow,
  recipients: string[],
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const recipient of recipients)
      ids.push(
        await insertDelivery(
          tx,
          {
            tenant: rule.tenant_id,
            ruleId: rule.id,
            ruleName: rule.name,
            channel: rule.channel,
            recipient,
            type: 'test',
            groupKey: `test:${rule.channel}`,
            events: [],
          },
          now,
        ),
      );
    return ids;
  });
}

export interface ClaimedDelivery {
  id: number;
  key: string;
  tenant_id: string;
  rule_id: number | null;
  rule_name: string;
  channel: NotificationChannel;
  recipient: string;
  type: NotificationMessageType | 'mixed';
  events: EventPayload[];
  reminder: boolean;
  attempts: number;
  created_at: Date;
  /** The rule's signing secret (webhooks); null when the rule is gone. */
  secret: string | null;
  rule_exists: boolean;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`: no other worker takes them until the lease runs
 * out (a worker that died mid-send loses its claim that way, and the delivery goes out again with
 * the same idempotency key).
 */
export function claimDueDeliveries(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `UPDATE notification_deliveries d SET locked_until = $1::timestamptz + make_interval(secs => $2::float8 / 1000)
      WHERE d.id IN (SELECT id FROM notification_deliveries
                      WHERE status = 'pending' AND next_attempt_at <= $1
                        AND (locked_until IS NULL OR locked_until <= $1)
                      ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.key::text AS key, d.tenant_id, d.rule_id, d.rule_name, d.channel, d.recipient, d.type,
        d.events, d.reminder, d.attempts, d.created_at,
        (SELECT r.secret FROM notification_rules r WHERE r.id = d.rule_id) AS secret,
        EXISTS (SELECT 1 FROM notification_rules r WHERE r.id = d.rule_id) AS rule_exists`,
    [now, leaseMs, limit],
  );
}

export async function markDelivered(
  db: Database,
  id: number,
  answer: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET status = 'sent', attempts = attempts + 1, answer = $2,
       last_error = NULL, sent_at = $3, locked_until = NULL
     WHERE id = $1 AND status = 'pending'`,
    [id, answer, now],
  );
}

/** A failed attempt: retried at `nextAttemptAt`, or marked failed when that is undefined. */
export async function markAttemptFailed(
  db: Database,
  id: number,
  error: string,
  nextAttemptAt: Date | undefined,
): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET attempts = attempts + 1, last_error = $2, locked_until = NULL,
       status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
     WHERE id = $1 AND status = 'pending'`,
    [id, error.slice(0, 500), nextAttemptAt ?? null],
  );
}

// ---------------------------------------------------------------------------------------------
// The delivery log.

export interface DeliveryRow {
  id: number;
  key: string;
  rule_id: number | null;
  rule_name: string;
  channel: NotificationChannel;
  recipient: string;
  type: string;
  entry_ids: number[];
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  answer: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
}

export interface DeliveryFilter {
  rule?: number;
  channel?: NotificationChannel;
  status?: DeliveryStatus;
}

export function listDeliveries(
  db: Database,
  tenant: string,
  filter: DeliveryFilter,
  page: PageRequest,
): Promise<RowPage<DeliveryRow>> {
  const params: SqlValue[] = [tenant];
  const conditions = ['tenant_id = $1'];
  if (filter.rule !== undefined) {
    params.push(filter.rule);
    conditions.push(`rule_id = $${params.length}`);
  }
  if (filter.channel !== undefined) {
    params.push(filter.channel);
    conditions.push(`channel = $${params.length}`);
  }
  if (filter.status !== undefined) {
    params.push(filter.status);
    conditions.push(`status = $${params.length}`);
  }
  const query: PagedQuery<DeliveryRow> = {
    sql: `SELECT id, key::text AS key, rule_id, rule_name, channel, recipient, type, entry_ids, status, attempts,
            last_error, answer, created_at, sent_at, next_attempt_at
            FROM notification_deliveries WHERE ${conditions.join(' AND ')}`,
    params,
    ordering: { created_at: 'created_at', status: 'status', attempts: 'attempts' },
    defaultOrdering: '-created_at',
    search: ['recipient', 'rule_name'],
    notNull: ['created_at', 'status', 'attempts'],
  };
  return queryPage(db, query, page);
}
