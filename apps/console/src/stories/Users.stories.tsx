import { createMockState } from '@hvac/console-api/mocks';
import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import UserListPage from '../pages/UserListPage';
import { expectAlert, expectForbidden, mockStateAs, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

const path = '/users/';

const meta = {
  title: 'Pages/Users',
  component: UserListPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path } satisfies PageStoryParameters,
    // A whole screen: its landmarks' names must differ (the section and the table's scroll
    // region once shared one), so the rule the test runner skips for lone components runs here.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company admin sees the users and the pending invites, and may invite. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('table', { name: 'Users' });
    await expect(await within(users).findByRole('cell', { name: 'manager' })).toBeVisible();
    const invites = await canvas.findByRole('table', { name: 'User Invites' });
    await expect(within(invites).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Invite User' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Invite User opens the invite form in a dialog. */
export const InviteDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('table', { name: 'Users' })).findByRole('cell', {
      name: 'manager',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Invite User' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Invite User' })).toBeVisible();
    // The dialog's body renders just after its first frame (deferBody); focus then starts in the
    // e-mail field. Wait for that, not for time: the screenshot shows the settled dialog.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveFocus(),
    );
    await settled(canvasElement);
  },
};

/** Both lists while the server has not answered. */
export const Loading: Story = {
  parameters: { page: { path, mock: { latency: 'infinite' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

/** No pending invites: the invites table says it has no rows. */
export const NoInvites: Story = {
  parameters: { page: { path, mock: { state: createMockState({ invites: [] }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('table', { name: 'Users' });
    await expect(await within(users).findByRole('cell', { name: 'manager' })).toBeVisible();
    const invites = await canvas.findByRole('table', { name: 'User Invites' });
    await expect(await within(invites).findByText('No results')).toBeVisible();
    await settled(canvasElement);
  },
};

/** Each list shows its own failure. */
export const Failed: Story = {
  parameters: {
    page: { path, mock: { failures: { 'GET /users/': 500, 'GET /users/invites/': 500 } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAlert(canvas, MESSAGES.FAILED_TO_FETCH_USERS, { retry: true });
    await expectAlert(canvas, MESSAGES.FAILED_TO_FETCH_INVITES, { retry: true });
    await settled(canvasElement);
  },
};

/** An operator may not see the users: the screen says so and asks the server for nothing else. */
export const Forbidden: Story = {
  parameters: {
    page: {
      path,
      mock: { state: mockStateAs('company_operator') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectForbidden(canvas, { retry: false });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await settled(canvasElement);
  },
};
