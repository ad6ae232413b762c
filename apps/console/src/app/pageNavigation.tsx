import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import type { PageNavigation } from './pageHeading';
import { PageNavigationContext } from './pageHeading';
import { documentTitle } from './useDocumentTitle';

/** How long after a move a screen's heading may still take the focus (lazily loaded screens). */
const WAIT_MS = 5000;

/** Open popups whose focus belongs to the user. */
const POPUP = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/**
 * Whether the user has pressed a key or a pointer in this page yet (the browser's User Activation
 * API, which also counts what happened before this code loaded, e.g. signing in). Without the API,
 * as before: every move is followed.
 */
function userHasInteracted(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive ?? true;
}

/**
 * After a move to another screen (sign-in included), focus goes to the main heading the new screen
 * names (usePageHeading), so keyboard and screen-reader users start there instead of on <body>.
 * The heading may arrive after the screen's code loads; it takes the focus when it does, for a
 * while. Focus the user moved meanwhile (into the new screen's search box, or onto the Settings menu
 * opened while the screen loaded) is left alone: only focus still on what started the move, or
 * lost, is taken. Focus inside an open menu, dialog or listbox is always the user's: a menu opened
 * just before the move was committed holds focus "at navigation", and taking it would close the
 * menu. A page opened by its address (and any redirect before the user does anything) keeps focus
 * at the document's start: there is no move to follow, and a heading focused by script before any
 * interaction draws the browser's focus box around the title. A move to a screen that names no
 * heading (yet) titles the document with the console's name alone.
 */
export function PageNavigationProvider({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const heading = useRef<HTMLElement | null>(null);
  const move = useRef<{ atNavigation: Element | null; started: number } | null>(null);

  const focusIfWaiting = useCallback(() => {
    const pending = move.current;
    const target = heading.current;
    if (!pending || !target?.isConnected) return;
    move.current = null;
    if (performance.now() - pending.started > WAIT_MS) return;
    const main = target.closest('main');
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      active === main ||
      !active.isConnected ||
      (active === pending.atNavigation && !main?.contains(active) && !active.closest(POPUP));
    if (!lost) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, []);

  // The screens' own effects run first: a heading shown with the move is already known here.
  useEffect(() => {
    if (!heading.current) document.title = documentTitle(undefined);
    move.current = userHasInteracted()
      ? { atNavigation: document.activeElement, started: performance.now() }
      : null;
    focusIfWaiting();
  }, [pathname, focusIfWaiting]);

  const navigation = useMemo<PageNavigation>(
    () => ({
      setHeading: (element) => {
        heading.current = element;
        focusIfWaiting();
      },
    }),
    [focusIfWaiting],
  );
  return (
    <PageNavigationContext.Provider value={navigation}>{children}</PageNavigationContext.Provider>
  );
}
