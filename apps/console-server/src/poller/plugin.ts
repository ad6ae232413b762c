import type { FastifyInstance } from 'fastify';
import { HistoryStore } from '../history/store';
import { Poller } from './poller';
import { RAW_READ_WAIT_MS } from './rawRead';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device poller (started with the server when `buildServer({ poller: true })`). */
    poller: Poller;
    /** Stored poll history (device_history), its day blocks and its retention. */
    history: HistoryStore;
    /** How long Debug Mode's raw read waits for the poller that holds the device's lease (ms). */
    rawReadWaitMs: number;
  }
}

/**
 * Decorates `app.poller`, the device poller over the server's Modbus connections (`app.deviceLink`);
 * it runs from `onReady` to `onClose` when the server was built with `poller: true`. Tests drive it by
 * hand (`app.poller.pollAll()`). Called by buildServer on the root instance (routes see it).
 */
export function registerPoller(
  app: FastifyInstance,
  options: { retentionDays?: number; instance?: string; rawReadWaitMs?: number } = {},
): void {
  app.decorate('rawReadWaitMs', options.rawReadWaitMs ?? RAW_READ_WAIT_MS);
  const history = new HistoryStore(app.db, options.retentionDays);
  app.decorate('history', history);
  const poller = new Poller(app.db, {
    link: app.deviceLink,
    events: app.events,
    now: app.now,
    history: (device, values, at) => history.record(device, values, at),
    instance: options.instance,
    onError: (error) => app.log.error({ err: error }, 'device poller'),
  });
  app.decorate('poller', poller);
  if (app.pollerEnabled) {
    // Retention and day blocks every five minutes while the poller runs.
    let maintenance: NodeJS.Timeout | undefined;
    app.addHook('onReady', () => {
      poller.start();
      maintenance = setInterval(() => {
        history
          .maintain(app.now())
          .catch((error: unknown) => app.log.error({ err: error }, 'history maintenance'));
      }, 5 * 60_000);
      maintenance.unref();
      return Promise.resolve();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(maintenance);
      done();
    });
  }
  app.addHook('onClose', () => poller.stop());
}
