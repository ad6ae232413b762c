import { createMockState, makeCurrentUser } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage, requests } from '../test/pageTest';
import UserListPage from './UserListPage';

const operator = () =>
  createMockState({
    currentUser: makeCurrentUser({
      username: 'operator',
      permission_type: 'company_operator',
      is_company_admin: false,
      is_company_operator: true,
    }),
  });

const renderUsers = (options: Partial<Parameters<typeof renderPage>[1]> = {}) =>
  renderPage(<UserListPage />, { path: '/users/', route: '/users/', ...options });

describe('UserListPage (console.md §2 Users)', () => {
  it("shows an admin the company's users and invites, with Invite User", async () => {
    renderUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(await within(users).findByRole('cell', { name: 'manager' })).toBeInTheDocument();
    expect(within(users).getByRole('cell', { name: 'Marko' })).toBeInTheDocument();
    const invites = await screen.findByRole('table', { name: 'User Invites' });
    expect(
      await within(invites).findByRole('cell', { name: 'joined.manager@demo-climate.rs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('opens a user from its row', async () => {
    const user = userEvent.setup();
    renderUsers();
    const users = await screen.findByRole('table', { name: 'Users' });
    await user.click(await within(users).findByRole('cell', { name: 'operator' }));
    expect(await screen.findByText(/^at \/users\/\d+\/$/)).toBeInTheDocument();
  });

  it('deletes an invite after confirming, and says so', async () => {
    const user = userEvent.setup();
    renderUsers();
    const email = 'joined.manager@demo-climate.rs';
    const invites = await screen.findByRole('table', { name: 'User Invites' });
    await user.click(
      await within(invites).findByRole('button', { name: `Delete invite ${email}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete invite' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The toast (the tables' ranges are polite statuses too).
    expect(await screen.findByText(MESSAGES.INVITE_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(invites).queryByRole('cell', { name: email })).not.toBeInTheDocument(),
    );
    // Its button went with the row: focus is on the list's heading, not on <body>.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'User Invites' })).toHaveFocus(),
    );
  });

  it('tells an operator that the users are not theirs to see, without asking for them', async () => {
    renderUsers({ state: operator() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.NOT_ALLOWED);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(requests).toEqual(['GET /authentication/user/']);
  });

  it('shows the failure of each list with its own message', async () => {
    renderUsers({ failures: { 'GET /users/': 500, 'GET /users/invites/': 500 } });
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(await within(users).findByRole('alert')).toHaveTextContent(
      MESSAGES.FAILED_TO_FETCH_USERS,
    );
    const invites = await screen.findByRole('table', { name: 'User Invites' });
    expect(await within(invites).findByRole('alert')).toHaveTextContent(
      MESSAGES.FAILED_TO_FETCH_INVITES,
    );
  });
});
