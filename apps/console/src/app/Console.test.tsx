import { MESSAGES, ROUTES } from '@hvac/console-domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { requests, serveMockApi } from '../test/pageTest';
import { Console } from './Console';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Console', () => {
  it('shows /login/ on its own, then hands over to the routed app on signing in', async () => {
    serveMockApi();
    window.history.replaceState(null, '', ROUTES.login);
    const user = userEvent.setup();
    render(<Console />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(ROUTES.projects));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.LOGIN_SUCCESS);
    expect(requests[0]).toBe('POST /authentication/login/');
  });

  it('follows the forgotten password link into the routed app', async () => {
    serveMockApi();
    window.history.replaceState(null, '', ROUTES.login);
    const user = userEvent.setup();
    render(<Console />);
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(window.location.pathname).toBe(ROUTES.forgotPassword);
    expect(await screen.findByRole('heading', { level: 1, name: /password/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
