import type { DateFormatArgument } from '../format/dateTime';
import { formatDateTime } from '../format/dateTime';
import { MESSAGES } from '../messages/messages';

export const CHANGE_LOG_ACTIONS = {
  'single-register-write': 'register write',
  'single-coil-write': 'coil write',
} as const;
export type ChangeLogAction = keyof typeof CHANGE_LOG_ACTIONS;

export const CHANGE_LOG_STATUSES = ['complete', 'failed', 'incomplete'] as const;
export type ChangeLogStatus = (typeof CHANGE_LOG_STATUSES)[number];

export type ChangeLogTone = 'primary' | 'negative' | 'secondary' | 'none';

export interface ChangeLogEntryLike {
  action: string;
  status: string;
  created_at?: string | null;
  user?: { first_name?: string | null; last_name?: string | null } | null;
  param_name?: string | null;
  data?: readonly unknown[] | null;
  /** Why a write failed (DECISIONS.md "Real devices"), or null. */
  detail?: string | null;
}

export interface ChangeLogText {
  /** '{action} - {status}' */
  title: string;
  /** The creation time, formatted. */
  subtitle: string;
  /** '{first} {last} sent {action} with parameter {param} and value {data[1]}.' */
  body: string;
  /** 'It was successful.' / 'It has failed.' / 'In progress.' / 'Status unknown.' */
  statusText: string;
  tone: ChangeLogTone;
  /** Why a failed write failed ('Illegal data value (exception 03)'); absent otherwise. */
  reason?: string;
}

/** 'register write' and 'coil write'; other actions read as they are. */
export function changeLogActionLabel(action: string): string {
  return Object.hasOwn(CHANGE_LOG_ACTIONS, action)
    ? CHANGE_LOG_ACTIONS[action as ChangeLogAction]
    : action;
}

function isChangeLogStatus(status: string): status is ChangeLogStatus {
  return (CHANGE_LOG_STATUSES as readonly string[]).includes(status);
}

export function changeLogStatusText(status: string): string {
  if (!isChangeLogStatus(status)) return MESSAGES.CHANGE_LOG_UNKNOWN;
  switch (status) {
    case 'complete':
      return MESSAGES.CHANGE_LOG_COMPLETE;
    case 'failed':
      return MESSAGES.CHANGE_LOG_FAILED;
    case 'incomplete':
      return MESSAGES.CHANGE_LOG_INCOMPLETE;
    default:
      return status satisfies never;
  }
}

export function changeLogTone(status: string): ChangeLogTone {
  if (!isChangeLogStatus(status)) return 'none';
  switch (status) {
    case 'complete':
      return 'primary';
    case 'failed':
      return 'negative';
    case 'incomplete':
      return 'secondary';
    default:
      return status satisfies never;
  }
}

function valueText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/** The wording of one change-log timeline entry (projects.md §2 and §4). */
export function changeLogText(
  entry: ChangeLogEntryLike,
  options?: DateFormatArgument,
): ChangeLogText {
  const action = changeLogActionLabel(entry.action);
  const userName =
    [entry.user?.first_name, entry.user?.last_name]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(' ') || MESSAGES.UNKNOWN_USER;
  const value = valueText(entry.data?.[1]);
  const reason = entry.status === 'failed' ? entry.detail?.trim() : undefined;
  return {
    title: `${action} - ${entry.status}`,
    subtitle: formatDateTime(entry.created_at, options),
    body: `${userName} sent ${action} with parameter ${entry.param_name ?? ''} and value ${value}.`,
    statusText: changeLogStatusText(entry.status),
    tone: changeLogTone(entry.status),
    ...(reason ? { reason } : {}),
  };
}

/** Infinite scroll: fetch a page only when none is loading and more pages exist. */
export function shouldLoadNextChangeLogPage(state: {
  loading: boolean;
  hasMore: boolean;
}): boolean {
  return !state.loading && state.hasMore;
}
