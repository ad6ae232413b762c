import type { Action } from '../roles/roles';

/**
 * What the server's event stream tells a console (docs/adr/live-updates-stream.md). Every event names the project it belongs
 * to, so a console can tell which of its cached reads it touches.
 */
export const LIVE_EVENT_TYPES = [
  /** A device was read: its live values (and what is derived from them) are new. */
  'device.polled',
  /** A device went online, offline or unknown. */
  'device.state',
  /** A parameter write was logged (status `incomplete`). */
  'change_log.created',
  /** A logged write changed, mostly its status (`complete`, `failed`). */
  'change_log.changed',
  /** An alarm entry was raised (by a rule, or created by hand). */
  'alarm.raised',
  /** An alarm entry was resolved (or deleted). */
  'alarm.resolved',
  /** A project's error status (the project card's 'Errors' / 'No Errors') changed. */
  'project.error_status',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The body of each event type; `at` is ISO 8601. */
export type LiveEventBody =
  | { type: 'device.polled'; project: number; device: number; at: string }
  | {
      type: 'device.state';
      project: number;
      device: number;
      state: 'unknown' | 'online' | 'offline';
    }
  | {
      type: 'change_log.created' | 'change_log.changed';
      project: number;
      device: number | null;
      entry: number;
      status: string;
    }
  | { type: 'alarm.raised' | 'alarm.resolved'; project: number; device: number; entry: number }
  | { type: 'project.error_status'; project: number; error_status: boolean };

/** An event as the stream sends it: the body and its id (what a resuming console sends back). */
export type LiveEvent = LiveEventBody & { id: string };

/** What a role must be allowed to do to receive an event of a type. */
export const LIVE_EVENT_ACTIONS: Record<LiveEventType, Action> = {
  'device.polled': 'view',
  'device.state': 'view',
  'change_log.created': 'view',
  'change_log.changed': 'view',
  'alarm.raised': 'view',
  'alarm.resolved': 'view',
  'project.error_status': 'view',
};

export function isLiveEventType(value: unknown): value is LiveEventType {
  return typeof value === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Names of the stream's control messages (SSE `event:` field); events themselves have none.
 * `refetch`: the last id a console resumed with is older than the replay buffer (or unknown), so it
 * must read everything again. `ready`: the stream is open (sent first). `closed`: the server ends the
 * stream for a reason (`{reason}`, one of LIVE_CLOSE_REASONS) after which reconnecting at once is wrong.
 */
export const LIVE_CONTROL_EVENTS = {
  ready: 'ready',
  refetch: 'refetch',
  closed: 'closed',
} as const;

/**
 * Why the server closed a stream. `too_many_streams`: the user (or the company) opened more streams
 * than the server keeps, and this one was the oldest; reconnecting at once would close another window's.
 */
export const LIVE_CLOSE_REASONS = { tooManyStreams: 'too_many_streams' } as const;

/** The stream's path under the tenant's API host, and the header a resuming console sends. */
export const LIVE_STREAM_PATH = '/events/stream/';
export const LIVE_LAST_EVENT_ID_HEADER = 'last-event-id';

/** Why live updates are paused (the console polls meanwhile). */
export const LIVE_PAUSE_REASONS = ['dropped', 'refused', 'offline', 'superseded'] as const;
export type LivePauseReason = (typeof LIVE_PAUSE_REASONS)[number];

/** The shell's indicator while live updates are paused. */
export const LIVE_MESSAGES = {
  PAUSED: 'Live updates paused',
  dropped: 'The connection to the server was lost. Reconnecting…',
  refused: 'The server did not accept live updates. Trying again shortly.',
  offline: 'This computer is offline.',
  superseded: 'Newer windows of this account receive them; this one resumes when you return to it.',
} as const satisfies Record<LivePauseReason | 'PAUSED', string>;

/** The indicator's sentence: why live updates are paused, and how often pages refresh meanwhile. */
export function livePauseText(reason: LivePauseReason, refreshMs: number): string {
  const seconds = Math.max(1, Math.round(refreshMs / 1000));
  return `${LIVE_MESSAGES[reason]} Pages refresh every ${seconds} s meanwhile.`;
}
