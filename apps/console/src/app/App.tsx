import { BrowserRouter } from 'react-router-dom';

// Before the router: its popstate listener must come first (see popStateGuard).
import './popStateGuard';
import { AppRoutes } from './routes';
import { useDocumentTitleFromHeading } from './useDocumentTitle';
import { useFocusHeadingOnNavigate } from './useFocusHeading';

/** What every route shares: its title from its heading, focus on that heading after a move. */
function RouteEffects() {
  useDocumentTitleFromHeading();
  useFocusHeadingOnNavigate();
  return null;
}

/**
 * The routed console (inside the toasts of ./Console). The data hooks' provider (and SWR with it)
 * is part of the signed-in shell and of the invite screen, so /login/ loads neither.
 */
export function App() {
  return (
    <BrowserRouter>
      <RouteEffects />
      <AppRoutes />
    </BrowserRouter>
  );
}
