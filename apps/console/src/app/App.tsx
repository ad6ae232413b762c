import { BrowserRouter } from 'react-router-dom';

// Before the router: its popstate listener must come first (see popStateGuard).
import './popStateGuard';
import { PageNavigationProvider } from './pageNavigation';
import { AppRoutes } from './routes';

/**
 * The routed console (inside the toasts of ./Console). The data hooks' provider (and SWR with it)
 * is part of the signed-in shell and of the invite screen, so /login/ loads neither.
 */
export function App() {
  return (
    <BrowserRouter>
      {/* Every screen names its heading: the document's title, and the focus after a move. */}
      <PageNavigationProvider>
        <AppRoutes />
      </PageNavigationProvider>
    </BrowserRouter>
  );
}
