import { NOTIFICATION_EVENT_LABELS, formatDateTime } from '@hvac/console-domain';
import type { NotificationMessageType } from '@hvac/console-domain';
import nodemailer from 'nodemailer';
import type { EventPayload } from './events';
import type { AttemptResult } from './webhook';
import { causeText, mailFailureText } from './failures';

const FROM_ADDRESS = 'HVAC console <no-reply@hvac-console.local>';
/** An SMTP server that does not connect, greet or answer a command within these times is a failed attempt. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;
/** A mail lists at most this many alarms; the webhook body carries all of them. */
const MAX_LISTED = 200;

export interface NotificationMail {
  tenant: string;
  to: string;
  subject: string;
  text: string;
  /** Stable per delivery: a receiver can drop the copy of a mail that was retried after a crash. */
  messageId: string;
}

export interface MailSender {
  send(mail: NotificationMail): Promise<AttemptResult>;
  close(): void;
}

/** Sends over SMTP_URL with timeouts on every step; one pooled connection reused between mails. */
export function smtpSender(
  smtpUrl: string,
  timeouts: Record<keyof typeof SMTP_TIMEOUTS, number> = SMTP_TIMEOUTS,
): MailSender {
  // The URL's settings (host, port, auth, TLS) plus the timeouts; nodemailer has none by default
  // for a greeting or an idle socket that never answers.
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(timeouts))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: FROM_ADDRESS,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: mail.messageId,
        });
        const response = (info as { response?: unknown }).response;
        return { ok: true, text: typeof response === 'string' ? response.slice(0, 200) : 'Sent' };
      } catch (error) {
        const reply = (error as { responseCode?: unknown } | null)?.responseCode;
        return {
          ok: false,
          text: mailFailureText(error),
          cause: causeText(error),
          permanent: typeof reply === 'number' && reply >= 500 && reply < 600,
        };
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL in development (`npm start`): the mail lands in the development outbox
 * (GET /dev/outbox/), so a demo's rules can be followed without a mail server.
 */
export function outboxSender(
  enqueue: (
    tenant: string,
    message: { to: string; subject: string; body: string },
  ) => Promise<unknown>,
): MailSender {
  return {
    async send(mail) {
      await enqueue(mail.tenant, { to: mail.to, subject: mail.subject, body: mail.text });
      return { ok: true, text: 'Stored in the development outbox (no SMTP_URL)' };
    },
    close: () => undefined,
  };
}

/** Mail has no browser and so no time zone of the reader's: DECISIONS' format in UTC, said so. */
const MAIL_TIME_ZONE = 'UTC';
const dateText = (iso: string | null | undefined): string =>
  iso ? `${formatDateTime(iso, MAIL_TIME_ZONE)} ${MAIL_TIME_ZONE}` : '—';

function eventLine(type: NotificationMessageType | 'mixed', event: EventPayload): string {
  const where = `${event.project.name} · device ${event.device.unit_id}`;
  if (type === 'device_offline') {
    // Why, and since when it has not answered (the last successful poll), under the line.
    const lastSeen = event.last_seen
      ? `last answered ${dateText(event.last_seen)}`
      : 'never answered since it was added';
    const reason = event.last_error ? `${event.last_error}; ${lastSeen}` : lastSeen;
    return `Offline since ${dateText(event.triggered_at)} — ${where}\n  ${capitalised(reason)}.`;
  }
  const what = `${event.parameter_name ?? 'Alarm'} = ${event.triggered_value ?? '—'}`;
  return event.resolved_at
    ? `Resolved ${dateText(event.resolved_at)} — ${what} — ${where} (raised ${dateText(event.triggered_at)})`
    : `Raised ${dateText(event.triggered_at)} — ${what} — ${where}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Subject and text of a notification mail: one line per alarm, a link to each project's alarms. */
export function composeMail(options: {
  type: NotificationMessageType | 'mixed';
  ruleName: string;
  events: EventPayload[];
  reminder: boolean;
  consoleUrl: string;
}): { subject: string; text: string } {
  const { type, ruleName, events, reminder, consoleUrl } = options;
  if (type === 'test')
    return {
      subject: `Test notification: ${ruleName}`,
      text: `This is a test message of the notification rule "${ruleName}". It reached you, so the rule's e-mail channel works.\n`,
    };
  const prefix = reminder ? 'Reminder: ' : '';
  const first = events[0];
  const label =
    type === 'mixed' ? 'Alarm notifications' : NOTIFICATION_EVENT_LABELS[type] || 'Notification';
  const subject =
    events.length === 1 && first
      ? `${prefix}${label}: ${first.parameter_name ?? first.device.unit_id} · ${first.project.name}`
      : `${prefix}${label}: ${events.length} alarms`;
  const lines = events.slice(0, MAX_LISTED).map((event) => `- ${eventLine(type, event)}`);
  if (events.length > MAX_LISTED) lines.push(`… and ${events.length - MAX_LISTED} more`);
  const projects = [...new Map(events.map((event) => [event.project.id, event.project])).values()];
  const links = projects.map(
    (project) => `${project.name}: ${consoleUrl}/projects/${project.id}/?tab=alarms`,
  );
  const text = [
    reminder ? 'These alarms are still unresolved:' : `${label} (rule "${ruleName}"):`,
    '',
    ...lines,
    '',
    'Open in the console:',
    ...links,
    '',
    'You receive this because of a notification rule of your company. Mute your notifications on your profile page.',
    '',
  ].join('\n');
  return { subject, text };
}
