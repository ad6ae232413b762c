import { nextRetryAt } from '@hvac/console-domain';
import type { Database } from '../db';
import {
  claimDueDeliveries,
  groupPendingEvents,
  markAttemptFailed,
  markDelivered,
  queueReminders,
} from './queue';
import type { ClaimedDelivery } from './queue';
import type { MailSender } from './email';
import { composeMail } from './email';
import type { WebhookPolicy } from './networks';
import type { AttemptResult } from './webhook';
import { postWebhook } from './webhook';

export interface NotificationWorkerOptions {
  db: Database;
  now: () => Date;
  /** E-mail: SMTP, the development outbox, or nothing (attempts fail until SMTP_URL is set). */
  mail: MailSender | undefined;
  webhookPolicy: WebhookPolicy;
  consoleUrl: (tenant: string) => string;
  /** How long a claimed delivery stays with one worker (longer than any attempt can take). */
  leaseMs?: number;
  /** Deliveries sent per batch, in parallel. */
  batchSize?: number;
  webhookTimeoutMs?: number;
  /** Sends the mail outbox's due mail (invites, password resets) at the end of each cycle. */
  flushMail?: () => Promise<void>;
  /** A failed attempt's library text (the delivery log keeps only the sentence). */
  logFailure?: (delivery: { id: number; channel: string }, cause: string, sentence: string) => void;
}

export const DEFAULT_LEASE_MS = 60_000;
const NO_MAIL_SERVER = 'No mail server is configured (SMTP_URL).';
const RULE_DELETED = 'The rule was deleted before the message went out.';

export interface CycleCounts {
  reminders: number;
  grouped: number;
  sent: number;
  failedAttempts: number;
}

/** The body a webhook receives (DECISIONS.md): `id` is the idempotency key, the same on every retry. */
export function webhookBody(delivery: ClaimedDelivery, sentAt: Date): string {
  return JSON.stringify({
    id: delivery.key,
    type: delivery.type,
    tenant: delivery.tenant_id,
    sent_at: sentAt.toISOString(),
    events: delivery.events,
  });
}

async function attempt(
  options: NotificationWorkerOptions,
  delivery: ClaimedDelivery,
): Promise<AttemptResult> {
  if (!delivery.rule_exists) return { ok: false, text: RULE_DELETED };
  if (delivery.channel === 'webhook') {
    const sentAt = options.now();
    const timestamp = Math.floor(sentAt.getTime() / 1000);
    return postWebhook(
      delivery.recipient,
      webhookBody(delivery, sentAt),
      delivery.secret ?? '',
      timestamp,
      options.webhookPolicy,
      { timeoutMs: options.webhookTimeoutMs },
    );
  }
  if (!options.mail) return { ok: false, text: NO_MAIL_SERVER };
  const { subject, text } = composeMail({
    type: delivery.type,
    ruleName: delivery.rule_name,
    events: delivery.events,
    reminder: delivery.reminder,
    consoleUrl: options.consoleUrl(delivery.tenant_id),
  });
  return options.mail.send({
    tenant: delivery.tenant_id,
    to: delivery.recipient,
    subject,
    text,
    messageId: `<${delivery.key}@notifications.hvac-console>`,
  });
}

/**
 * One pass of the worker: reminders, grouping, then every due delivery once. Tests call it directly;
 * the loop below runs it while the server runs.
 */
export async function runNotificationCycle(
  options: NotificationWorkerOptions,
): Promise<CycleCounts> {
  const { db } = options;
  const counts: CycleCounts = { reminders: 0, grouped: 0, sent: 0, failedAttempts: 0 };
  counts.reminders = await queueReminders(db, options.now());
  for (;;) {
    const grouped = await groupPendingEvents(db, options.now());
    counts.grouped += grouped;
    if (grouped === 0) break;
  }
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 8;
  for (;;) {
    const claimed = await claimDueDeliveries(db, options.now(), leaseMs, batchSize);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) => {
        const result = await attempt(options, delivery);
        const at = options.now();
        if (result.ok) {
          await markDelivered(db, delivery.id, result.text, at);
          counts.sent += 1;
        } else {
          if (result.cause)
            options.logFailure?.(
              { id: delivery.id, channel: delivery.channel },
              result.cause,
              result.text,
            );
          const next = delivery.rule_exists
            ? nextRetryAt(new Date(delivery.created_at), at, delivery.attempts + 1)
            : undefined;
          await markAttemptFailed(db, delivery.id, result.text, next);
          counts.failedAttempts += 1;
        }
      }),
    );
    if (claimed.length < batchSize) break;
  }
  await options.flushMail?.();
  return counts;
}

/** Runs a cycle every `intervalMs` (never two at once) until the returned stop function is called. */
export function startNotificationWorker(
  options: NotificationWorkerOptions & { intervalMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runNotificationCycle(options)
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  setImmediate(tick);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
