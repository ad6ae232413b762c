// Renders a whole screen of the console in Storybook exactly as the app does at an address: the
// app's own route table (guards, signed-in shell, lazy screens), its API client and toasts, against
// the MSW handlers of @hvac/console-api/mocks in a service worker. Each story names its mock world
// in `parameters.page`, so loading, empty, error and forbidden variants are the same screen over
// other answers. Screenshots hold still: the mock data are fixed, the clock stands at the
// fixtures' FIXTURE_NOW and toasts stay until a story says otherwise.
import { SESSION_KEYS } from '@hvac/console-api';
import type { MockHandlerOptions, MockState } from '@hvac/console-api/mocks';
import {
  FIXTURE_NOW,
  createHandlers,
  createMockState,
  makeCurrentUser,
} from '@hvac/console-api/mocks';
import type { PermissionType } from '@hvac/console-domain';
import { COLOR_SCHEME_STORAGE_KEY, MESSAGES, permissionFlagsOf } from '@hvac/console-domain';
import { ToastProvider, createManualClock } from '@hvac/console-ui';
import type { Decorator, Loader, Meta } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { queries } from 'storybook/test';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';

import { AppRoutes } from '../app/routes';

export interface PageStoryParameters {
  /** The address the app opens at, e.g. '/devices/' or '/projects/1/?tab=change_log'. */
  path: string;
  /** The mock world (a fresh createMockState() when omitted), its latency and failures. */
  mock?: MockHandlerOptions;
  /** A signed-in session (tokens in storage) unless false. */
  signedIn?: boolean;
}

/** The story's page parameters (every Pages/* meta sets them). */
function pageOf(parameters: Record<string, unknown>): PageStoryParameters {
  const page = parameters.page as PageStoryParameters | undefined;
  if (!page) throw new Error('A page story needs parameters.page (see PageStory.tsx).');
  return page;
}

const worker = setupWorker();
let started: Promise<unknown> | undefined;

/** A request for the API that no handler answers is a mistake of the story, never the network. */
function onUnhandledRequest(request: Request, print: { error: () => void }) {
  if (new URL(request.url).origin !== window.location.origin) print.error();
}

/**
 * Starts the worker once, then gives each story its own handlers over its own mock world, and the
 * session it asks for. The state is returned so a play function can look at what a write changed.
 */
export const mockApi: Loader = async ({ parameters }) => {
  const page = pageOf(parameters);
  started ??= worker.start({
    quiet: true,
    onUnhandledRequest,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  await started;
  const state: MockState = page.mock?.state ?? createMockState();
  worker.resetHandlers(...createHandlers({ ...page.mock, state }));
  for (const key of [...Object.values(SESSION_KEYS), COLOR_SCHEME_STORAGE_KEY]) {
    localStorage.removeItem(key);
  }
  if (page.signedIn !== false) {
    localStorage.setItem(SESSION_KEYS.accessToken, 'access');
    localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh');
  }
  return { state };
};

const RealDate = Date;
const fixedNow = RealDate.parse(FIXTURE_NOW);

/** `Date` with the clock standing at FIXTURE_NOW: "today", "last 7 days" and "updated … ago" hold. */
class FixedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(fixedNow);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return fixedNow;
  }
}

/** Stops the clock for the story; the next story (or the next component story) gets it back. */
export function stopClock() {
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/**
 * The app's providers around its routes at the story's address. A fresh SWR cache per story: no
 * answer of the previous story shows in this one. Toasts on a clock that does not move: one shown by
 * a play function stays for the screenshot.
 */
export const asPage: Decorator = (_Story, { id, parameters }) => (
  <PageFrame key={id} path={pageOf(parameters).path} />
);

// No re-reads on focus or reconnect: the test runner's focus changes must not redraw a screen.
const swrConfig = {
  provider: () => new Map(),
  dedupingInterval: 0,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

/**
 * Waits until the screen has settled: no lazy screen's fallback, nothing busy (a table's first
 * load or its veil). For the end of a play function whose screen reads several things.
 */
export async function settled(canvasElement: HTMLElement) {
  await waitFor(() => {
    const document = canvasElement.ownerDocument;
    if (document.querySelector('[aria-busy="true"]')) throw new Error('Still busy');
    // A Spinner is a status saying "Loading" (console-ui's label); so is a table's first load.
    const loading = within(document.body)
      .queryAllByRole('status')
      .some((status) => status.textContent?.trim() === 'Loading');
    if (loading) throw new Error('Still loading');
  });
}

function PageFrame({ path }: { path: string }) {
  const [clock] = useState(() => createManualClock(fixedNow));
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider clock={clock}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>
  );
}

/**
 * What every Pages/* meta shares: the worker's handlers, the stopped clock, the app's frame. No docs
 * page: its stories would share the one worker, each over another story's answers.
 */
export const pageStory: Pick<Meta, 'tags' | 'loaders' | 'beforeEach' | 'decorators'> = {
  tags: ['!autodocs'],
  loaders: [mockApi],
  beforeEach: stopClock,
  decorators: [asPage],
};

/** What `within(canvasElement)` gives a play function (`within` with its default queries). */
export type Canvas = ReturnType<typeof within<typeof queries>>;

/**
 * Asserts that the screen (or the part of it `canvas` covers) shows `message` in an alert and
 * returns that alert. `retry` says whether it offers Retry: a failure does, a refusal (403) does not,
 * since asking again cannot help. A screen may say it twice (in place and in an error toast): the
 * place's alert counts, the one with Retry when `retry` is asked for.
 */
export async function expectAlert(
  canvas: Canvas,
  message: string,
  { retry }: { retry?: boolean } = {},
): Promise<HTMLElement> {
  const retryOf = (alert: HTMLElement) => within(alert).queryByRole('button', { name: 'Retry' });
  const alert = await waitFor(() => {
    const saying = canvas
      .getAllByRole('alert')
      .filter((candidate) => candidate.textContent?.includes(message));
    const match = retry ? saying.find((candidate) => retryOf(candidate)) : saying[0];
    if (!match) throw new Error(`No alert says "${message}"${retry ? ' with Retry' : ''}`);
    return match;
  });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveTextContent(message);
  if (retry === false) await expect(retryOf(alert)).not.toBeInTheDocument();
  return alert;
}

/**
 * The refusal of a 403: 'You do not have permission to do this.'. Screens drawn by QueryState offer
 * no Retry then (`{ retry: false }`); the tables and document lists still do.
 */
export function expectForbidden(
  canvas: Canvas,
  options: { retry?: boolean } = {},
): Promise<HTMLElement> {
  return expectAlert(canvas, MESSAGES.NOT_ALLOWED, options);
}

/** A mock world whose signed-in user has `permissionType` (a spectator reads, never edits). */
export function mockStateAs(
  permissionType: PermissionType,
  overrides: Partial<MockState> = {},
): MockState {
  return createMockState({
    currentUser: makeCurrentUser({
      username: permissionType.replace('company_', ''),
      permission_type: permissionType,
      ...permissionFlagsOf(permissionType),
    }),
    ...overrides,
  });
}

/**
 * A narrow phone screen, Storybook's 'mobile1' viewport. A story at this size sets
 * `parameters.testViewport` (the test runner renders it at that size; see .storybook/test-runner.ts)
 * and `globals: PHONE_GLOBALS` (the same size in Storybook's toolbar).
 */
export const PHONE_SCREEN = { width: 320, height: 568 } as const;
export const PHONE_GLOBALS = { viewport: { value: 'mobile1', isRotated: false } };

/** Nothing scrolls sideways: the document is no wider than the window. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.clientWidth).toBeLessThanOrEqual(PHONE_SCREEN.width);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** Something shows a Spinner (a status saying `label`, 'Loading' unless told). */
export async function expectSpinner(canvas: Canvas, label = 'Loading') {
  await waitFor(() =>
    expect(
      canvas.getAllByRole('status').some((status) => status.textContent?.trim() === label),
    ).toBe(true),
  );
}

/**
 * Back to the top of the page after a play function clicked further down (the click scrolled the
 * page): a full-page screenshot of a scrolled page draws the sticky top bar in the middle.
 */
export function scrollToTop(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

/** Closes every toast, once the play function has read them: the screenshot shows what they hid. */
export async function dismissToasts(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const name = 'Dismiss notification';
  for (const button of body.queryAllByRole('button', { name })) await userEvent.click(button);
  await waitFor(() => expect(body.queryAllByRole('button', { name })).toHaveLength(0));
}
