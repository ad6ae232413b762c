import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { EventBus, inProcessTransport, postgresTransport } from './bus';
import { StreamHub } from './streams';
import type { StreamHubOptions } from './streams';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The event bus of live updates (docs/adr/live-updates-stream.md): `app.events.publish({ tenant, type, project, … })` after
     * a change is committed; it reaches the streams of every instance sharing the database.
     */
    events: EventBus;
    /** The open live-event streams of this instance (GET /events/stream/, routes/events.ts). */
    streams: StreamHub;
  }
}

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

function mayChangeSessions(url: string, status: number): boolean {
  if (url.startsWith('/authentication/login/')) return false;
  // A refresh that succeeds keeps the session; one that fails may have ended it (reuse).
  if (url.startsWith('/authentication/token/refresh/')) return status >= 400;
  return url.startsWith('/authentication/') || url.startsWith('/users/');
}

/**
 * Decorates `app.events`; it listens from `onReady` (so a listening server receives every instance's
 * events) until `onClose`. PGlite serves one process, so its events stay in process.
 */
export function registerEvents(
  app: FastifyInstance,
  db: Database,
  bus?: EventBus,
  limits: Pick<StreamHubOptions, 'perUser' | 'perTenant'> = {},
): void {
  const onError = (error: unknown) => app.log.warn({ err: error }, 'live events');
  const events =
    bus ??
    new EventBus({
      transport:
        db.kind === 'postgres' && db.listen ? postgresTransport(db, onError) : inProcessTransport(),
      now: app.now,
      onError,
    });
  app.decorate('events', events);
  const streams = new StreamHub(events, db, app.now, { onError, ...limits });
  app.decorate('streams', streams);
  app.addHook('onReady', () => events.start());
  // Open streams would keep the server from closing: they end first (the consoles reconnect).
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });
  // Writes that may end sessions or change roles (logout, password, permission, removal, a refresh
  // token used twice): every instance checks its streams of the tenant again, at once.
  app.addHook('onResponse', (request, reply, done) => {
    if (!READ_ONLY.has(request.method) && mayChangeSessions(request.url, reply.statusCode))
      events.sessionsChanged(request.tenant);
    done();
  });
  app.addHook('onClose', () => events.stop());
}
