import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { EventBus, inProcessTransport, postgresTransport } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The event bus of live updates (issue 24): `app.events.publish({ tenant, type, project, … })` after
     * a change is committed; it reaches the streams of every instance sharing the database.
     */
    events: EventBus;
  }
}

/**
 * Decorates `app.events`; it listens from `onReady` (so a listening server receives every instance's
 * events) until `onClose`. PGlite serves one process, so its events stay in process.
 */
export function registerEvents(app: FastifyInstance, db: Database, bus?: EventBus): void {
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
  app.addHook('onReady', () => events.start());
  app.addHook('onClose', () => events.stop());
}
