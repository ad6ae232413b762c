import type { NotificationChannel, NotificationEvent } from '@hvac/console-domain';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXT,
} from '@hvac/console-domain';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from './NotificationRuleList.css';

/** What the list shows of a rule; recipients and projects already as text. */
export interface NotificationRuleSummary {
  id: number;
  name: string;
  channel: NotificationChannel;
  events: readonly NotificationEvent[];
  /** 'All projects' or the chosen projects' names. */
  projectsText: string;
  /** Who receives it: permission types, users and addresses, or the webhook's URL. */
  recipientsText: string;
  grouping_minutes: number;
  repeat_minutes: number | null;
}

export interface NotificationRuleListProps {
  rules: readonly NotificationRuleSummary[];
  loading?: boolean;
  /** A failed load: the message and a Retry action. */
  error?: string | null;
  onRetry?: () => void;
  /** Edit, Send Test and Delete are offered only when true (edit_alarm_configurations). */
  canEdit?: boolean;
  onEdit?: (id: number) => void;
  onTest?: (id: number) => void;
  /** Called after the user confirmed; the list keeps the rule until the caller removes it. */
  onDelete?: (id: number) => Promise<unknown>;
  /** Shown in the empty state (e.g. the New Rule button). */
  emptyAction?: ReactNode;
  /** The heading level of each rule's name, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The company's notification rules: each with its channel, events, projects, recipients, grouping
 * and reminder, and (for those who may change rules) Edit, Send Test and Delete with a confirmation.
 * Loading, empty and failed states are part of it.
 */
export function NotificationRuleList({
  rules,
  loading = false,
  error,
  onRetry,
  canEdit = false,
  onEdit,
  onTest,
  onDelete,
  emptyAction,
  headingLevel = 3,
}: NotificationRuleListProps) {
  const [deleting, setDeleting] = useState<NotificationRuleSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const Heading = `h${headingLevel}` as const;

  if (error) {
    return (
      <div role="alert" className={styles.actions}>
        <p className={styles.message}>{error}</p>
        {onRetry ? (
          <Button variant="outline" tone="neutral" size="small" onClick={onRetry}>
            {NOTIFICATION_TEXT.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (loading && rules.length === 0) {
    return (
      <div role="status" aria-busy="true" aria-label={NOTIFICATION_MESSAGES.RULES_TITLE}>
        <Skeleton shape="rectangle" height={120} />
      </div>
    );
  }
  if (rules.length === 0) {
    return (
      <EmptyState
        title={NOTIFICATION_MESSAGES.NO_RULES}
        headingLevel={headingLevel}
        action={emptyAction}
      />
    );
  }

  const confirmDelete = async () => {
    if (!deleting || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(deleting.id);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ul className={styles.list} aria-label={NOTIFICATION_MESSAGES.RULES_TITLE}>
        {rules.map((rule) => (
          <li key={rule.id} className={styles.rule}>
            <div className={styles.header}>
              <Heading className={styles.name}>{rule.name}</Heading>
              <Badge tone={rule.channel === 'webhook' ? 'info' : 'brand'}>
                {NOTIFICATION_CHANNEL_LABELS[rule.channel]}
              </Badge>
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{NOTIFICATION_TEXT.events}</dt>
              <dd className={styles.value}>
                {rule.events.map((event) => NOTIFICATION_EVENT_LABELS[event]).join(', ')}
              </dd>
              <dt className={styles.term}>{NOTIFICATION_TEXT.projects}</dt>
              <dd className={styles.value}>{rule.projectsText}</dd>
              <dt className={styles.term}>{NOTIFICATION_TEXT.recipients}</dt>
              <dd className={styles.value}>{rule.recipientsText}</dd>
              <dt className={styles.term}>{NOTIFICATION_TEXT.sending}</dt>
              <dd className={styles.value}>
                {NOTIFICATION_TEXT.every(rule.grouping_minutes)} ·{' '}
                {NOTIFICATION_TEXT.repeatEvery(rule.repeat_minutes)}
              </dd>
            </dl>
            {canEdit ? (
              <div className={styles.actions}>
                <Button
                  size="small"
                  variant="outline"
                  tone="neutral"
                  aria-label={`${NOTIFICATION_TEXT.edit} ${rule.name}`}
                  onClick={() => onEdit?.(rule.id)}
                >
                  {NOTIFICATION_TEXT.edit}
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  tone="neutral"
                  aria-label={`${NOTIFICATION_TEXT.sendTest} ${rule.name}`}
                  onClick={() => onTest?.(rule.id)}
                >
                  {NOTIFICATION_TEXT.sendTest}
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  tone="danger"
                  aria-label={`${NOTIFICATION_TEXT.delete} ${rule.name}`}
                  onClick={() => setDeleting(rule)}
                >
                  {NOTIFICATION_TEXT.delete}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        title={NOTIFICATION_TEXT.confirmDelete}
        description={deleting ? NOTIFICATION_TEXT.confirmDeleteText(deleting.name) : undefined}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setDeleting(null);
        }}
        size="small"
        footer={
          <>
            <DialogClose>
              <Button variant="outline" tone="neutral" disabled={busy}>
                {NOTIFICATION_TEXT.cancel}
              </Button>
            </DialogClose>
            <Button tone="danger" loading={busy} onClick={() => void confirmDelete()}>
              {NOTIFICATION_TEXT.delete}
            </Button>
          </>
        }
      />
    </>
  );
}
