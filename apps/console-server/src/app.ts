import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { loadSecret } from './auth/tokens';
import type { Database } from './db';
import {
  MULTIPART_LIMITS,
  registerAuthentication,
  registerErrorHandling,
  registerInputSanitizing,
  registerTenancy,
} from './http';
import { createMailer } from './mail/outbox';
import type { Mailer } from './mail/outbox';
import { routes } from './routes';

export interface BuildServerOptions {
  db: Database;
  /** Uploaded files (DATA_DIR/files) and the generated signing secret live here. */
  dataDir: string;
  /** Demo mode: GET /dev/outbox/ is available. */
  demo: boolean;
  /** One pino line per request (default false, tests stay quiet). */
  logger?: boolean;
  /** Run the device simulator while the server runs (default false). */
  simulator?: boolean;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Access-token signing secret; default SECRET_KEY or DATA_DIR/secret.key. */
  secret?: Buffer;
  /** smtp://… to send the outbox over SMTP. */
  smtpUrl?: string;
  /** Origin of the console for links in e-mail; `{tenant}` is replaced. Default http://{tenant}.localhost:5173 */
  consoleUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Whether the simulator plugin should run its loop (B's src/simulator registers it). */
    simulatorEnabled: boolean;
    /** The console's origin for a tenant, for links in e-mail (no trailing slash). */
    consoleUrl: (tenant: string) => string;
  }
}

export const DEFAULT_CONSOLE_URL = 'http://{tenant}.localhost:5173';

/** The whole API as a Fastify instance that is not listening yet (tests use `app.inject`). */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const secret = options.secret ?? loadSecret(options.dataDir);
  const app = Fastify({
    logger: options.logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          redact: ['req.headers.authorization', '*.password'],
        }
      : false,
    // Fastify's own two lines per request are replaced by the single line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Ids and query arrays (`headers=a&headers=b`) are parsed by the routes' schemas.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  app.decorate('db', options.db);
  app.decorate('now', now);
  app.decorate('dataDir', options.dataDir);
  app.decorate('demo', options.demo);
  app.decorate('secret', secret);
  app.decorate('simulatorEnabled', options.simulator ?? false);
  const consoleUrl = (options.consoleUrl ?? DEFAULT_CONSOLE_URL).replace(/\/+$/, '');
  app.decorate('consoleUrl', (tenant: string) => consoleUrl.replaceAll('{tenant}', tenant));
  app.decorate(
    'mailer',
    createMailer(options.smtpUrl, (error) => app.log.warn({ err: error }, 'mail not sent')),
  );

  registerErrorHandling(app);
  // CORS first: its headers must also reach answers that the tenancy and authentication hooks end early
  // (a 401 the browser cannot read would stop the client from refreshing its token).
  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
  });
  registerTenancy(app, options.db);
  registerAuthentication(app, options.db, secret, now);
  registerInputSanitizing(app);

  // One structured line per request: method, path (no query string: it may carry signed links), status, ms, tenant.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        tenant: request.tenant || undefined,
      },
      'request',
    );
  });

  await app.register(multipart, { limits: MULTIPART_LIMITS });
  for (const plugin of routes) await app.register(plugin);

  if (options.smtpUrl) {
    // Mail that failed to send (SMTP down) is retried every minute while the server runs.
    let retry: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      retry = setInterval(() => void app.mailer.flush(options.db), 60_000);
      retry.unref();
      await app.mailer.flush(options.db);
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(retry);
      done();
    });
  }
  return app;
}
