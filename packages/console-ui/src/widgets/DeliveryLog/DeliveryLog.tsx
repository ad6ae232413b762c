import type { DeliveryStatus, NotificationChannel } from '@hvac/console-domain';
import {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
  deliveryStatusText,
  formatDateTime,
} from '@hvac/console-domain';
import { useMemo } from 'react';
import type { DataTableColumn } from '../../components/DataTable/usePagedTable';
import { DataTable } from '../../components/DataTable/DataTable';
import type { SelectOption } from '../../components/Select/Select';
import { Select } from '../../components/Select/Select';
import * as styles from './DeliveryLog.css';
import type { DeliveryLogLabels } from './labels';
import { DEFAULT_DELIVERY_LOG_LABELS } from './labels';

/** One message of the log (the API's delivery). */
export interface DeliveryLogRow {
  id: number;
  rule_name: string;
  channel: NotificationChannel;
  recipient: string;
  type: string;
  /** Ids of the alarm entries the message lists. */
  events: readonly number[];
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  answer: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

export interface DeliveryLogFilters {
  /** A rule id as text; '' for any rule. */
  rule: string;
  channel: NotificationChannel | '';
  status: DeliveryStatus | '';
}

export interface DeliveryLogQuery {
  page: number;
  pageSize: number;
  search: string;
}

export interface DeliveryLogProps {
  rows: readonly DeliveryLogRow[];
  rowCount: number;
  page: number;
  pageSize: number;
  search?: string;
  onQueryChange: (query: Partial<DeliveryLogQuery>) => void;
  filters: DeliveryLogFilters;
  onFiltersChange: (filters: DeliveryLogFilters) => void;
  /** The rules to filter by. */
  rules: readonly SelectOption[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeliveryLogLabels>;
}

const ANY = '__any__';
const typeLabel = (type: string): string =>
  type in NOTIFICATION_EVENT_LABELS
    ? NOTIFICATION_EVENT_LABELS[type as keyof typeof NOTIFICATION_EVENT_LABELS]
    : type === 'mixed'
      ? `${NOTIFICATION_EVENT_LABELS.alarm_raised} / ${NOTIFICATION_EVENT_LABELS.alarm_resolved}`
      : type;

function columnsOf(text: DeliveryLogLabels): DataTableColumn<DeliveryLogRow>[] {
  return [
    {
      id: 'created_at',
      header: text.columnCreated,
      value: (row) => formatDateTime(row.created_at),
      sortable: true,
      width: '9.5rem',
    },
    {
      id: 'recipient',
      header: text.columnTo,
      value: (row) => `${row.rule_name} ${row.recipient}`,
      cell: (row) => (
        <span className={styles.stack}>
          <span className={styles.strong}>{row.rule_name}</span>
          <span className={styles.wrap}>
            {NOTIFICATION_CHANNEL_LABELS[row.channel]}: {row.recipient}
          </span>
        </span>
      ),
    },
    {
      id: 'type',
      header: text.columnType,
      value: (row) => typeLabel(row.type),
      cell: (row) => (
        <span className={styles.stack}>
          <span>{typeLabel(row.type)}</span>
          {row.events.length > 0 ? (
            <span className={styles.muted}>
              {row.events.length} {row.events.length === 1 ? 'alarm' : 'alarms'}
            </span>
          ) : null}
        </span>
      ),
      width: '9rem',
    },
    {
      id: 'status',
      header: text.columnStatus,
      value: (row) => deliveryStatusText(row.status, row.attempts),
      cell: (row) => (
        <span className={styles.status[row.status]}>
          {deliveryStatusText(row.status, row.attempts)}
        </span>
      ),
      sortable: true,
      width: '9rem',
    },
    {
      id: 'answer',
      header: text.columnAnswer,
      value: (row) => row.last_error ?? row.answer ?? '',
      cell: (row) =>
        row.status !== 'sent' && row.last_error ? (
          <span className={styles.error}>{row.last_error}</span>
        ) : (
          <span className={styles.wrap}>{row.answer ?? '—'}</span>
        ),
    },
  ];
}

const channelOptionsOf = (text: DeliveryLogLabels) => [
  { value: ANY, label: text.anyChannel },
  ...NOTIFICATION_CHANNELS.map((value) => ({ value, label: NOTIFICATION_CHANNEL_LABELS[value] })),
];
const statusOptionsOf = (text: DeliveryLogLabels) => [
  { value: ANY, label: text.anyStatus },
  ...DELIVERY_STATUSES.map((value) => ({ value, label: DELIVERY_STATUS_LABELS[value] })),
];

/**
 * The delivery log: what went to whom and when, its status (sent, retrying after n attempts,
 * failed), and the peer's answer or the error; filtered by rule, channel and status, searched by
 * recipient, paged by the server.
 */
export function DeliveryLog({
  rows,
  rowCount,
  page,
  pageSize,
  search,
  onQueryChange,
  filters,
  onFiltersChange,
  rules,
  loading,
  error,
  onRetry,
  labels,
}: DeliveryLogProps) {
  // The columns are made again when the labels object changes: pass a stable one.
  const text = useMemo(() => ({ ...DEFAULT_DELIVERY_LOG_LABELS, ...labels }), [labels]);
  const columns = useMemo(() => columnsOf(text), [text]);
  const filtered = filters.rule !== '' || filters.channel !== '' || filters.status !== '';
  const toolbar = (
    <div className={styles.filters}>
      <Select
        label={text.filterRule}
        options={[{ value: ANY, label: text.anyRule }, ...rules]}
        value={filters.rule === '' ? ANY : filters.rule}
        onValueChange={(value) => onFiltersChange({ ...filters, rule: value === ANY ? '' : value })}
      />
      <Select
        label={text.filterChannel}
        options={channelOptionsOf(text)}
        value={filters.channel === '' ? ANY : filters.channel}
        onValueChange={(value) =>
          onFiltersChange({
            ...filters,
            channel: value === ANY ? '' : (value as NotificationChannel),
          })
        }
      />
      <Select
        label={text.filterStatus}
        options={statusOptionsOf(text)}
        value={filters.status === '' ? ANY : filters.status}
        onValueChange={(value) =>
          onFiltersChange({ ...filters, status: value === ANY ? '' : (value as DeliveryStatus) })
        }
      />
    </div>
  );
  return (
    <DataTable<DeliveryLogRow>
      aria-label={NOTIFICATION_MESSAGES.DELIVERIES_TITLE}
      columns={columns}
      rows={rows}
      rowCount={rowCount}
      getRowId={(row) => String(row.id)}
      page={page}
      pageSize={pageSize}
      search={search}
      onPageChange={(next) => onQueryChange({ page: next })}
      onPageSizeChange={(next) => onQueryChange({ pageSize: next, page: 1 })}
      onSearchChange={(next) => onQueryChange({ search: next, page: 1 })}
      loading={loading}
      error={error}
      onRetry={onRetry}
      toolbar={toolbar}
      isRowHighlighted={(row) => row.status === 'failed'}
      labels={{
        search: text.searchDeliveries,
        empty:
          filtered || search
            ? NOTIFICATION_MESSAGES.NO_MATCHING_DELIVERIES
            : NOTIFICATION_MESSAGES.NO_DELIVERIES,
      }}
    />
  );
}
