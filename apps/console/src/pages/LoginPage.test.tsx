import { MESSAGES } from '@hvac/console-domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { movedTo, renderPage, requests } from '../test/pageTest';
import LoginPage from './LoginPage';

const renderLogin = (options: { wrongPassword?: string; failures?: Record<string, number> } = {}) =>
  renderPage(<LoginPage />, { path: '/login/', route: '/login/', signedIn: false, ...options });

describe('LoginPage (console.md §2 Login)', () => {
  it('starts in the username field and asks for a password before sending anything', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'abc{Enter}');
    expect(await screen.findByText(MESSAGES.INSERT_PASSWORD)).toBeInTheDocument();
    expect(requests).toEqual([]);
    // The message follows the typing once shown.
    await user.type(screen.getByLabelText('Password'), 'd');
    expect(screen.queryByText(MESSAGES.INSERT_PASSWORD)).not.toBeInTheDocument();
  });

  it('signs in with Enter and goes to the project list', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026{Enter}');
    expect(await movedTo('/projects/')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.LOGIN_SUCCESS);
    expect(requests).toEqual(['POST /authentication/login/']);
  });

  it("shows the server's refusal and stays, ready to try again", async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin({ wrongPassword: 'Wrong#2026' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No active account found with the given credentials.',
    );
    expect(log).toHaveBeenCalledWith(MESSAGES.LOGIN_ERROR_LOG, expect.anything());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin({ failures: { 'POST /authentication/login/': 0 } });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.INVALID_LOGIN_RESPONSE);
    log.mockRestore();
  });
});
