import type {
  NotificationChannel,
  NotificationEvent,
  NotificationRulePayload,
  PermissionType,
} from '@hvac/console-domain';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
  PERMISSION_TYPES,
  PERMISSION_TYPE_LABELS,
} from '@hvac/console-domain';
import type { ReactElement } from 'react';
import type { MultiSelectProps } from '../../components/MultiSelect/MultiSelect';
import { MultiSelect } from '../../components/MultiSelect/MultiSelect';
import type { SelectOption } from '../../components/Select/Select';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { CheckboxGroup } from './CheckboxGroup';
import * as styles from './NotificationRuleDialog.css';
import type { NotificationRuleValues } from './useNotificationRuleForm';
import { EMPTY_RULE, useNotificationRuleForm } from './useNotificationRuleForm';
import type { NotificationRuleDialogLabels } from './labels';
import { DEFAULT_NOTIFICATION_RULE_DIALOG_LABELS } from './labels';

/**
 * A choice searched on the server (MultiSelect's server search): `onSearchChange` gets the typed
 * text, the dialog's options are the answer; `knownOptions` name the saved choice.
 */
export type OptionSearch = Pick<
  MultiSelectProps,
  'onSearchChange' | 'searching' | 'total' | 'knownOptions'
>;

export interface NotificationRuleDialogProps {
  /** The rule being edited (its values); without it the dialog creates one. Remount (`key`) to change it. */
  initial?: NotificationRuleValues;
  /** The company's projects to choose from (none chosen: all); with `projectSearch`, its answer. */
  projects: readonly SelectOption[];
  /** The projects searched on the server (a company past one page of projects). */
  projectSearch?: OptionSearch;
  /** The company's users to choose from; with `userSearch`, its answer. */
  users: readonly SelectOption[];
  /** The users searched on the server. */
  userSearch?: OptionSearch;
  /**
   * Saves the rule; a rejection keeps the dialog open with what was typed. A rejection with
   * `fieldErrors` (`{ url: ['…'] }`) shows them on their fields, any other the failure message.
   */
  onSubmit: (payload: NotificationRulePayload) => Promise<unknown>;
  /** Shown when the submit fails without field messages. */
  failureMessage?: string;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  deferBody?: boolean;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<NotificationRuleDialogLabels>;
}

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((value) => ({
  value,
  label: NOTIFICATION_CHANNEL_LABELS[value],
}));
const EVENT_OPTIONS = NOTIFICATION_EVENTS.map((value) => ({
  value,
  label: NOTIFICATION_EVENT_LABELS[value],
}));
const PERMISSION_OPTIONS = PERMISSION_TYPES.map((value) => ({
  value,
  label: PERMISSION_TYPE_LABELS[value],
}));
const FIELD_ORDER = ['name', 'events', 'recipients', 'emails', 'url', 'grouping', 'repeat'];

/**
 * Create or edit a notification rule: name, channel (e-mail or webhook), events, projects (none:
 * all), recipients by permission type, chosen users and addresses (e-mail) or the URL (webhook),
 * the grouping window and the repeat reminder. Field messages come from the domain's rule and from
 * the server; focus goes to the first invalid field after a refused submit.
 */
export function NotificationRuleDialog({
  initial,
  projects,
  projectSearch,
  users,
  userSearch,
  onSubmit,
  failureMessage,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  deferBody,
  labels,
}: NotificationRuleDialogProps) {
  const text = { ...DEFAULT_NOTIFICATION_RULE_DIALOG_LABELS, ...labels };
  const editing = initial !== undefined;
  const form = useNotificationRuleForm(
    initial ?? EMPTY_RULE,
    onSubmit,
    failureMessage ??
      (editing
        ? NOTIFICATION_MESSAGES.FAILED_TO_UPDATE_RULE
        : NOTIFICATION_MESSAGES.FAILED_TO_CREATE_RULE),
  );
  const { values, fieldErrors } = form;
  const email = values.channel === 'email';

  const firstInvalid = (element: HTMLFormElement): HTMLElement | null => {
    for (const name of FIELD_ORDER) {
      const field = element.querySelector<HTMLElement>(`[data-field="${name}"]`);
      if (!field) continue;
      const invalid =
        field.matches('[aria-invalid="true"]') ||
        field.querySelector('[aria-invalid="true"]') !== null;
      if (invalid)
        return field.matches('input, button') ? field : field.querySelector('input, button');
    }
    return null;
  };

  return (
    <FormDialog
      title={editing ? text.editRule : text.createRule}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      deferBody={deferBody}
      submitLabel={editing ? text.save : text.create}
      busy={form.busy}
      formError={form.formError}
      onSubmit={form.submit}
      onReset={form.reset}
      focusAfterFailure={firstInvalid}
    >
      <TextField
        data-field="name"
        label={text.name}
        required
        // The first field takes focus when the dialog opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={values.name}
        onChange={(event) => form.set('name', event.target.value)}
        error={fieldErrors.name}
        readOnly={form.busy}
      />
      <Select
        label={text.channel}
        options={CHANNEL_OPTIONS}
        value={values.channel}
        onValueChange={(value) => form.setChannel(value as NotificationChannel)}
        disabled={form.busy}
      />
      <div data-field="events">
        <CheckboxGroup<NotificationEvent>
          legend={text.events}
          options={EVENT_OPTIONS}
          value={values.events}
          onToggle={form.toggleEvent}
          error={fieldErrors.events}
          disabled={form.busy}
        />
      </div>
      <MultiSelect
        {...projectSearch}
        label={text.projects}
        options={projects}
        value={values.projects.map(String)}
        onValueChange={(value) => form.set('projects', value.map(Number))}
        labels={{
          search: text.searchProjects,
          selected: (count) => (count === 0 ? text.allProjects : `${count} selected`),
        }}
        disabled={form.busy}
      />
      {email ? (
        <>
          <div data-field="recipients">
            <CheckboxGroup<PermissionType>
              legend={text.permissionTypes}
              options={PERMISSION_OPTIONS}
              value={values.permission_types}
              onToggle={form.togglePermissionType}
              error={fieldErrors.recipients}
              disabled={form.busy}
            />
          </div>
          <MultiSelect
            {...userSearch}
            label={text.users}
            options={users}
            value={values.users.map(String)}
            onValueChange={(value) => form.set('users', value.map(Number))}
            labels={{ search: text.searchUsers }}
            disabled={form.busy}
          />
          <TextField
            data-field="emails"
            label={text.emails}
            hint={text.emailsHint}
            autoComplete="off"
            value={values.emails}
            onChange={(event) => form.set('emails', event.target.value)}
            error={fieldErrors.emails}
            readOnly={form.busy}
          />
        </>
      ) : (
        <TextField
          data-field="url"
          label={text.url}
          hint={text.urlHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={values.url}
          onChange={(event) => form.set('url', event.target.value)}
          error={fieldErrors.url}
          readOnly={form.busy}
        />
      )}
      <div className={styles.pair}>
        <TextField
          data-field="grouping"
          label={text.grouping}
          hint={text.groupingHint}
          inputMode="numeric"
          value={values.grouping_minutes}
          onChange={(event) => form.set('grouping_minutes', event.target.value)}
          error={fieldErrors.grouping_minutes}
          readOnly={form.busy}
        />
        <TextField
          data-field="repeat"
          label={text.repeat}
          hint={text.repeatHint}
          inputMode="numeric"
          value={values.repeat_minutes}
          onChange={(event) => form.set('repeat_minutes', event.target.value)}
          error={fieldErrors.repeat_minutes}
          readOnly={form.busy}
        />
      </div>
    </FormDialog>
  );
}
