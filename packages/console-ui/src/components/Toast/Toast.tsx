import type { FocusEvent, ReactNode, RefObject } from 'react';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '../../icons';
import * as styles from './Toast.css';
import type { ToastClock } from './toastClock';
import type { ToastItem, ToastQueue } from './useToastQueue';
import { useToastQueue } from './useToastQueue';

export interface ToastLabels {
  /** Accessible name of the toasts' landmark. */
  region: string;
  /** Accessible name of each toast's close button. */
  dismiss: string;
}

/** English defaults; the specification names neither. */
export const DEFAULT_TOAST_LABELS: ToastLabels = {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
};

export interface ToastApi {
  /** A green toast, announced politely (role=status). */
  success: (message: string) => number;
  /** A red toast, announced at once (role=alert). */
  error: (message: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** How long each toast stays; 3000 ms by default (TOAST_DURATION_MS). */
  durationMs?: number;
  /** Time source; a manual clock in stories and tests. */
  clock?: ToastClock;
  labels?: Partial<ToastLabels>;
}

/** Holds the toasts of the app and shows them stacked in a corner. `useToast()` reaches it. */
export function ToastProvider({ children, durationMs, clock, labels }: ToastProviderProps) {
  const queue = useToastQueue({ durationMs, clock });
  const { show, dismiss } = queue;
  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      dismiss,
    }),
    [dismiss, show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport queue={queue} labels={{ ...DEFAULT_TOAST_LABELS, ...labels }} />
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success(MESSAGES.DOCUMENT_UPLOADED)` inside a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

interface ToastViewportProps {
  queue: ToastQueue;
  labels: ToastLabels;
}

/** Whether two boxes share any area. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Where the stack sits: at the bottom corner, or at the top one while the bottom stack would hide
 * the focused element (WCAG 2.4.11: focus is never covered by the page's own content).
 */
function useClearOfFocus(viewportRef: RefObject<HTMLElement | null>, count: number) {
  const [placement, setPlacement] = useState<'bottom' | 'top'>('bottom');
  useEffect(() => {
    if (count === 0) return;
    const check = () => {
      const viewport = viewportRef.current;
      const focused = document.activeElement;
      if (!viewport || !focused || focused === document.body || viewport.contains(focused)) return;
      const box = viewport.getBoundingClientRect();
      const target = focused.getBoundingClientRect();
      // Where the bottom stack is (or would be): its box at the bottom corner, as far from the
      // bottom edge as the stack is from the side.
      const margin = parseFloat(getComputedStyle(viewport).right) || 0;
      const bottom = new DOMRect(
        box.left,
        window.innerHeight - box.height - margin,
        box.width,
        box.height,
      );
      setPlacement(overlaps(bottom, target) ? 'top' : 'bottom');
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, true);
    window.addEventListener('resize', check);
    return () => {
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check, true);
      window.removeEventListener('resize', check);
    };
  }, [count, viewportRef]);
  return count === 0 ? 'bottom' : placement;
}

function ToastViewport({ queue, labels }: ToastViewportProps) {
  const { toasts, dismiss, pause, resume, paused } = queue;
  const viewportRef = useRef<HTMLElement>(null);
  const placement = useClearOfFocus(viewportRef, toasts.length);

  // Escape dismisses the newest toast, unless something else (a dialog, a list) used the key.
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    if (newest === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dismiss(newest);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismiss, newest]);

  // A dismissed toast takes focus and pointer with it without blur or leave events.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    if (!viewport.contains(document.activeElement)) resume('focus');
    if (toasts.length === 0) resume('hover');
  }, [resume, toasts]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
  };

  return (
    <section
      ref={viewportRef}
      aria-label={labels.region}
      className={styles.viewport}
      data-state={paused ? 'paused' : 'running'}
      data-placement={placement}
      onPointerEnter={() => pause('hover')}
      onPointerLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          dismissLabel={labels.dismiss}
          onDismiss={() => dismiss(toast.id)}
        />
      ))}
    </section>
  );
}

export interface ToastProps {
  toast: ToastItem;
  dismissLabel: string;
  onDismiss: () => void;
}

/** One toast. Exported for apps that render their own viewport around `useToastQueue`. */
export function Toast({ toast, dismissLabel, onDismiss }: ToastProps) {
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-tone={toast.tone}
      className={`${styles.item} ${styles.toast({ tone: toast.tone })}`}
    >
      {/* The icon repeats the tone in shape, so colour is not the only signal. */}
      <span className={styles.icon}>
        {toast.tone === 'error' ? <AlertCircleIcon size={20} /> : <CheckCircleIcon size={20} />}
      </span>
      <p className={styles.message}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={onDismiss}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
