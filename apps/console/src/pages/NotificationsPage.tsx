import type { NotificationRule, SavedNotificationRule } from '@hvac/console-api';
import {
  useConsoleMutations,
  useNotificationDeliveries,
  useNotificationRules,
  useProjects,
  useProjectsByIds,
  useUsers,
  useUsersByIds,
} from '@hvac/console-api/react';
import type { NotificationRulePayload } from '@hvac/console-domain';
import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXT,
  PERMISSION_TYPE_LABELS,
} from '@hvac/console-domain';
import type {
  DeliveryLogFilters,
  DeliveryLogQuery,
  NotificationRuleSummary,
} from '@hvac/console-ui';
import {
  Button,
  DeliveryLog,
  NotificationRuleDialog,
  NotificationRuleList,
  PlusIcon,
  WebhookSecretDialog,
  ruleValues,
  useToast,
} from '@hvac/console-ui';
import { useMemo, useRef, useState } from 'react';

import { PageFallback } from '../app/PageFallback';
import { errorMessage, isForbidden, loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { usePermissions } from '../app/usePermissions';
import { PageHeading } from '../app/pageHeading';

/** How many answers of a picker's search are listed; the rest are found by typing. */
const PICKER_PAGE_SIZE = 25;
const NO_RULES: NotificationRule[] = [];
const NO_IDS: number[] = [];

type Option = { value: string; label: string };

const projectOption = (project: { id: number; name: string }): Option => ({
  value: String(project.id),
  label: project.name,
});
const userOption = (user: {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}): Option => ({
  value: String(user.id),
  label: `${user.first_name} ${user.last_name}`.trim() || user.username,
});

/**
 * /notifications/: the company's notification rules and the delivery log (DECISIONS.md Alarm
 * notifications).
 */
export default function NotificationsPage() {
  const permissions = usePermissions();
  if (!permissions.known) return <PageFallback />;
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={NOTIFICATION_MESSAGES.PAGE_TITLE} />
      {permissions.can('view_users') ? (
        <Notifications canEdit={permissions.can('edit_alarm_configurations')} />
      ) : (
        <p role="alert">{NOTIFICATION_MESSAGES.NOT_ALLOWED_TO_VIEW}</p>
      )}
    </div>
  );
}

function Notifications({ canEdit }: { canEdit: boolean }) {
  const rules = useNotificationRules();
  // The pickers search on the server (any of 2,000 projects can be found); the rules' own projects
  // and users are named by id, wherever they fall in the lists' pages.
  const [projectSearch, setProjectSearch] = useState('');
  const [userSearch, setUserSearch] = useState('');
  const projects = useProjects({ search: projectSearch, page_size: PICKER_PAGE_SIZE });
  const users = useUsers({ search: userSearch, page_size: PICKER_PAGE_SIZE });
  const ruleProjectIds = useMemo(
    () => rules.data?.flatMap((rule) => rule.projects) ?? NO_IDS,
    [rules.data],
  );
  const ruleUserIds = useMemo(
    () => rules.data?.flatMap((rule) => rule.recipients.users) ?? NO_IDS,
    [rules.data],
  );
  const ruleProjects = useProjectsByIds(ruleProjectIds);
  const ruleUsers = useUsersByIds(ruleUserIds);
  const mutations = useConsoleMutations();
  const toast = useToast();
  const [editing, setEditing] = useState<NotificationRule | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const rulesHeading = useRef<HTMLHeadingElement>(null);

  const projectOptions = useMemo(
    () => (projects.data?.results ?? []).map(projectOption),
    [projects.data],
  );
  const userOptions = useMemo(() => (users.data?.results ?? []).map(userOption), [users.data]);
  const namedProjects = useMemo(
    () => (ruleProjects.data ?? []).map(projectOption),
    [ruleProjects.data],
  );
  const namedUsers = useMemo(() => (ruleUsers.data ?? []).map(userOption), [ruleUsers.data]);
  const summaries = useMemo(
    () =>
      (rules.data ?? NO_RULES).map((rule) =>
        summaryOf(rule, [...namedProjects, ...projectOptions], [...namedUsers, ...userOptions]),
      ),
    [rules.data, namedProjects, projectOptions, namedUsers, userOptions],
  );
  const pickers = {
    projects: projectOptions,
    projectSearch: {
      onSearchChange: setProjectSearch,
      searching: projects.isValidating,
      total: projects.data?.count,
      knownOptions: namedProjects,
    },
    users: userOptions,
    userSearch: {
      onSearchChange: setUserSearch,
      searching: users.isValidating,
      total: users.data?.count,
      knownOptions: namedUsers,
    },
  };

  if (rules.error && isForbidden(rules.error))
    return <p role="alert">{NOTIFICATION_MESSAGES.NOT_ALLOWED_TO_VIEW}</p>;

  const saved = (rule: SavedNotificationRule, message: string) => {
    toast.success(message);
    if (rule.secret) setSecret(rule.secret);
  };
  const create = async (payload: NotificationRulePayload) =>
    saved(await mutations.createNotificationRule(payload), NOTIFICATION_MESSAGES.RULE_CREATED);
  const update = async (payload: NotificationRulePayload) => {
    if (!editing) return;
    saved(
      await mutations.updateNotificationRule(editing.id, payload),
      NOTIFICATION_MESSAGES.RULE_UPDATED,
    );
  };
  const test = async (id: number) => {
    try {
      await mutations.testNotificationRule(id);
      toast.success(NOTIFICATION_MESSAGES.TEST_QUEUED);
    } catch (error) {
      toast.error(errorMessage(error, NOTIFICATION_MESSAGES.FAILED_TO_SEND_TEST));
    }
  };
  const remove = async (id: number) => {
    try {
      await mutations.removeNotificationRule(id);
      toast.success(NOTIFICATION_MESSAGES.RULE_DELETED);
    } catch (error) {
      toast.error(errorMessage(error, NOTIFICATION_MESSAGES.FAILED_TO_DELETE_RULE));
      throw error;
    }
  };

  const newRule = canEdit ? (
    <NotificationRuleDialog
      {...pickers}
      onSubmit={create}
      deferBody
      trigger={<Button startIcon={<PlusIcon />}>{NOTIFICATION_TEXT.newRule}</Button>}
    />
  ) : null;

  return (
    <>
      <section className={styles.section} aria-labelledby="notification-rules">
        <div className={styles.pageHeader}>
          <h2
            id="notification-rules"
            className={styles.subheading}
            ref={rulesHeading}
            // Takes focus after the signing secret is shown (its opener, the rule dialog, is gone).
            tabIndex={-1}
          >
            {NOTIFICATION_MESSAGES.RULES_TITLE}
          </h2>
          {summaries.length > 0 ? newRule : null}
        </div>
        <NotificationRuleList
          rules={summaries}
          loading={rules.isLoading}
          error={loadErrorMessage(rules.error, NOTIFICATION_MESSAGES.FAILED_TO_LOAD_RULES)}
          onRetry={() => void rules.mutate()}
          canEdit={canEdit}
          onEdit={(id) => setEditing(rules.data?.find((rule) => rule.id === id) ?? null)}
          onTest={(id) => void test(id)}
          onDelete={remove}
          emptyAction={newRule}
        />
        {editing ? (
          <NotificationRuleDialog
            key={editing.id}
            initial={ruleValues(editing)}
            {...pickers}
            onSubmit={update}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        ) : null}
        <WebhookSecretDialog
          secret={secret}
          onClose={() => setSecret(null)}
          onCloseAutoFocus={(event) => {
            if (!rulesHeading.current) return;
            event.preventDefault();
            rulesHeading.current.focus();
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="delivery-log">
        <h2 id="delivery-log" className={styles.subheading}>
          {NOTIFICATION_MESSAGES.DELIVERIES_TITLE}
        </h2>
        <Deliveries rules={summaries} />
      </section>
    </>
  );
}

const NO_FILTERS: DeliveryLogFilters = { rule: '', channel: '', status: '' };

function Deliveries({ rules }: { rules: readonly NotificationRuleSummary[] }) {
  const [filters, setFilters] = useState<DeliveryLogFilters>(NO_FILTERS);
  const [query, setQuery] = useState<DeliveryLogQuery>({ page: 1, pageSize: 25, search: '' });
  const deliveries = useNotificationDeliveries({
    page: query.page,
    page_size: query.pageSize,
    search: query.search || null,
    rule: filters.rule === '' ? null : Number(filters.rule),
    channel: filters.channel || null,
    status: filters.status || null,
  });
  return (
    <DeliveryLog
      rows={deliveries.data?.results ?? []}
      rowCount={deliveries.data?.count ?? 0}
      page={query.page}
      pageSize={query.pageSize}
      search={query.search}
      onQueryChange={(change) => setQuery((previous) => ({ ...previous, ...change }))}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setQuery((previous) => ({ ...previous, page: 1 }));
      }}
      rules={rules.map((rule) => ({ value: String(rule.id), label: rule.name }))}
      loading={deliveries.isLoading || deliveries.isValidating}
      error={loadErrorMessage(deliveries.error, NOTIFICATION_MESSAGES.FAILED_TO_LOAD_DELIVERIES)}
      onRetry={() => void deliveries.mutate()}
    />
  );
}

/** What the list shows of a rule: projects and recipients by name. */
function summaryOf(
  rule: NotificationRule,
  projects: readonly Option[],
  users: readonly Option[],
): NotificationRuleSummary {
  const nameOf = (options: readonly Option[], id: number) =>
    options.find((option) => option.value === String(id))?.label ?? `#${id}`;
  const recipients =
    rule.channel === 'webhook'
      ? (rule.url ?? MESSAGES.NOT_AVAILABLE)
      : [
          ...rule.recipients.permission_types.map((type) => PERMISSION_TYPE_LABELS[type]),
          ...rule.recipients.users.map((id) => nameOf(users, id)),
          ...rule.recipients.emails,
        ].join(', ');
  return {
    id: rule.id,
    name: rule.name,
    channel: rule.channel,
    events: rule.events,
    projectsText:
      rule.projects.length === 0
        ? NOTIFICATION_TEXT.allProjectsShort
        : rule.projects.map((id) => nameOf(projects, id)).join(', '),
    recipientsText: recipients,
    grouping_minutes: rule.grouping_minutes,
    repeat_minutes: rule.repeat_minutes,
  };
}
