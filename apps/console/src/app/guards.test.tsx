import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { client } from './api';
import { RequireSignedIn, RequireSignedOut } from './guards';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string, signedIn: boolean) {
  localStorage.clear();
  if (signedIn) {
    localStorage.setItem('access_token', 'access');
    localStorage.setItem('refresh_token', 'refresh');
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireSignedOut />}>
          <Route path="/login/" element={<Where />} />
        </Route>
        <Route path="/forgot-password" element={<Where />} />
        <Route element={<RequireSignedIn />}>
          <Route path="/devices/" element={<Where />} />
          <Route path="/projects/" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('route guard (console.md §2)', () => {
  it('sends a visitor of a signed-in route to /login/', () => {
    renderAt('/devices/', false);
    expect(screen.getByText('at /login/')).toBeTruthy();
  });

  it('lets a signed-in user through', () => {
    renderAt('/devices/', true);
    expect(screen.getByText('at /devices/')).toBeTruthy();
  });

  it('sends a signed-in user from /login/ to the project list', () => {
    renderAt('/login/', true);
    expect(screen.getByText('at /projects/')).toBeTruthy();
  });

  it('sends the user to /login/ as soon as the session ends (a refused token refresh)', () => {
    renderAt('/devices/', true);
    act(() => client.session.clear());
    expect(screen.getByText('at /login/')).toBeTruthy();
  });

  it('keeps public routes open to visitors', () => {
    renderAt('/forgot-password', false);
    expect(screen.getByText('at /forgot-password')).toBeTruthy();
  });
});
