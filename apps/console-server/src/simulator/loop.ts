import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import type { LivePublisher } from '../events/bus';
import { runSimulatorCycle } from './cycle';

export const DEFAULT_SIMULATOR_INTERVAL_MS = 10_000;

/**
 * Runs a simulator cycle every `intervalMs` (never two at once) until the returned stop function
 * is called; a failing cycle is reported and the loop goes on.
 */
export function startSimulator(
  db: Database,
  options: {
    intervalMs?: number;
    now?: () => Date;
    onError?: (error: unknown) => void;
    events?: LivePublisher;
  } = {},
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runSimulatorCycle(db, now(), options.events)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Fastify plugin: runs the loop while the server runs, when buildServer was asked for it. */
export function simulatorPlugin(app: FastifyInstance): Promise<void> {
  if (!app.simulatorEnabled) return Promise.resolve();
  const intervalMs = Number(process.env.SIMULATOR_INTERVAL_MS) || DEFAULT_SIMULATOR_INTERVAL_MS;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', () => {
    stop = startSimulator(app.db, {
      intervalMs,
      now: app.now,
      events: app.events,
      onError: (error) => app.log.error({ err: error }, 'simulator cycle failed'),
    });
    return Promise.resolve();
  });
  app.addHook('onClose', () => stop?.() ?? Promise.resolve());
  return Promise.resolve();
}
