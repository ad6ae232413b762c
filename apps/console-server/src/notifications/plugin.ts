import type { FastifyInstance } from 'fastify';
import type { MailSender } from './email';
import { outboxSender, smtpSender } from './email';
import type { WebhookPolicy } from './networks';
import { parseNetworks } from './networks';
import { DEFAULT_LEASE_MS, startNotificationWorker } from './worker';

export interface NotificationOptions {
  /** Run the delivery worker while the server runs (default false; `main.ts` turns it on). */
  worker?: boolean;
  /** WEBHOOK_NETWORKS: CIDRs a webhook may reach besides public https addresses. */
  webhookNetworks?: string;
  /** Production refuses plain http webhooks outside WEBHOOK_NETWORKS. */
  production?: boolean;
  /** How often the worker looks for due work (NOTIFICATION_POLL_MS, default 1 s). */
  intervalMs?: number;
  /** How long a claimed delivery stays with one worker (NOTIFICATION_LEASE_MS, default 60 s). */
  leaseMs?: number;
  /** Replaces the mail channel (tests). */
  mail?: MailSender;
}

export interface NotificationSettings {
  webhookPolicy: WebhookPolicy;
  mail: MailSender | undefined;
  leaseMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationSettings;
  }
}

/**
 * Decorates the server with the notification settings and, when asked for, runs the delivery
 * worker. E-mail goes over SMTP_URL; without it in development, into the development outbox.
 */
export function registerNotifications(
  app: FastifyInstance,
  options: NotificationOptions,
  smtpUrl: string | undefined,
): void {
  const mail =
    options.mail ??
    (smtpUrl
      ? smtpSender(smtpUrl)
      : app.devOutboxToken
        ? outboxSender((tenant, message) => app.mailer.enqueue(app.db, tenant, message))
        : undefined);
  const settings: NotificationSettings = {
    webhookPolicy: {
      networks: parseNetworks(options.webhookNetworks),
      production: options.production ?? false,
    },
    mail,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  };
  app.decorate('notifications', settings);
  let stop: (() => Promise<void>) | undefined;
  if (options.worker) {
    app.addHook('onReady', () => {
      stop = startNotificationWorker({
        db: app.db,
        now: app.now,
        mail,
        webhookPolicy: settings.webhookPolicy,
        consoleUrl: app.consoleUrl,
        leaseMs: settings.leaseMs,
        intervalMs: options.intervalMs ?? 1000,
        flushMail: () => app.mailer.flush(app.db),
        onError: (error) => app.log.error({ err: error }, 'notification cycle failed'),
        logFailure: (delivery, cause, sentence) =>
          app.log.warn({ delivery: delivery.id, channel: delivery.channel, cause }, sentence),
      });
      return Promise.resolve();
    });
  }
  app.addHook('onClose', async () => {
    await stop?.();
    mail?.close();
  });
}
