import { ROUTES } from '@hvac/console-domain';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useSession } from './session';

/**
 * Routes that need a signed-in user. Without an access token (never signed in, signed out, or the
 * session ended by a refused token refresh) the visitor goes to /login/.
 */
export function RequireSignedIn() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={ROUTES.login} replace state={{ from: location }} />;
  return <Outlet />;
}

/** /login/ while signed in goes to the project list (console.md §2). */
export function RequireSignedOut() {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to={ROUTES.projects} replace />;
  return <Outlet />;
}
