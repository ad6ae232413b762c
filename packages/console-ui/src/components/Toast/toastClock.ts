/**
 * The time source of the toasts. The browser's by default; stories and tests pass a manual clock
 * so a toast's 3000 ms can be asserted without waiting for them.
 */
export interface ToastClock {
  now: () => number;
  setTimeout: (callback: () => void, delayMs: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const systemClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ManualClock extends ToastClock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance: (ms: number) => void;
}

/** A clock that only moves when told to: deterministic timing in play functions and tests. */
export function createManualClock(start = 0): ManualClock {
  let current = start;
  let nextHandle = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();

  return {
    now: () => current,
    setTimeout: (callback, delayMs) => {
      const handle = nextHandle++;
      timers.set(handle, { due: current + Math.max(0, delayMs), callback });
      return handle;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    advance: (ms) => {
      const target = current + ms;
      for (;;) {
        let nextDue: [number, { due: number; callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].due <= target && (!nextDue || entry[1].due < nextDue[1].due)) {
            nextDue = entry;
          }
        }
        if (!nextDue) break;
        timers.delete(nextDue[0]);
        current = nextDue[1].due;
        nextDue[1].callback();
      }
      current = target;
    },
  };
}
