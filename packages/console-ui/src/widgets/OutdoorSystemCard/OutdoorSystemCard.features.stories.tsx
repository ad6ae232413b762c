import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../fixtures/storyLayout.css';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  INTERVAL_MS,
  NOW,
  OUTDOOR_FAULT,
  OUTDOOR_OFF,
  OUTDOOR_RUNNING,
  STALE_UPDATED_AT,
  UPDATED_AT,
} from '../fixtures/devices';
import { OutdoorSystemCard } from './OutdoorSystemCard';

const meta = {
  title: 'Widgets/OutdoorSystemCard/Features',
  component: OutdoorSystemCard,
  args: {
    unit: 1,
    summary: OUTDOOR_RUNNING,
    now: NOW,
    updatedAt: UPDATED_AT,
    intervalMs: INTERVAL_MS,
    onOpenLatestStats: fn(),
    onOpenHistoricalStats: fn(),
  },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OutdoorSystemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { summary: undefined, loading: true, updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No values yet: every figure reads '—', never 'undefined'. */
export const Empty: Story = {
  args: { summary: {}, updatedAt: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

export const ReadFailed: Story = {
  args: { errorMessage: 'Failed to load real-time parameters. Network timeout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load real-time parameters.',
    );
  },
};

/** A system with an error starts highlighted; a click clears the highlight. */
export const ErrorHighlighted: Story = {
  args: { unit: 2, summary: OUTDOOR_FAULT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Outdoor: Error' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'System 2' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PowerOff: Story = {
  args: { summary: OUTDOOR_OFF },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Power: Off' })).toBeVisible();
  },
};

export const StaleValues: Story = {
  args: { updatedAt: STALE_UPDATED_AT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('updated 55 s ago')).toBeVisible();
    await expect(canvas.getByText('Stale')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { unit: 'OUTDOOR-SYSTEM-0000000000012-WEST-WING-ROOFTOP' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'System OUTDOOR-SYSTEM-0000000000012-WEST-WING-ROOFTOP',
      }),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className={layout.stack}>
      <OutdoorSystemCard {...args} />
      <OutdoorSystemCard {...args} unit={2} summary={OUTDOOR_FAULT} updatedAt={STALE_UPDATED_AT} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};
