import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded screen's heading before giving up. */
const WAIT_MS = 5000;

/**
 * After a move to another screen (sign-in included), focus goes to the new screen's main heading,
 * so keyboard and screen-reader users start there instead of on <body>. The heading may arrive
 * after the screen's code loads, so it is looked for on every frame for a while. Focus the user
 * already put inside the screen (a search box, say) is left alone.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const main = document.querySelector('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      if (main && heading) {
        const active = document.activeElement;
        const lost =
          !active || active === document.body || !main.contains(active) || active === main;
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
