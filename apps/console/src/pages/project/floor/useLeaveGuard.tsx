import { Button, Dialog } from '@hvac/console-ui';
import { MESSAGES, ROUTES } from '@hvac/console-domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import type { NavigationTarget } from '../../../app/useNavigationBlocker';
import { useNavigationBlocker } from '../../../app/useNavigationBlocker';

import { FLOOR_TEXT } from './floorText';

/**
 * Asks before unsaved moves are lost. Reloading or closing the page gets the browser's own question
 * (`beforeunload`); any navigation of the console — a link, the browser's Back or Forward, another
 * tab of the project — is held (useNavigationBlocker) until the dialog's Leave without saving
 * (which discards the moves and goes on) or Stay. `confirmDiscard` asks the same before a step
 * inside the tab that drops the moves (choosing another floor).
 */
export function useLeaveGuard(dirty: boolean, discard: () => void) {
  const location = useLocation();
  // Another page, or another tab of the project (the tab is kept in the address); not the way to
  // the sign-in screen: once signed out (Logout, an expired session) nothing could be saved.
  const blocker = useNavigationBlocker(
    dirty,
    (next: NavigationTarget) =>
      next.pathname !== ROUTES.login &&
      (next.pathname !== location.pathname || next.search !== location.search),
  );
  const [pendingStep, setPendingStep] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need the legacy returnValue to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  const stay = () => {
    setPendingStep(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    const step = pendingStep;
    setPendingStep(null);
    discard();
    if (blocker.state === 'blocked') blocker.proceed();
    else step?.();
  };

  const dialog = (
    <Dialog
      open={blocker.state === 'blocked' || pendingStep !== null}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      size="small"
      title={FLOOR_TEXT.unsavedTitle}
      description={MESSAGES.UNSAVED_MOVES}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={stay}>
            {FLOOR_TEXT.stay}
          </Button>
          <Button tone="danger" onClick={leave}>
            {FLOOR_TEXT.leave}
          </Button>
        </>
      }
    />
  );

  /** Runs a step that drops the moves: at once when nothing is unsaved, else after Leave. */
  const confirmDiscard = (step: () => void) => {
    if (dirty) setPendingStep(() => step);
    else step();
  };

  return { dialog, confirmDiscard };
}
