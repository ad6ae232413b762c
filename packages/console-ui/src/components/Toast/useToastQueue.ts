import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@hvac/console-domain';
import type { ToastClock } from './toastClock';
import { systemClock } from './toastClock';

export const TOAST_TONES = ['success', 'error'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

/** Why the toasts' timers stand still: a pointer over them or focus inside them. */
export const TOAST_PAUSE_REASONS = ['hover', 'focus'] as const;
export type ToastPauseReason = (typeof TOAST_PAUSE_REASONS)[number];

export interface UseToastQueueOptions {
  /** How long a toast stays, in ms; 3000 by default. */
  durationMs?: number;
  clock?: ToastClock;
}

export interface ToastQueue {
  /** Oldest first. */
  toasts: ToastItem[];
  show: (tone: ToastTone, message: string) => number;
  dismiss: (id: number) => void;
  pause: (reason: ToastPauseReason) => void;
  resume: (reason: ToastPauseReason) => void;
  paused: boolean;
}

interface Timer {
  handle: unknown;
  startedAt: number;
  remainingMs: number;
}

/**
 * The toasts' state without markup: a stack of messages that each leave after `durationMs`,
 * with every timer held while the stack is hovered or focused and resumed with the time left.
 */
export function useToastQueue({
  durationMs = TOAST_DURATION_MS,
  clock = systemClock,
}: UseToastQueueOptions = {}): ToastQueue {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [paused, setPaused] = useState(false);
  const timersRef = useRef(new Map<number, Timer>());
  const pausedRef = useRef(false);
  const nextIdRef = useRef(1);

  const dismiss = useCallback(
    (id: number) => {
      const timer = timersRef.current.get(id);
      if (timer?.handle !== undefined) clock.clearTimeout(timer.handle);
      timersRef.current.delete(id);
      setToasts((current) => current.filter((toast) => toast.id !== id));
    },
    [clock],
  );

  const start = useCallback(
    (id: number, timer: Timer) => {
      timer.startedAt = clock.now();
      timer.handle = clock.setTimeout(() => dismiss(id), timer.remainingMs);
    },
    [clock, dismiss],
  );

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextIdRef.current++;
      const timer: Timer = { handle: undefined, startedAt: clock.now(), remainingMs: durationMs };
      timersRef.current.set(id, timer);
      if (!pausedRef.current) start(id, timer);
      setToasts((current) => [...current, { id, tone, message }]);
      return id;
    },
    [clock, durationMs, start],
  );

  const applyPaused = useCallback(
    (paused: boolean) => {
      if (paused === pausedRef.current) return;
      pausedRef.current = paused;
      for (const [id, timer] of timersRef.current) {
        if (paused) {
          if (timer.handle !== undefined) clock.clearTimeout(timer.handle);
          timer.handle = undefined;
          timer.remainingMs = Math.max(0, timer.remainingMs - (clock.now() - timer.startedAt));
        } else {
          start(id, timer);
        }
      }
    },
    [clock, start],
  );

  // Reasons live in a ref so timers stop in the event itself, not a render later.
  const pauseReasonsRef = useRef(new Set<ToastPauseReason>());
  const pause = useCallback(
    (reason: ToastPauseReason) => {
      pauseReasonsRef.current.add(reason);
      applyPaused(true);
      setPaused(true);
    },
    [applyPaused],
  );
  const resume = useCallback(
    (reason: ToastPauseReason) => {
      pauseReasonsRef.current.delete(reason);
      const stillPaused = pauseReasonsRef.current.size > 0;
      applyPaused(stillPaused);
      setPaused(stillPaused);
    },
    [applyPaused],
  );

  // Pending timers must not fire into an unmounted provider.
  useEffect(() => {
    const timers = timersRef.current;
    return () => {
      for (const timer of timers.values()) {
        if (timer.handle !== undefined) clock.clearTimeout(timer.handle);
      }
      timers.clear();
    };
  }, [clock]);

  return { toasts, show, dismiss, pause, resume, paused };
}
