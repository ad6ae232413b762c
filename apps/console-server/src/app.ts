import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { RateLimits } from './auth/rateLimit';
import { loadSecret } from './auth/tokens';
import { DEFAULT_API_DOMAIN, DEFAULT_API_URL, DEFAULT_CONSOLE_URL } from './config';
import { registerEvents } from './events/plugin';
import type { TrustProxy } from './config';
import type { Database } from './db';
import {
  MULTIPART_LIMITS,
  registerUploadCleanup,
  registerAuthentication,
  registerErrorHandling,
  registerInputSanitizing,
  registerTenancy,
} from './http';
import { registerConsole } from './http/console';
import { originPattern } from './http/origins';
import { createMailer } from './notifications/mailOutbox';
import type { Mailer } from './notifications/mailOutbox';
import { registerNotifications } from './notifications/plugin';
import type { NotificationOptions } from './notifications/plugin';
import { routes } from './routes';
import { GraphCache } from './history/graphCache';
import { DeviceNetworks } from './modbus/networks';
import type { GatewayOptions } from './modbus/gateway';
import { DeviceLink } from './devices/link';
import { registerPoller } from './poller/plugin';
import { registerGatewayBroker } from './gateways/plugin';
import type { MqttOptions } from './gateways/plugin';
import type { Emulator } from './emulator/emulator';

export interface BuildServerOptions {
  db: Database;
  /** Uploaded files (DATA_DIR/files) and the generated signing secret live here. */
  dataDir: string;
  /** Demo mode (demo data seeded); GET /dev/outbox/ needs `devOutboxToken` as well. */
  demo: boolean;
  /**
   * The development switch and per-run secret of GET /dev/outbox/ (DEV_OUTBOX_TOKEN, set by `npm start`).
   * Without it the route does not exist; with it the route answers only loopback callers that send it.
   */
  devOutboxToken?: string;
  /** More allowed CORS origins besides `consoleUrl`'s pattern (`{tenant}` allowed). */
  corsOrigins?: string[];
  /** Hosts the API answers: `{tenant}.{apiDomain}`, the domain itself and loopback (default localhost). */
  apiDomain?: string;
  /** Fastify's trustProxy: whose X-Forwarded-For counts (default: nobody's). */
  trustProxy?: TrustProxy;
  /** The built console, served on the hosts of `consoleUrl`'s pattern (production, one port). */
  staticDir?: string;
  /** Replaces the outbox mailer (tests). */
  mailer?: Mailer;
  /** One pino line per request (default false, tests stay quiet). */
  logger?: boolean;
  /** LOG_LEVEL: pino's level when the logger is on (default info). */
  logLevel?: string;
  /** GRAPH_CACHE: keep serialised graph answers (default true; `app.graphCache.enabled` switches it). */
  graphCache?: boolean;
  /** Where the log lines go instead of stdout (tests that read the log); turns the logger on. */
  logStream?: { write(line: string): void };
  /** Run the device poller while the server runs (default false; tests poll by hand). */
  poller?: boolean;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /**
   * Check every answer against its route's response schema (default true: development and tests, where
   * a view that drifts from its documented shape must fail). A production start turns it off: the check
   * costs more of the server's CPU than building a large list answer (docs/benchmarks/scale.md).
   */
  checkResponses?: boolean;
  /** Access-token signing secret (main passes SECRET_KEY's); default DATA_DIR/secret.key. */
  secret?: Buffer;
  /** smtp://… to send the outbox over SMTP. */
  smtpUrl?: string;
  /** Origin of the console for links in e-mail; `{tenant}` is replaced. Default http://{tenant}.localhost:5173 */
  consoleUrl?: string;
  /** Alarm notifications: the worker, WEBHOOK_NETWORKS, production's https rule (src/notifications). */
  notifications?: NotificationOptions;
  /**
   * Origin of the API in the links it hands out (signed file links); `{tenant}` is replaced. Never taken
   * from a request's Host or X-Forwarded-Host. Default http://{tenant}.localhost:8787
   */
  apiUrl?: string;
  /** DEVICE_NETWORKS: CIDRs the server may open Modbus connections to (default none). */
  deviceNetworks?: string;
  /** POLLER_INSTANCE: this instance's name in device leases (default a random one). */
  pollerInstance?: string;
  /** HISTORY_RETENTION_DAYS: stored poll history older than this is dropped (default 400). */
  historyRetentionDays?: number;
  /** Live streams kept per user and per tenant (LIVE_STREAMS_PER_USER, LIVE_STREAMS_PER_TENANT). */
  liveStreams?: { perUser?: number; perTenant?: number };
  /** The demo's emulator running in this process (its fault switch is a development route). */
  emulator?: Emulator;
  /** Modbus timeouts and reconnect backoff (tests shorten them). */
  modbus?: Omit<GatewayOptions, 'networks'>;
  /** How long Debug Mode's raw read waits for the device's poller (default 10 s; tests shorten it). */
  rawReadWaitMs?: number;
  /** The embedded MQTT broker of edge gateways (MQTT_PORT, MQTT_HOST, MQTT_PUBLIC_URL); off without it. */
  mqtt?: MqttOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Whether answers are checked against their response schemas (src/http/responses.ts). */
    checkResponses: boolean;
    /** Whether the device poller (src/poller) runs while the server runs. */
    pollerEnabled: boolean;
    /** The console's origin for a tenant, for links in e-mail (no trailing slash). */
    consoleUrl: (tenant: string) => string;
    /** The API's origin for a tenant, for the links it answers (no trailing slash). */
    apiUrl: (tenant: string) => string;
    /** Serialised graph answers (routes/devices/graphCache.ts). */
    graphCache: GraphCache;
    /** Attempt counters shared through the database by every server process. */
    limits: RateLimits;
    /** The development outbox's per-run secret; undefined when the outbox does not exist. */
    devOutboxToken: string | undefined;
    /** Runs `task` after the answer (mail that must not change the answer's timing). */
    background: (task: () => Promise<unknown>) => void;
    /** Resolves once every background task started so far has settled. */
    backgroundIdle: () => Promise<void>;
    /** DEVICE_NETWORKS: where Modbus connections may go. */
    deviceNetworks: DeviceNetworks;
    /** The Modbus TCP connections of this server (one per company, host and port). */
    deviceLink: DeviceLink;
    /** The demo's in-process emulator, when one runs. */
    emulator: Emulator | undefined;
  }
}

export { DEFAULT_CONSOLE_URL };
export { originPattern } from './http/origins';
/** The whole API as a Fastify instance that is not listening yet (tests use `app.inject`). */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const secret = options.secret ?? loadSecret(options.dataDir);
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: options.logLevel ?? 'info',
            redact: ['req.headers.authorization', '*.password'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
    // Fastify's own two lines per request are replaced by the single line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For / -Proto count only from a proxy named in TRUST_PROXY; request.ip is the peer otherwise.
    trustProxy: options.trustProxy ?? false,
    // Ids and query arrays (`headers=a&headers=b`) are parsed by the routes' schemas.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  app.decorate('db', options.db);
  app.decorate('now', now);
  app.decorate('dataDir', options.dataDir);
  app.decorate('demo', options.demo);
  app.decorate('secret', secret);
  app.decorate('checkResponses', options.checkResponses ?? true);
  app.decorate('pollerEnabled', options.poller ?? false);
  app.decorate('graphCache', new GraphCache({ enabled: options.graphCache ?? true }));
  const consoleUrl = (options.consoleUrl ?? DEFAULT_CONSOLE_URL).replace(/\/+$/, '');
  app.decorate('consoleUrl', (tenant: string) => consoleUrl.replaceAll('{tenant}', tenant));
  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  app.decorate('apiUrl', (tenant: string) => apiUrl.replaceAll('{tenant}', tenant));
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer(options.smtpUrl, {
        now: () => app.now(),
        logFailure: (mail, cause, sentence) =>
          app.log.warn({ mail: mail.id, attempts: mail.attempts, cause }, sentence),
        onError: (error) => app.log.warn({ err: error }, 'mail outbox flush failed'),
      }),
  );
  app.decorate('limits', new RateLimits(options.db));
  registerEvents(app, options.db, undefined, options.liveStreams);
  const deviceNetworks = DeviceNetworks.parse(options.deviceNetworks);
  app.decorate('deviceNetworks', deviceNetworks);
  const deviceLink = new DeviceLink(deviceNetworks, {
    ...options.modbus,
    // The library's own words stay here; devices and users get the sentence.
    log: (cause, sentence, where) =>
      app.log.warn({ err: cause, host: where.host, port: where.port }, `Modbus: ${sentence}`),
  });
  app.decorate('deviceLink', deviceLink);
  app.decorate('emulator', options.emulator);
  registerPoller(app, {
    retentionDays: options.historyRetentionDays,
    instance: options.pollerInstance,
    rawReadWaitMs: options.rawReadWaitMs,
  });
  app.addHook('onClose', (_instance, done) => {
    deviceLink.close();
    done();
  });
  registerGatewayBroker(app, options.mqtt);
  app.decorate('devOutboxToken', options.demo ? options.devOutboxToken : undefined);
  const pending = new Set<Promise<unknown>>();
  app.decorate('background', (task: () => Promise<unknown>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, 'background task failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.decorate('backgroundIdle', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
  const allowedOrigins = [consoleUrl, ...(options.corsOrigins ?? [])].map(originPattern);

  registerErrorHandling(app);
  // The console's own hosts get its files before anything of the API runs (tenancy, auth, CORS).
  if (options.staticDir) registerConsole(app, options.staticDir, consoleUrl);
  // CORS first: its headers must also reach answers that the tenancy and authentication hooks end early
  // (a 401 the browser cannot read would stop the client from refreshing its token).
  // Only the console's own origins (CONSOLE_URL's pattern and CORS_ORIGINS) may read answers; the API
  // uses bearer tokens, not cookies, so no credentials mode is needed.
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowedOrigins.some((re) => re.test(origin)));
    },
    credentials: false,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  // API answers are never sniffed into another type nor kept by caches (file downloads set their own).
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  registerTenancy(app, options.db, options.apiDomain ?? DEFAULT_API_DOMAIN);
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

  registerNotifications(app, options.notifications ?? {}, options.smtpUrl);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  registerUploadCleanup(app);
  for (const plugin of routes) await app.register(plugin);

  if (options.smtpUrl)
    // What is still unsent goes out as soon as the server is ready; retries are the notification
    // worker's (its cycle flushes the outbox's due mail).
    app.addHook('onReady', () => app.mailer.flush(options.db));
  return app;
}
