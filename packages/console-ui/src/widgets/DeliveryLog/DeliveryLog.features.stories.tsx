import { NOTIFICATION_MESSAGES } from '@hvac/console-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DELIVERY_ROWS } from '../fixtures/notifications';
import { DeliveryLog } from './DeliveryLog';

const meta = {
  title: 'Widgets/DeliveryLog/Features',
  component: DeliveryLog,
  args: {
    rows: DELIVERY_ROWS,
    rowCount: DELIVERY_ROWS.length,
    page: 1,
    pageSize: 25,
    onQueryChange: fn(),
    filters: { rule: '', channel: '', status: '' },
    onFiltersChange: fn(),
    rules: [
      { value: '1', label: 'Night shift on call' },
      { value: '2', label: 'Ticketing webhook' },
    ],
  },
} satisfies Meta<typeof DeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { rows: [], rowCount: 0, loading: true },
};

export const Empty: Story = {
  args: { rows: [], rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(NOTIFICATION_MESSAGES.NO_DELIVERIES),
    ).toBeVisible();
  },
};

/** Filters that match nothing say so (not 'Nothing has been sent yet.'). */
export const NoMatches: Story = {
  args: { rows: [], rowCount: 0, filters: { rule: '2', channel: 'webhook', status: 'failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(NOTIFICATION_MESSAGES.NO_MATCHING_DELIVERIES),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rule' })).toHaveTextContent(
      'Ticketing webhook',
    );
  },
};

export const LoadFailed: Story = {
  args: {
    rows: [],
    rowCount: 0,
    error: NOTIFICATION_MESSAGES.FAILED_TO_LOAD_DELIVERIES,
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(NOTIFICATION_MESSAGES.FAILED_TO_LOAD_DELIVERIES),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Searching by recipient asks the server from page 1. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search recipients' });
    await userEvent.type(search, 'tickets');
    await expect(search).toHaveValue('tickets');
    // The search applies 300 ms after the last keystroke.
    await waitFor(() =>
      expect(args.onQueryChange).toHaveBeenCalledWith({ search: 'tickets', page: 1 }),
    );
  },
};

export const Narrow: Story = {
  parameters: { testViewport: { width: 320, height: 900 } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
