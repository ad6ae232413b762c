import { ROUTES } from '@hvac/console-domain';
import { ToastProvider } from '@hvac/console-ui';
import type { MouseEvent, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';

import { LoginScreen } from '../pages/LoginScreen';
import { PageFallback } from './PageFallback';
import { useSession } from './session';

/** The router and every screen but the first sign-in: a chunk /login/ does not wait for. */
const loadApp = () => import('./App');
const App = lazy(() => loadApp().then((module) => ({ default: module.App })));

const isLoginPath = (pathname: string) => pathname.replace(/\/?$/, '/') === ROUTES.login;

/**
 * The console: toasts, then either the sign-in screen on its own (a first visit to /login/ while
 * signed out) or the routed app. /login/ is most people's first page, on any device: it loads React
 * and the sign-in form only, not the router, the route table or the guards, and fetches the rest
 * once it is idle, so the move to the project list after signing in does not wait for it. From the
 * first move on (signing in, the "Forgotten password?" link) the routed app takes over for good;
 * its own /login/ route (after signing out) is the same screen.
 */
export function Console() {
  const { isAuthenticated } = useSession();
  const [routed, setRouted] = useState(() => !isLoginPath(window.location.pathname));
  const alone = !routed && !isAuthenticated;

  useEffect(() => {
    if (!alone) return;
    // Once the page is loaded and its fonts are in (the sign-in heading is the page's largest
    // paint: fetched earlier, the rest of the console would take the fonts' bandwidth on a slow
    // network), then when the browser is idle: the rest of the console, for the move that follows.
    let cancelled = false;
    const prefetch = () => {
      if (!cancelled) void loadApp();
    };
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(prefetch)
        : setTimeout(prefetch, 1);
    const start = () =>
      void ('fonts' in document ? document.fonts.ready : Promise.resolve()).then(whenIdle);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
    };
  }, [alone]);

  return (
    <ToastProvider>
      {alone ? (
        <SignInAlone onLeave={() => setRouted(true)} />
      ) : (
        <Suspense fallback={<PageFallback />}>
          <App />
        </Suspense>
      )}
    </ToastProvider>
  );
}

/**
 * /login/ before the router: signing in hands over to the routed app, whose guard then moves
 * from /login/ to the project list (as the route's own screen does); the link to the forgotten
 * password screen moves there itself.
 */
function SignInAlone({ onLeave }: { onLeave: () => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // Other tabs, windows and downloads stay with the browser.
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    window.history.pushState(null, '', ROUTES.forgotPassword);
    onLeave();
  };
  return (
    <LoginScreen
      onSignedIn={onLeave}
      forgotPasswordLink={({ className, children }: { className: string; children: ReactNode }) => (
        <a className={className} href={ROUTES.forgotPassword} onClick={follow}>
          {children}
        </a>
      )}
    />
  );
}
