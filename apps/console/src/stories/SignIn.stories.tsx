import { MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import LoginPage from '../pages/LoginPage';
import { expectAlert, pageStory, settled } from './PageStory';
import type { PageStoryParameters } from './PageStory';

const meta = {
  title: 'Pages/Sign in',
  component: LoginPage,
  ...pageStory,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/login/', signedIn: false } satisfies PageStoryParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a person would and sends it with the Login button. */
async function signIn(canvasElement: HTMLElement, password = 'Demo#2026') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Username' }), 'admin');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/** /login/: the screen's one task starts in its first field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Login with empty fields: both fields say what they need, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(MESSAGES.USERNAME_REQUIRED)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.INSERT_PASSWORD)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await settled(canvasElement);
  },
};

/** The server has not answered yet: the button shows it is busy. */
export const SigningIn: Story = {
  parameters: {
    page: { path: '/login/', signedIn: false, mock: { latency: 'infinite' } },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Login' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A wrong password: the server's refusal in an error toast; the form stays, ready again. */
export const Refused: Story = {
  parameters: {
    page: { path: '/login/', signedIn: false, mock: { wrongPassword: 'Wrong#2026' } },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'Wrong#2026');
    await expectAlert(
      within(canvasElement.ownerDocument.body),
      'No active account found with the given credentials.',
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeEnabled(),
    );
    await settled(canvasElement);
  },
};

/** The server cannot be reached. */
export const Unreachable: Story = {
  parameters: {
    page: {
      path: '/login/',
      signedIn: false,
      mock: { failures: { 'POST /authentication/login/': 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectAlert(within(canvasElement.ownerDocument.body), MESSAGES.INVALID_LOGIN_RESPONSE);
    await settled(canvasElement);
  },
};

/** Signed in: the project list opens with the success toast. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const notifications = await within(canvasElement.ownerDocument.body).findByRole('region', {
      name: 'Notifications',
    });
    await expect(within(notifications).getByRole('status')).toHaveTextContent(
      MESSAGES.LOGIN_SUCCESS,
    );
    await expect(await canvas.findByText('Belgrade Waterfront Tower')).toBeVisible();
    await settled(canvasElement);
  },
};
