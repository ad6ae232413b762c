import { ToastProvider } from '@hvac/console-ui';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './routes';

/**
 * The console: toasts and the routes. The data hooks' provider (and SWR with it) is part of the
 * signed-in shell and of the invite screen, so /login/ loads neither.
 */
export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
