import type { FastifyInstance } from 'fastify';
import { Poller } from './poller';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device poller (started with the server when `buildServer({ poller: true })`). */
    poller: Poller;
  }
}

/**
 * Decorates `app.poller`, the device poller over the server's Modbus connections (`app.deviceLink`);
 * it runs from `onReady` to `onClose` when the server was built with `poller: true`. Tests drive it by
 * hand (`app.poller.pollAll()`). Called by buildServer on the root instance (routes see it).
 */
export function registerPoller(app: FastifyInstance): void {
  const poller = new Poller(app.db, {
    link: app.deviceLink,
    events: app.events,
    now: app.now,
    onError: (error) => app.log.error({ err: error }, 'device poller'),
  });
  app.decorate('poller', poller);
  if (app.pollerEnabled) {
    app.addHook('onReady', () => {
      poller.start();
      return Promise.resolve();
    });
  }
  app.addHook('onClose', () => poller.stop());
}
