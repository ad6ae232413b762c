import { MOCK_WEBHOOK_SECRET, createMockState } from '@hvac/console-api/mocks';
import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import NotificationsPage from '../pages/NotificationsPage';
import {
  PHONE_GLOBALS,
  PHONE_SCREEN,
  dismissToasts,
  expectAlert,
  expectNoSidewaysScroll,
  mockStateAs,
  pageStory,
  settled,
} from './PageStory';
import type { PageStoryParameters } from './PageStory';

const path = '/notifications/';

const meta = {
  title: 'Pages/Notifications',
  component: NotificationsPage,
  ...pageStory,
  parameters: { layout: 'fullscreen', page: { path } satisfies PageStoryParameters },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's rules and the delivery log with sent, retrying and failed messages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Ticketing webhook' }),
    ).toBeVisible();
    const log = await canvas.findByRole('table', { name: NOTIFICATION_MESSAGES.DELIVERIES_TITLE });
    await expect(await within(log).findByText('Failed after 14 attempts')).toBeVisible();
    await settled(canvasElement);
  },
};

/** A webhook rule made by keyboard only; its signing secret is shown once, then the list has it. */
export const CreateWebhookByKeyboard: Story = {
  parameters: { page: { path, mock: { state: createMockState() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newRule = await canvas.findByRole('button', { name: 'New Rule' });
    newRule.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New notification rule' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus(),
    );
    await userEvent.keyboard('Service desk');
    await userEvent.tab();
    await expect(within(dialog).getByRole('combobox', { name: /Channel/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const webhook = await screen.findByRole('option', { name: 'Webhook' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(webhook).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const url = await within(dialog).findByRole('textbox', { name: /Webhook URL/ });
    url.focus();
    await userEvent.keyboard('https://desk.example.com/hook');
    // Create is the last stop of the form: Shift+Tab from the dialog's end would reach it too.
    within(dialog).getByRole('button', { name: 'Create' }).focus();
    await userEvent.keyboard('{Enter}');
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    await expect(secret).toHaveTextContent(MOCK_WEBHOOK_SECRET);
    await userEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Service desk' }),
    ).toBeVisible();
    await dismissToasts(canvasElement);
    await settled(canvasElement);
  },
};

/** Send Test queues a message; the log shows it first. */
export const SendTest: Story = {
  parameters: { page: { path, mock: { state: createMockState() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send Test Night shift on call' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(NOTIFICATION_MESSAGES.TEST_QUEUED),
    ).toBeVisible();
    const log = canvas.getByRole('table', { name: NOTIFICATION_MESSAGES.DELIVERIES_TITLE });
    await expect(await within(log).findByText('Test')).toBeVisible();
    await dismissToasts(canvasElement);
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  parameters: { page: { path, mock: { pending: ['GET /notifications/rules/'] } } },
  play: async ({ canvasElement }) => {
    const busy = await within(canvasElement).findByRole('status', {
      name: NOTIFICATION_MESSAGES.RULES_TITLE,
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: {
    page: {
      path,
      mock: { state: createMockState({ notificationRules: [], notificationDeliveries: [] }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: NOTIFICATION_MESSAGES.NO_RULES }),
    ).toBeVisible();
    await expect(await canvas.findByText(NOTIFICATION_MESSAGES.NO_DELIVERIES)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Rule' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const Failed: Story = {
  parameters: {
    page: {
      path,
      mock: {
        failures: { 'GET /notifications/rules/': 500, 'GET /notifications/deliveries/': 500 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAlert(canvas, NOTIFICATION_MESSAGES.FAILED_TO_LOAD_RULES, { retry: true });
    await expect(
      await canvas.findByText(NOTIFICATION_MESSAGES.FAILED_TO_LOAD_DELIVERIES),
    ).toBeVisible();
    await settled(canvasElement);
  },
};

/** An operator: the page says who may see it and asks for nothing. */
export const Forbidden: Story = {
  parameters: { page: { path, mock: { state: mockStateAs('company_operator') } } },
  play: async ({ canvasElement }) => {
    await expectAlert(within(canvasElement), NOTIFICATION_MESSAGES.NOT_ALLOWED_TO_VIEW);
    await settled(canvasElement);
  },
};

export const Phone: Story = {
  parameters: { testViewport: PHONE_SCREEN },
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3, name: 'Ticketing webhook' });
    await settled(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3, name: 'Ticketing webhook' });
    await settled(canvasElement);
  },
};
