import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, useLocation, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { useNavigationBlocker } from './useNavigationBlocker';

afterEach(cleanup);

/** A screen with unsaved work that holds every navigation away while `dirty`. */
function Screen() {
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [dirty, setDirty] = useState(true);
  const blocker = useNavigationBlocker(
    dirty,
    (next) => next.pathname !== location.pathname || next.search !== location.search,
  );
  return (
    <>
      <p>at {`${location.pathname}${location.search}`}</p>
      <Link to="/devices/">Devices</Link>
      <button
        type="button"
        onClick={() => setSearchParams({ tab: 'tree_plan' }, { replace: true })}
      >
        Tree View
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
      {blocker.state === 'blocked' ? (
        <div role="dialog" aria-label="Unsaved moves">
          <button type="button" onClick={blocker.reset}>
            Stay
          </button>
          <button type="button" onClick={blocker.proceed}>
            Leave
          </button>
        </div>
      ) : null}
    </>
  );
}

function start(path: string) {
  // Two entries as the router writes them (their position in `idx`).
  window.history.replaceState({ idx: 0 }, '', '/');
  window.history.pushState({ idx: 1 }, '', path);
  render(
    <BrowserRouter>
      <Screen />
    </BrowserRouter>,
  );
}

describe('useNavigationBlocker', () => {
  it('holds a link until Leave, and Stay keeps the screen', async () => {
    start('/projects/1/?tab=floor_plan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Devices' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved moves' })).toBeVisible();
    expect(screen.getByText('at /projects/1/?tab=floor_plan')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/projects/1/');

    await user.click(screen.getByRole('link', { name: 'Devices' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('at /devices/')).toBeVisible();
    expect(window.location.pathname).toBe('/devices/');
  });

  it('holds a change of the search parameters (another tab) too', async () => {
    start('/projects/1/?tab=floor_plan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tree View' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved moves' })).toBeVisible();
    expect(window.location.search).toBe('?tab=floor_plan');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('at /projects/1/?tab=tree_plan')).toBeVisible();
  });

  it('lets everything through once nothing is unsaved', async () => {
    start('/projects/1/?tab=floor_plan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Devices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('at /devices/')).toBeVisible();
  });

  it('holds the browser’s Back button and puts the address back', async () => {
    start('/projects/1/?tab=floor_plan');
    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: 'Unsaved moves' })).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe('/projects/1/'));
    expect(screen.getByText('at /projects/1/?tab=floor_plan')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('at /')).toBeVisible();
  });
});
