import { Button, Dialog } from '@hvac/console-ui';
import { MESSAGES } from '@hvac/console-domain';
import type { RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';

import { FLOOR_TEXT } from './floorText';

/** What leaves the tab: links and tabs outside it (Radix tabs switch on mousedown and keys). */
const LEAVING = 'a[href], [role="tab"]';
const TAB_KEYS = new Set([
  'Enter',
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);

/**
 * Asks before unsaved moves are lost: reloading or closing the page gets the browser's own
 * question; a link or another tab of the console first opens a dialog, and goes on only after
 * Leave without saving (the console uses a plain BrowserRouter, so no router blocker exists).
 */
export function useLeaveGuard(dirty: boolean, inside: RefObject<HTMLElement | null>) {
  const [pending, setPending] = useState<{ target: HTMLElement; key?: string } | null>(null);
  // Set when the user chose to leave: the replayed press must pass before the next render.
  const released = useRef(false);

  useEffect(() => {
    released.current = false;
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const leavingTarget = (event: Event) => {
      if (released.current || !(event.target instanceof Element)) return null;
      const target = event.target.closest<HTMLElement>(LEAVING);
      if (!target || inside.current?.contains(target)) return null;
      if (target.getAttribute('aria-selected') === 'true' && !(event instanceof KeyboardEvent)) {
        return null;
      }
      return target;
    };
    const intercept = (event: MouseEvent) => {
      if (event.button !== 0) return;
      const target = leavingTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') setPending({ target });
    };
    const interceptKey = (event: KeyboardEvent) => {
      const target = leavingTarget(event);
      if (
        !target ||
        (target.getAttribute('role') === 'tab' ? !TAB_KEYS.has(event.key) : event.key !== 'Enter')
      ) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending({ target, key: event.key });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('mousedown', intercept, true);
    document.addEventListener('click', intercept, true);
    document.addEventListener('keydown', interceptKey, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('mousedown', intercept, true);
      document.removeEventListener('click', intercept, true);
      document.removeEventListener('keydown', interceptKey, true);
    };
  }, [dirty, inside]);

  const leave = (discard: () => void) => {
    const target = pending?.target;
    setPending(null);
    released.current = true;
    discard();
    if (!target) return;
    // Once the guard is gone, replay the press the user made.
    window.setTimeout(() => {
      target.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
      );
      target.click();
    }, 0);
  };

  const dialog = (discard: () => void) => (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      size="small"
      title={FLOOR_TEXT.unsavedTitle}
      description={MESSAGES.UNSAVED_MOVES}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={() => setPending(null)}>
            {FLOOR_TEXT.stay}
          </Button>
          <Button tone="danger" onClick={() => leave(discard)}>
            {FLOOR_TEXT.leave}
          </Button>
        </>
      }
    />
  );
  return dialog;
}
