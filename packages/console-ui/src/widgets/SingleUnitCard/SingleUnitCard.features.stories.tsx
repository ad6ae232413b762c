import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import {
  INTERVAL_MS,
  NOW,
  SINGLE_UNIT_HEATING,
  STALE_UPDATED_AT,
  UPDATED_AT,
} from '../fixtures/devices';
import { SingleUnitCard } from './SingleUnitCard';

const meta = {
  title: 'Widgets/SingleUnitCard/Features',
  component: SingleUnitCard,
  args: {
    summary: SINGLE_UNIT_HEATING,
    now: NOW,
    updatedAt: UPDATED_AT,
    intervalMs: INTERVAL_MS,
    onOpenLatestStats: fn(),
    onOpenHistoricalStats: fn(),
  },
  decorators: [
    (Story) => (
      <div className={layout.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SingleUnitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { summary: undefined, loading: true, updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { summary: {}, updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('—')).toHaveLength(8);
  },
};

export const ReadFailed: Story = {
  args: { errorMessage: 'Failed to load real-time parameters. Device unreachable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const ErrorLed: Story = {
  args: { summary: { ...SINGLE_UNIT_HEATING, error_led_state: 'on' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Error Status: Error' })).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('data-error');
  },
};

export const StaleValues: Story = {
  args: { updatedAt: STALE_UPDATED_AT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stale')).toBeVisible();
  },
};

/** A narrow column: long labels wrap. */
export const LongText: Story = {
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('E-Heater Leaving Water Temp')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { summary: { ...SINGLE_UNIT_HEATING, error_led_state: 'on' }, updatedAt: STALE_UPDATED_AT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stale')).toBeVisible();
  },
};
