// Renders one screen of the console as the app does (router, toasts, data provider, the app's own
// API client) against the console-api's MSW handlers, so page tests find what a user sees by role
// and text. Each test gets a fresh mock world and a fresh SWR cache.
import '@testing-library/jest-dom/vitest';
import type { MockHandlerOptions, MockState } from '@hvac/console-api/mocks';
import { createHandlers, createMockState } from '@hvac/console-api/mocks';
import { ConsoleApiProvider } from '@hvac/console-api/react';
import { ToastProvider } from '@hvac/console-ui';
import { cleanup, render, screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { client } from '../app/services';

const server = setupServer();
/** Every request the screen made, as 'GET /devices/?page=1'. */
export const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

/** Where the router is now: a navigation away from the screen renders this. */
function Location() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

export interface RenderPageOptions extends MockHandlerOptions {
  /** The address the screen opens at, e.g. '/devices/?search=bw'. */
  path: string;
  /** The route pattern the screen is mounted under, e.g. '/devices/'. */
  route: string;
  /** A signed-in session (tokens in storage) unless false. */
  signedIn?: boolean;
  /** Changes to the mock world before the screen asks for anything. */
  state?: MockState;
  /** Answers that take precedence over the mock world's (a fixture the world does not hold). */
  handlers?: readonly RequestHandler[];
}

/** Answers the API from a fresh mock world (or `state`), for tests that render more than a page. */
export function serveMockApi(options: MockHandlerOptions & { state?: MockState } = {}) {
  const state = options.state ?? createMockState();
  server.use(...createHandlers({ ...options, state }));
  return state;
}

export function renderPage(page: ReactElement, options: RenderPageOptions) {
  const { path, route, signedIn = true, handlers = [], ...handlerOptions } = options;
  const state = handlerOptions.state ?? createMockState();
  server.use(...createHandlers({ ...handlerOptions, state }));
  server.use(...handlers);
  if (signedIn) {
    localStorage.setItem('access_token', 'access');
    localStorage.setItem('refresh_token', 'refresh');
  }
  const view = render(
    <ToastProvider>
      <ConsoleApiProvider
        client={client}
        swrConfig={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ConsoleApiProvider>
    </ToastProvider>,
  );
  return { ...view, state };
}

/** The page the router moved to, once it has. */
export const movedTo = (path: string) => screen.findByText(`at ${path}`);
