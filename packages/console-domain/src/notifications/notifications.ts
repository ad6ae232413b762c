import { hasControlCharacters, TEXT_MESSAGES } from '../validation/text';
import { MESSAGES } from '../messages/messages';
import type { PermissionType } from '../roles/roles';
import { PERMISSION_TYPES } from '../roles/roles';
import type { FormValidation } from '../validation/formResult';
import { formValidation, isBlank } from '../validation/formResult';

/** What a notification rule reacts to (DECISIONS.md, Alarm notifications). */
export const NOTIFICATION_EVENTS = ['alarm_raised', 'alarm_resolved', 'device_offline'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/** A webhook's `type`: an event, or a rule's Send Test. */
export type NotificationMessageType = NotificationEvent | 'test';

export const NOTIFICATION_EVENT_LABELS: Record<NotificationMessageType, string> = {
  alarm_raised: 'Alarm raised',
  alarm_resolved: 'Alarm resolved',
  device_offline: 'Device offline',
  test: 'Test',
};

export const NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  webhook: 'Webhook',
};

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const isNotificationEvent = (value: unknown): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly unknown[]).includes(value);
export const isNotificationChannel = (value: unknown): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly unknown[]).includes(value);
export const isDeliveryStatus = (value: unknown): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly unknown[]).includes(value);

/** Grouping window in minutes: 0 sends each event alone; at most one message per window otherwise. */
export const GROUPING_MINUTES = { min: 0, max: 1440, default: 5 } as const;
/** Repeat reminder for unresolved alarms: null (off, the default) or this many minutes. */
export const REPEAT_MINUTES = { min: 10, max: 10080 } as const;
export const NOTIFICATION_RULE_NAME_MAX = 150;
export const NOTIFICATION_URL_MAX = 2000;
export const NOTIFICATION_EMAILS_MAX = 50;

/** A webhook answer within this time counts; later is a failed attempt. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** The first retry comes this long after a failed attempt; each later one waits twice as long. */
export const RETRY_FIRST_DELAY_MS = 10_000;
/** After this long since the delivery was queued, it is marked failed instead of retried. */
export const RETRY_GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * When the next attempt of a delivery is due after `attempts` failed ones (1 = the first failed):
 * 10 s, then doubling; undefined when that lies beyond 24 h after the delivery was queued (failed).
 */
export function nextRetryAt(createdAt: Date, failedAt: Date, attempts: number): Date | undefined {
  const delay = RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1);
  const next = new Date(failedAt.getTime() + delay);
  return next.getTime() - createdAt.getTime() > RETRY_GIVE_UP_AFTER_MS ? undefined : next;
}

export const NOTIFICATION_MESSAGES = {
  PAGE_TITLE: MESSAGES.NOTIFICATIONS_MENU,
  RULES_TITLE: 'Notification rules',
  DELIVERIES_TITLE: 'Delivery log',
  NO_RULES: 'No notification rules yet.',
  NO_DELIVERIES: 'Nothing has been sent yet.',
  NO_MATCHING_DELIVERIES: 'No deliveries match these filters.',
  FAILED_TO_LOAD_RULES: 'Failed to load notification rules.',
  FAILED_TO_LOAD_DELIVERIES: 'Failed to load the delivery log.',
  NOT_ALLOWED_TO_VIEW: 'Only company admins and managers can see notifications.',
  RULE_CREATED: 'Notification rule created.',
  RULE_UPDATED: 'Notification rule updated.',
  RULE_DELETED: 'Notification rule deleted.',
  FAILED_TO_CREATE_RULE: 'Failed to create notification rule.',
  FAILED_TO_UPDATE_RULE: 'Failed to update notification rule.',
  FAILED_TO_DELETE_RULE: 'Failed to delete notification rule.',
  TEST_QUEUED: 'Test message queued. See the delivery log for the answer.',
  FAILED_TO_SEND_TEST: 'Failed to queue a test message.',
  SECRET_ONCE:
    'Copy this signing secret now: it is shown only once. Use it to check X-Signature on every webhook.',
  MUTE_LABEL: 'Mute my notifications',
  MUTED: 'Your notifications are muted.',
  UNMUTED: 'Your notifications are on.',
  FAILED_TO_CHANGE_MUTE: 'Failed to change your notification setting.',
  // Field messages (client and server alike)
  NAME_REQUIRED: 'Name is required',
  EVENTS_REQUIRED: 'Choose at least one event.',
  RECIPIENTS_REQUIRED:
    'Choose at least one recipient: a permission type, a user or an e-mail address.',
  INVALID_EMAILS: 'Enter valid e-mail addresses, separated by commas.',
  TOO_MANY_EMAILS: `Enter at most ${NOTIFICATION_EMAILS_MAX} e-mail addresses.`,
  URL_REQUIRED: 'Webhook URL is required',
  INVALID_URL: 'Enter a valid http:// or https:// URL.',
  URL_HAS_CREDENTIALS:
    "A webhook URL may not contain a user name or password: the rule's signing secret proves its messages.",
  GROUPING_RANGE: `Grouping must be a whole number of minutes from ${GROUPING_MINUTES.min} to ${GROUPING_MINUTES.max}.`,
  REPEAT_RANGE: `Repeat must be empty (off) or a whole number of minutes from ${REPEAT_MINUTES.min} to ${REPEAT_MINUTES.max}.`,
  UNKNOWN_PROJECT: 'Unknown project.',
  UNKNOWN_USER: 'Unknown user.',
  URL_NOT_ALLOWED:
    'This address may not receive webhooks: use a public https:// address or one inside WEBHOOK_NETWORKS.',
  URL_NOT_RESOLVED: 'The host name of this URL could not be resolved.',
  NO_RECIPIENTS: 'This rule has no recipient to send to (all muted or none left).',
} as const;

/** Labels of the Notifications page and its widgets. */
export const NOTIFICATION_TEXT = {
  newRule: 'New Rule',
  createRule: 'New notification rule',
  editRule: 'Edit notification rule',
  create: 'Create',
  save: 'Save',
  edit: 'Edit',
  sendTest: 'Send Test',
  delete: 'Delete',
  cancel: 'Cancel',
  confirmDelete: 'Delete notification rule',
  confirmDeleteText: (name: string) =>
    `Delete the rule "${name}"? Messages already sent stay in the delivery log.`,
  name: 'Name',
  channel: 'Channel',
  events: 'Events',
  projects: 'Projects',
  allProjects: 'All projects',
  searchProjects: 'Search projects',
  searchUsers: 'Search users',
  projectsHint: 'None chosen: every project, also ones added later.',
  permissionTypes: 'Users with permission type',
  users: 'Chosen users',
  emails: 'E-mail addresses',
  emailsHint: 'Separated by commas or new lines.',
  url: 'Webhook URL',
  urlHint: 'A public https:// address, or one inside WEBHOOK_NETWORKS.',
  grouping: 'Grouping window (minutes)',
  groupingHint: 'At most one message per recipient in this time; 0 sends each event alone.',
  repeat: 'Repeat reminder (minutes)',
  repeatHint: 'Empty: no reminders for alarms left unresolved.',
  secretTitle: 'Signing secret',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  recipients: 'Recipients',
  sending: 'Sending',
  columnTo: 'Rule and recipient',
  every: (minutes: number) => (minutes === 0 ? 'Each event alone' : `At most every ${minutes} min`),
  repeatEvery: (minutes: number | null) =>
    minutes === null ? 'No reminders' : `Reminder after ${minutes} min`,
  allProjectsShort: 'All projects',
  projectCount: (count: number) => (count === 1 ? '1 project' : `${count} projects`),
  // The delivery log
  filterRule: 'Rule',
  filterChannel: 'Channel',
  filterStatus: 'Status',
  anyRule: 'Any rule',
  anyChannel: 'Any channel',
  anyStatus: 'Any status',
  searchDeliveries: 'Search recipients',
  columnCreated: 'Queued',
  columnRule: 'Rule',
  columnRecipient: 'Recipient',
  columnType: 'Message',
  columnStatus: 'Status',
  columnAnswer: 'Answer or error',
  columnAlarms: 'Alarms',
  retry: 'Retry',
} as const;

/** What the rule form holds: text fields as typed, so nothing is lost on a failed check. */
export interface NotificationRuleInput {
  name: string;
  channel: NotificationChannel;
  events: readonly NotificationEvent[];
  projects: readonly number[];
  permission_types: readonly PermissionType[];
  users: readonly number[];
  /** Comma- or line-separated addresses as typed. */
  emails: string;
  url: string;
  grouping_minutes: string;
  /** Empty means off. */
  repeat_minutes: string;
}
export type NotificationRuleField =
  'name' | 'events' | 'recipients' | 'emails' | 'url' | 'grouping_minutes' | 'repeat_minutes';

/** What POST/PATCH /notifications/rules/ take. */
export interface NotificationRulePayload {
  name: string;
  projects: number[];
  events: NotificationEvent[];
  channel: NotificationChannel;
  recipients: { permission_types: PermissionType[]; users: number[]; emails: string[] };
  url: string | null;
  grouping_minutes: number;
  repeat_minutes: number | null;
}

const EMAIL_PATTERN = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** The addresses of a typed list (commas, semicolons, spaces or lines between them). */
export function parseEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const isEmailAddress = (text: string): boolean =>
  text.length <= 254 && EMAIL_PATTERN.test(text);

/**
 * http or https with a host, as a webhook URL needs to be. A pattern rather than the URL class: the
 * domain package has no platform globals (its declarations build against ES2023 alone); the server
 * parses the URL fully when it is saved.
 */
const WEBHOOK_URL =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:\[[0-9a-f:.]+\]|[^\s/?#:@[\]]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isWebhookUrl(text: string): boolean {
  return text.length <= NOTIFICATION_URL_MAX && WEBHOOK_URL.test(text);
}

/**
 * Whether an http(s) URL carries user info (`https://user:pass@host/`). Such a URL would show its
 * password to everyone who may read the rules and the delivery log, and be sent as Basic auth.
 */
export function hasUrlCredentials(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/*[^\s/?#]*@/i.test(text.trim());
}

function wholeMinutes(text: string, min: number, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Field rules of the rule form; `payload` is what to send when valid. */
export function validateNotificationRule(
  input: NotificationRuleInput,
): FormValidation<NotificationRuleField> & { payload?: NotificationRulePayload } {
  const errors: Partial<Record<NotificationRuleField, string>> = {};
  if (isBlank(input.name)) errors.name = NOTIFICATION_MESSAGES.NAME_REQUIRED;
  else if (hasControlCharacters(input.name)) errors.name = TEXT_MESSAGES.CONTROL_CHARACTERS;
  if (input.events.length === 0) errors.events = NOTIFICATION_MESSAGES.EVENTS_REQUIRED;
  const emails = parseEmailList(input.emails);
  if (input.channel === 'email') {
    if (emails.some((email) => !isEmailAddress(email)))
      errors.emails = NOTIFICATION_MESSAGES.INVALID_EMAILS;
    else if (emails.length > NOTIFICATION_EMAILS_MAX)
      errors.emails = NOTIFICATION_MESSAGES.TOO_MANY_EMAILS;
    if (input.permission_types.length === 0 && input.users.length === 0 && emails.length === 0)
      errors.recipients = NOTIFICATION_MESSAGES.RECIPIENTS_REQUIRED;
  } else if (isBlank(input.url)) errors.url = NOTIFICATION_MESSAGES.URL_REQUIRED;
  else if (hasUrlCredentials(input.url)) errors.url = NOTIFICATION_MESSAGES.URL_HAS_CREDENTIALS;
  else if (!isWebhookUrl(input.url.trim())) errors.url = NOTIFICATION_MESSAGES.INVALID_URL;
  const grouping = wholeMinutes(input.grouping_minutes, GROUPING_MINUTES.min, GROUPING_MINUTES.max);
  if (grouping === undefined) errors.grouping_minutes = NOTIFICATION_MESSAGES.GROUPING_RANGE;
  const repeatText = input.repeat_minutes.trim();
  const repeat =
    repeatText === '' ? null : wholeMinutes(repeatText, REPEAT_MINUTES.min, REPEAT_MINUTES.max);
  if (repeat === undefined) errors.repeat_minutes = NOTIFICATION_MESSAGES.REPEAT_RANGE;
  const result = formValidation(errors);
  if (!result.valid || grouping === undefined || repeat === undefined) return result;
  const email = input.channel === 'email';
  return {
    ...result,
    payload: {
      name: input.name.trim(),
      projects: [...input.projects],
      events: NOTIFICATION_EVENTS.filter((event) => input.events.includes(event)),
      channel: input.channel,
      recipients: {
        permission_types: email
          ? PERMISSION_TYPES.filter((type) => input.permission_types.includes(type))
          : [],
        users: email ? [...input.users] : [],
        emails: email ? emails : [],
      },
      url: email ? null : input.url.trim(),
      grouping_minutes: grouping,
      repeat_minutes: repeat,
    },
  };
}

/** One line of a delivery's recipients/status for the log: 'Sent', 'Pending · attempt 3', 'Failed'. */
export function deliveryStatusText(status: DeliveryStatus, attempts: number): string {
  switch (status) {
    case 'sent':
      return DELIVERY_STATUS_LABELS.sent;
    case 'failed':
      return `${DELIVERY_STATUS_LABELS.failed} after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
    case 'pending':
      return attempts === 0
        ? DELIVERY_STATUS_LABELS.pending
        : `${DELIVERY_STATUS_LABELS.pending} · retrying after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
    default:
      return status satisfies never;
  }
}
