import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { PageHeading } from './pageHeading';
import { PageNavigationProvider } from './pageNavigation';

/** A shell: a link-like button outside main, a Settings button, and a screen whose heading loads late. */
function Shell() {
  return (
    <PageNavigationProvider>
      <ShellContent />
    </PageNavigationProvider>
  );
}

function ShellContent() {
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button type="button" onClick={() => void navigate('/devices/')}>
          Devices
        </button>
        <button type="button">Settings</button>
      </nav>
      <div role="menu" aria-label="Settings">
        <button type="button" role="menuitem">
          Logout
        </button>
      </div>
      <main tabIndex={-1}>
        <Routes>
          <Route path="/" element={<PageHeading title="Home" />} />
          <Route path="/devices/" element={<LateHeading />} />
        </Routes>
      </main>
    </>
  );
}

/** The screen's code "arrives" when the test presses the (unfocused) Loaded switch. */
function LateHeading() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <PageHeading title="Devices" />
  ) : (
    <button type="button" tabIndex={-1} onClick={() => setShown(true)}>
      Loaded
    </button>
  );
}

function showHeading() {
  // A synthetic click: it does not move focus, as the arriving code would not.
  fireEvent.click(screen.getByRole('button', { name: 'Loaded' }));
}

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('focus after a navigation', () => {
  it('goes to the heading the screen names, never to another h1 on the page', async () => {
    function Screen() {
      return (
        <main>
          <h1>Not the screen's heading</h1>
          <PageHeading title="Devices" />
        </main>
      );
    }
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    render(
      <MemoryRouter initialEntries={['/devices/']}>
        <PageNavigationProvider>
          <Screen />
        </PageNavigationProvider>
      </MemoryRouter>,
    );
    outside.remove();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Devices' })),
    );
    expect(document.title).toBe('Devices · HVAC Console');
  });

  it('leaves a page opened by its address at the start: no focus box on its title', async () => {
    // Nothing pressed yet in this page (the browser's User Activation API).
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      value: { hasBeenActive: false, isActive: false },
    });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(document.body);
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('moves from what started the move to the new screen’s heading', async () => {
    renderShell();
    const devices = screen.getByRole('button', { name: 'Devices' });
    devices.focus();
    act(() => devices.click());
    showHeading();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Devices' })),
    );
  });

  it('leaves focus the user moved while the screen loaded (the Settings menu)', async () => {
    renderShell();
    const devices = screen.getByRole('button', { name: 'Devices' });
    devices.focus();
    act(() => devices.click());
    const settings = screen.getByRole('button', { name: 'Settings' });
    settings.focus();
    showHeading();
    // Give the hook several frames to (wrongly) take focus.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
    expect(document.activeElement).toBe(settings);
  });

  it('leaves focus in a menu the user opened before the new screen showed', async () => {
    renderShell();
    const devices = screen.getByRole('button', { name: 'Devices' });
    devices.focus();
    // The menu takes focus before the move is committed: the focus at navigation is the menu's.
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    logout.focus();
    act(() => devices.click());
    showHeading();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
    expect(document.activeElement).toBe(logout);
  });
});
