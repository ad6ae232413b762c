import type { NotificationChannel, NotificationEvent } from '@hvac/console-domain';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
} from '@hvac/console-domain';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Button } from '../../components/Button/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import * as styles from './NotificationRuleList.css';
import type { NotificationRuleListLabels } from './labels';
import { DEFAULT_NOTIFICATION_RULE_LIST_LABELS } from './labels';

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
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<NotificationRuleListLabels>;
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
  labels,
}: NotificationRuleListProps) {
  const text = { ...DEFAULT_NOTIFICATION_RULE_LIST_LABELS, ...labels };
  const [deleting, setDeleting] = useState<NotificationRuleSummary | null>(null);
  const Heading = `h${headingLevel}` as const;
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  // After a delete, focus goes to the next rule's Delete (the previous one's for the last rule), or
  // to the empty list's action once no rule is left: never to <body> (WCAG 2.4.3).
  const emptied = useRef(false);
  useEffect(() => {
    if (!emptied.current || rules.length > 0) return;
    emptied.current = false;
    const empty = emptyRef.current;
    (empty?.querySelector<HTMLElement>('button, a[href]') ?? empty)?.focus();
  }, [rules.length]);
  // Chosen when the delete is confirmed: the list may have lost the rule by the time focus moves.
  const neighbourOfDeleted = useRef<number | null>(null);
  const focusAfterDelete = () => {
    const neighbour = neighbourOfDeleted.current;
    neighbourOfDeleted.current = null;
    const target =
      neighbour === null
        ? null
        : listRef.current?.querySelector<HTMLElement>(`[data-rule-delete="${neighbour}"]`);
    if (target) {
      target.focus();
      return;
    }
    // The list may already be empty (the dialog's close comes after its re-render): focus now.
    const empty = emptyRef.current;
    if (empty) (empty.querySelector<HTMLElement>('button, a[href]') ?? empty).focus();
    else emptied.current = true;
  };

  if (error) {
    return (
      <div role="alert" className={styles.actions}>
        <p className={styles.message}>{error}</p>
        {onRetry ? (
          <Button variant="outline" tone="neutral" size="small" onClick={onRetry}>
            {text.retry}
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
      <div ref={emptyRef} tabIndex={-1}>
        <EmptyState
          title={NOTIFICATION_MESSAGES.NO_RULES}
          headingLevel={headingLevel}
          action={emptyAction}
        />
      </div>
    );
  }

  // A rejection keeps the question open (the owner reports the failure).
  const confirmDelete = async () => {
    if (!deleting || !onDelete) return false;
    await onDelete(deleting.id);
    const index = rules.findIndex((rule) => rule.id === deleting.id);
    neighbourOfDeleted.current = (rules[index + 1] ?? rules[index - 1])?.id ?? null;
    return true;
  };

  return (
    <>
      <ul ref={listRef} className={styles.list} aria-label={NOTIFICATION_MESSAGES.RULES_TITLE}>
        {rules.map((rule) => (
          <li key={rule.id} className={styles.rule}>
            <div className={styles.header}>
              <Heading className={styles.name}>{rule.name}</Heading>
              <Badge tone={rule.channel === 'webhook' ? 'info' : 'brand'}>
                {NOTIFICATION_CHANNEL_LABELS[rule.channel]}
              </Badge>
            </div>
            <dl className={styles.facts}>
              <dt className={styles.term}>{text.events}</dt>
              <dd className={styles.value}>
                {rule.events.map((event) => NOTIFICATION_EVENT_LABELS[event]).join(', ')}
              </dd>
              <dt className={styles.term}>{text.projects}</dt>
              <dd className={styles.value}>{rule.projectsText}</dd>
              <dt className={styles.term}>{text.recipients}</dt>
              <dd className={styles.value}>{rule.recipientsText}</dd>
              <dt className={styles.term}>{text.sending}</dt>
              <dd className={styles.value}>
                {text.every(rule.grouping_minutes)} · {text.repeatEvery(rule.repeat_minutes)}
              </dd>
            </dl>
            {canEdit ? (
              <div className={styles.actions}>
                <Button
                  size="small"
                  variant="outline"
                  tone="neutral"
                  aria-label={`${text.edit} ${rule.name}`}
                  onClick={() => onEdit?.(rule.id)}
                >
                  {text.edit}
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  tone="neutral"
                  aria-label={`${text.sendTest} ${rule.name}`}
                  onClick={() => onTest?.(rule.id)}
                >
                  {text.sendTest}
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  tone="danger"
                  aria-label={`${text.delete} ${rule.name}`}
                  data-rule-delete={rule.id}
                  onClick={() => setDeleting(rule)}
                >
                  {text.delete}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={text.confirmDelete}
        description={deleting ? text.confirmDeleteText(deleting.name) : undefined}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        onConfirm={confirmDelete}
        onConfirmed={focusAfterDelete}
      />
    </>
  );
}
