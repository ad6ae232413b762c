export interface PollerOptions {
  /** Milliseconds between the end of one run and the start of the next. */
  interval: number;
  /** The work of one tick; its signal aborts when the poller stops. */
  run: (signal: AbortSignal) => unknown;
  /** The document whose visibility pauses polling; the global document by default. */
  document?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  /** Errors of a run go here; polling continues. */
  onError?: (error: unknown) => void;
}

export interface Poller {
  /** Runs at once (unless the page is hidden), then every interval. */
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * Runs a task at an interval without overlapping runs, paused while the page is hidden: nothing
 * runs in a background tab, and the task runs at once when the page becomes visible again.
 */
export function createPoller(options: PollerOptions): Poller {
  const page = options.document ?? (typeof document === 'undefined' ? undefined : document);
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let controller: AbortController | undefined;

  const isHidden = () => page?.hidden === true;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (running && !isHidden()) timer = setTimeout(tick, options.interval);
  };

  const tick = () => {
    timer = undefined;
    if (!running || isHidden() || inFlight) return;
    inFlight = true;
    const signal = controller?.signal ?? new AbortController().signal;
    Promise.resolve()
      .then(() => options.run(signal))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        inFlight = false;
        schedule();
      });
  };

  const onVisibilityChange = () => {
    if (!running) return;
    if (isHidden()) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined) {
      tick();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      controller = new AbortController();
      page?.addEventListener('visibilitychange', onVisibilityChange);
      tick();
    },
    stop() {
      if (!running) return;
      running = false;
      clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      page?.removeEventListener('visibilitychange', onVisibilityChange);
    },
    get running() {
      return running;
    },
  };
}
