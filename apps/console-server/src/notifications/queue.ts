import type { NotificationChannel, NotificationMessageType } from '@hvac/console-domain';
import type { Database } from '../db';
import type { EventPayload } from './events';
import type { RuleRow } from './rules';

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
