import type {
  NotificationChannel,
  NotificationEvent,
  NotificationRuleField,
  NotificationRuleInput,
  NotificationRulePayload,
  PermissionType,
} from '@hvac/console-domain';
import { GROUPING_MINUTES, validateNotificationRule } from '@hvac/console-domain';
import { useState } from 'react';

export type NotificationRuleValues = NotificationRuleInput;

export const EMPTY_RULE: NotificationRuleValues = {
  name: '',
  channel: 'email',
  events: ['alarm_raised', 'alarm_resolved'],
  projects: [],
  permission_types: [],
  users: [],
  emails: '',
  url: '',
  grouping_minutes: String(GROUPING_MINUTES.default),
  repeat_minutes: '',
};

/** A stored rule as the form's values (what the edit dialog starts from). */
export function ruleValues(rule: NotificationRulePayload): NotificationRuleValues {
  return {
    name: rule.name,
    channel: rule.channel,
    events: rule.events,
    projects: rule.projects,
    permission_types: rule.recipients.permission_types,
    users: rule.recipients.users,
    emails: rule.recipients.emails.join(', '),
    url: rule.url ?? '',
    grouping_minutes: String(rule.grouping_minutes),
    repeat_minutes: rule.repeat_minutes === null ? '' : String(rule.repeat_minutes),
  };
}

/** The server's field names ('recipients.emails.0', 'recipients.users') → the form's fields. */
const SERVER_FIELDS: Record<string, NotificationRuleField> = {
  name: 'name',
  events: 'events',
  recipients: 'recipients',
  'recipients.users': 'recipients',
  'recipients.permission_types': 'recipients',
  url: 'url',
  grouping_minutes: 'grouping_minutes',
  repeat_minutes: 'repeat_minutes',
  projects: 'recipients',
};

/** The first message per form field of a refusal carrying `fieldErrors` (the API client's errors). */
export function ruleFieldErrors(error: unknown): Partial<Record<NotificationRuleField, string>> {
  const result: Partial<Record<NotificationRuleField, string>> = {};
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return result;
  const fieldErrors = error.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return result;
  for (const [name, value] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const field = name.startsWith('recipients.emails') ? 'emails' : SERVER_FIELDS[name];
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (field && typeof first === 'string' && first !== '' && !result[field]) result[field] = first;
  }
  return result;
}

export interface NotificationRuleFormState {
  values: NotificationRuleValues;
  fieldErrors: Partial<Record<NotificationRuleField, string>>;
  formError: string | undefined;
  busy: boolean;
  set: <Key extends keyof NotificationRuleValues>(
    key: Key,
    value: NotificationRuleValues[Key],
  ) => void;
  toggleEvent: (event: NotificationEvent, on: boolean) => void;
  togglePermissionType: (type: PermissionType, on: boolean) => void;
  setChannel: (channel: NotificationChannel) => void;
  /** Validates, then submits; resolves true when the rule was saved. */
  submit: () => Promise<boolean>;
  reset: () => void;
}

/** Which form field a value belongs to, for clearing its message as it changes. */
const FIELD_OF: Partial<Record<keyof NotificationRuleValues, NotificationRuleField>> = {
  name: 'name',
  events: 'events',
  permission_types: 'recipients',
  users: 'recipients',
  emails: 'emails',
  url: 'url',
  grouping_minutes: 'grouping_minutes',
  repeat_minutes: 'repeat_minutes',
};

/**
 * The rule form without its markup: the domain's validateNotificationRule messages, one submit at a
 * time, the server's field messages on their fields, and what was typed kept when a submit fails.
 */
export function useNotificationRuleForm(
  initial: NotificationRuleValues,
  onSubmit: (payload: NotificationRulePayload) => Promise<unknown>,
  failureMessage: string,
): NotificationRuleFormState {
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<NotificationRuleField, string>>>(
    {},
  );
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const clear = (field: NotificationRuleField | undefined) => {
    if (!field) return;
    setFieldErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  };
  const set: NotificationRuleFormState['set'] = (key, value) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    clear(FIELD_OF[key]);
    if (key === 'users' || key === 'permission_types' || key === 'emails') clear('recipients');
  };

  return {
    values,
    fieldErrors,
    formError,
    busy,
    set,
    toggleEvent: (event, on) =>
      set(
        'events',
        on ? [...values.events, event] : values.events.filter((item) => item !== event),
      ),
    togglePermissionType: (type, on) =>
      set(
        'permission_types',
        on
          ? [...values.permission_types, type]
          : values.permission_types.filter((item) => item !== type),
      ),
    setChannel: (channel) => {
      setValues((previous) => ({ ...previous, channel }));
      setFieldErrors({});
    },
    submit: async () => {
      if (busy) return false;
      const validation = validateNotificationRule(values);
      setFieldErrors(validation.fieldErrors);
      setFormError(undefined);
      if (!validation.payload) return false;
      setBusy(true);
      try {
        await onSubmit(validation.payload);
        return true;
      } catch (error) {
        const serverErrors = ruleFieldErrors(error);
        if (Object.keys(serverErrors).length > 0) setFieldErrors(serverErrors);
        else setFormError(failureMessage);
        return false;
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setValues(initial);
      setFieldErrors({});
      setFormError(undefined);
    },
  };
}
