import nodemailer from 'nodemailer';
import type { Database } from '../db';

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
  /** Sends the outbox's unsent mail over SMTP; without SMTP_URL it does nothing. */
  flush(db: Database): Promise<void>;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
}

const FROM_ADDRESS = 'HVAC console <no-reply@hvac-console.local>';

/** The outbox: every mail is a row first (so demo users and tests can follow links), SMTP second. */
export function createMailer(smtpUrl: string | undefined, log?: (error: unknown) => void): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let flushing: Promise<void> | undefined;
  async function flushOnce(db: Database): Promise<void> {
    if (!transport) return;
    const pending = await db.query<OutboxRow>(
      'SELECT id, to_address, subject, body FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT 50',
    );
    for (const row of pending) {
      try {
        await transport.sendMail({
          from: FROM_ADDRESS,
          to: row.to_address,
          subject: row.subject,
          text: row.body,
        });
        await db.query('UPDATE outbox SET sent_at = now(), send_error = NULL WHERE id = $1', [
          row.id,
        ]);
      } catch (error) {
        log?.(error);
        await db.query('UPDATE outbox SET send_error = $2 WHERE id = $1', [row.id, String(error)]);
      }
    }
  }
  return {
    async enqueue(db, tenant, message) {
      const row = await db.one<{ id: number }>(
        `INSERT INTO outbox (tenant_id, to_address, subject, body, link)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [tenant, message.to, message.subject, message.body, message.link ?? null],
      );
      return row?.id ?? 0;
    },
    flush(db) {
      // One flush at a time; a failed mail stays in the outbox with its error.
      // Never rejects: callers fire and forget it after a request, and a database hiccup while
      // sending must not become an unhandled rejection.
      flushing ??= flushOnce(db)
        .catch((error: unknown) => log?.(error))
        .finally(() => {
          flushing = undefined;
        });
      return flushing;
    },
  };
}
