import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded screen's heading before giving up. */
const WAIT_MS = 5000;

/**
 * Whether the user has pressed a key or a pointer in this page yet (the browser's User Activation
 * API, which also counts what happened before this code loaded, e.g. signing in). Without the API,
 * as before: every move is followed.
 */
function userHasInteracted(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive ?? true;
}

/** Open popups whose focus belongs to the user. */
const POPUP = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/**
 * After a move to another screen (sign-in included), focus goes to the new screen's main heading,
 * so keyboard and screen-reader users start there instead of on <body>. The heading may arrive
 * after the screen's code loads, so it is looked for on every frame for a while. Focus the user
 * moved meanwhile (into the new screen's search box, or onto the Settings menu opened while the
 * screen loaded) is left alone: only focus still on what started the move, or lost, is taken.
 * Focus inside an open menu, dialog or listbox is always the user's: a menu opened just before
 * the move was committed holds focus "at navigation", and taking it would close the menu.
 * A page opened by its address (and any redirect before the user does anything) keeps focus at
 * the document's start: there is no move to follow, and a heading focused by script before any
 * interaction draws the browser's focus box around the title.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!userHasInteracted()) return;
    const started = performance.now();
    const atNavigation = document.activeElement;
    let frame = 0;
    const look = () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (main && heading) {
        const active = document.activeElement;
        const lost =
          !active ||
          active === document.body ||
          active === main ||
          !active.isConnected ||
          (active === atNavigation && !main.contains(active) && !active.closest(POPUP));
        if (lost) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
        }
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
