import type { DeliveryStatus, NotificationChannel } from '@hvac/console-domain';
import type { Database, SqlValue } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

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
