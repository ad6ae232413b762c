import { RETRY_FIRST_DELAY_MS } from '@hvac/console-domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailSender, NotificationMail } from '../src/notifications/email';
import { createMailer } from '../src/notifications/mailOutbox';
import { createTestContext, type TestContext } from './helpers';
import { startBrokenSmtp, startSmtpServer } from './notificationPeers';

// The mail outbox (invites, password resets) as the notification worker's queue (issue 31): sent
// once across instances, a failure retried after a growing delay, a refusal for good given up.
let context: TestContext;
let clock = new Date('2026-03-02T08:00:00Z');
const now = () => clock;

beforeAll(async () => {
  context = await createTestContext({ seed: false, now });
}, 120_000);
afterAll(() => context.close());
beforeEach(async () => {
  clock = new Date('2026-03-02T08:00:00Z');
  await context.db.query('DELETE FROM outbox');
  await context.db.query(
    `INSERT INTO tenants (id, name) VALUES ('demo', 'Demo') ON CONFLICT (id) DO NOTHING`,
  );
});

interface Row {
  attempts: number;
  sent_at: Date | null;
  gave_up_at: Date | null;
  next_attempt_at: Date;
  send_error: string | null;
}

const rowOf = async (id: number) =>
  (await context.db.one<Row>(
    'SELECT attempts, sent_at, gave_up_at, next_attempt_at, send_error FROM outbox WHERE id = $1',
    [id],
  ))!;

/** A sender that answers what the test scripts, one answer per attempt, and counts attempts. */
function scriptedSender(...answers: Awaited<ReturnType<MailSender['send']>>[]) {
  const sent: NotificationMail[] = [];
  const sender: MailSender = {
    send: (mail) => {
      sent.push(mail);
      return Promise.resolve(answers.shift() ?? { ok: true, text: '250 OK' });
    },
    close: () => undefined,
  };
  return { sender, sent };
}

const message = (index: number) => ({
  to: `person${index}@example.com`,
  subject: `Invitation ${index}`,
  body: `Body ${index}`,
});

describe('the mail outbox', () => {
  it('sends each mail once when two instances flush at the same time', async () => {
    const smtp = await startSmtpServer();
    try {
      const url = `${smtp.url}/?ignoreTLS=true`;
      const first = createMailer(url, { now });
      const second = createMailer(url, { now });
      for (let index = 0; index < 6; index += 1)
        await first.enqueue(context.db, 'demo', message(index));
      await Promise.all([first.flush(context.db), second.flush(context.db)]);
      const subjects = smtp.mails.map((mail) => mail.subject).sort();
      expect(subjects).toEqual([0, 1, 2, 3, 4, 5].map((index) => `Invitation ${index}`));
      // A later flush of either sends nothing again.
      await Promise.all([first.flush(context.db), second.flush(context.db)]);
      expect(smtp.mails).toHaveLength(6);
      const unsent = await context.db.query('SELECT id FROM outbox WHERE sent_at IS NULL');
      expect(unsent).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('retries a failed mail after a growing delay, not at every flush', async () => {
    const { sender, sent } = scriptedSender(
      {
        ok: false,
        text: 'The mail server did not answer.',
        cause: 'ETIMEDOUT: Greeting never received',
      },
      {
        ok: false,
        text: 'The mail server did not answer.',
        cause: 'ETIMEDOUT: Greeting never received',
      },
    );
    const logged: string[] = [];
    const mailer = createMailer(sender, {
      now,
      logFailure: (_mail, cause) => logged.push(cause),
    });
    const id = await mailer.enqueue(context.db, 'demo', message(1));
    await mailer.flush(context.db);
    let row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, gave_up_at: null });
    // The row keeps the sentence; the library's words go to the log only.
    expect(row.send_error).toBe('The mail server did not answer.');
    expect(logged).toEqual(['ETIMEDOUT: Greeting never received']);
    expect(row.next_attempt_at.getTime() - clock.getTime()).toBe(RETRY_FIRST_DELAY_MS);
    // Flushing again before the delay sends nothing.
    await mailer.flush(context.db);
    expect(sent).toHaveLength(1);
    // After it: the second attempt fails too, and the next delay doubles.
    clock = new Date(clock.getTime() + RETRY_FIRST_DELAY_MS);
    await mailer.flush(context.db);
    row = await rowOf(id);
    expect(sent).toHaveLength(2);
    expect(row.next_attempt_at.getTime() - clock.getTime()).toBe(2 * RETRY_FIRST_DELAY_MS);
    clock = new Date(clock.getTime() + 2 * RETRY_FIRST_DELAY_MS);
    await mailer.flush(context.db);
    row = await rowOf(id);
    expect(sent).toHaveLength(3);
    expect(row).toMatchObject({ attempts: 3, send_error: null, gave_up_at: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('gives a mail up at once when the server refuses it for good (5xx)', async () => {
    const { sender, sent } = scriptedSender({
      ok: false,
      text: 'The mail server refused the recipient (550).',
      permanent: true,
    });
    const mailer = createMailer(sender, { now });
    const id = await mailer.enqueue(context.db, 'demo', message(2));
    await mailer.flush(context.db);
    clock = new Date(clock.getTime() + 60 * 60_000);
    await mailer.flush(context.db);
    expect(sent).toHaveLength(1);
    const row = await rowOf(id);
    expect(row.gave_up_at).toBeInstanceOf(Date);
    expect(row.send_error).toBe('The mail server refused the recipient (550).');
  });

  it('a server that greets and drops the socket is a failure to retry, in words', async () => {
    const broken = await startBrokenSmtp('drop');
    try {
      const mailer = createMailer(`${broken.url}/?ignoreTLS=true`, { now });
      const id = await mailer.enqueue(context.db, 'demo', message(3));
      await mailer.flush(context.db);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: 1, sent_at: null, gave_up_at: null });
      expect(row.send_error).toBe('Connection closed by the peer');
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(clock.getTime());
    } finally {
      await broken.close();
    }
  });
});
