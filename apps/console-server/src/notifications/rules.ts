import type { NotificationChannel, NotificationEvent, PermissionType } from '@hvac/console-domain';
import type { Database } from '../db';

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

export const RULE_COLUMNS = `id, tenant_id, name, projects, events, channel, recipients, url, secret, grouping_minutes,
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
