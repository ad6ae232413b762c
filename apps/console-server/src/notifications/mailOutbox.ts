import { nextRetryAt } from '@hvac/console-domain';
import type { Database } from '../db';
import { smtpSender, type MailSender } from './email';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** The console path the mail points to (e.g. /invite/{id}), kept for GET /dev/outbox/. */
  link?: string;
}

export interface Mailer {
  /** Stores the message in the outbox (within the caller's transaction when given one). */
  enqueue(db: Database, tenant: string, message: MailMessage): Promise<number>;
  /**
   * Sends the outbox's due mail over SMTP (without SMTP_URL it does nothing). The notification
   * worker calls it at every cycle; a request that queued mail calls it once after its answer.
   */
  flush(db: Database): Promise<void>;
}

export interface MailerOptions {
  /** The clock of attempts and retries (tests move it). */
  now?: () => Date;
  /** How long a claimed mail stays with one instance (longer than any attempt can take). */
  leaseMs?: number;
  /** Mails claimed and sent per batch. */
  batchSize?: number;
  /** A failed attempt: the sentence kept in the row, the library's text for the log only. */
  logFailure?: (mail: { id: number; attempts: number }, cause: string, sentence: string) => void;
  /** A flush that failed as a whole (the database, not a mail server). */
  onError?: (error: unknown) => void;
}

interface ClaimedMail {
  id: number;
  tenant_id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
  attempts: number;
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * Claims due mail: unsent, not given up, its retry time come, and not claimed by another instance
 * right now. FOR UPDATE SKIP LOCKED keeps two instances' claims apart; the lease keeps the mail with
 * the claimer while it sends, and lets another take it over if the claimer dies.
 */
function claimDueMail(db: Database, at: Date, leaseMs: number, limit: number) {
  return db.query<ClaimedMail>(
    `UPDATE outbox SET claimed_until = $2, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox
                    WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1
                      AND (claimed_until IS NULL OR claimed_until <= $1)
                    ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, tenant_id, to_address, subject, body, created_at, attempts`,
    [at, new Date(at.getTime() + leaseMs), limit],
  );
}

/**
 * The outbox: every mail is a row first (so demo users and tests can follow links), SMTP second. A
 * mail is sent once across instances; a failure is retried with the notifications' growing delay
 * (console-domain nextRetryAt) and given up, with its reason, when the server refuses it for good or
 * the retry window ends.
 */
export function createMailer(
  smtp: string | MailSender | undefined,
  options: MailerOptions = {},
): Mailer {
  const sender = typeof smtp === 'string' ? smtpSender(smtp) : smtp;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 20;
  let flushing: Promise<void> | undefined;

  async function send(db: Database, mail: ClaimedMail): Promise<void> {
    const result = await sender!.send({
      tenant: mail.tenant_id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body,
      messageId: `<outbox-${mail.id}@mail.hvac-console>`,
    });
    const at = now();
    if (result.ok) {
      await db.query(
        `UPDATE outbox SET sent_at = $2, send_error = NULL, claimed_until = NULL WHERE id = $1`,
        [mail.id, at],
      );
      return;
    }
    if (result.cause) options.logFailure?.(mail, result.cause, result.text);
    const next = result.permanent
      ? undefined
      : nextRetryAt(new Date(mail.created_at), at, mail.attempts);
    await db.query(
      `UPDATE outbox SET send_error = $2, claimed_until = NULL,
              next_attempt_at = COALESCE($3, next_attempt_at), gave_up_at = $4
        WHERE id = $1`,
      [mail.id, result.text, next ?? null, next ? null : at],
    );
  }

  async function flushOnce(db: Database): Promise<void> {
    if (!sender) return;
    for (;;) {
      const claimed = await claimDueMail(db, now(), leaseMs, batchSize);
      for (const mail of claimed) await send(db, mail);
      if (claimed.length < batchSize) return;
    }
  }

  return {
    async enqueue(db, tenant, message) {
      const row = await db.one<{ id: number }>(
        `INSERT INTO outbox (tenant_id, to_address, subject, body, link, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [tenant, message.to, message.subject, message.body, message.link ?? null, now()],
      );
      return row?.id ?? 0;
    },
    flush(db) {
      // One flush at a time per instance. Never rejects: callers fire and forget it after a
      // request, and a database hiccup while sending must not become an unhandled rejection.
      flushing ??= flushOnce(db)
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => {
          flushing = undefined;
        });
      return flushing;
    },
  };
}
