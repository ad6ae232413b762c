import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../fixtures/storyLayout.css';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INTERVAL_MS, NOW, OUTDOOR_RUNNING, UPDATED_AT } from '../fixtures/devices';
import { OutdoorSystemCard } from './OutdoorSystemCard';

const meta = {
  title: 'Widgets/OutdoorSystemCard',
  component: OutdoorSystemCard,
  parameters: {
    docs: {
      description: {
        component:
          'One outdoor system of a multi-unit device: power, outdoor temperature and both error states. The title is a toggle button (click or Enter) that highlights the card; a click anywhere on the card does the same for mouse users.\n\n**When to use.** Use it for each outdoor system of a multi-unit device; activating it highlights its indoor units.\n\n**When not to use.** Not for single-unit heat pumps (SingleUnitCard).',
      },
    },
  },
  args: {
    unit: 1,
    summary: OUTDOOR_RUNNING,
    now: NOW,
    updatedAt: UPDATED_AT,
    intervalMs: INTERVAL_MS,
    onOpenLatestStats: fn(),
    onOpenHistoricalStats: fn(),
    onHighlightedChange: fn(),
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

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Power: On' })).toBeVisible();
    await expect(canvas.getByText('18.5 °C')).toBeVisible();
    await expect(canvas.getByText('updated 12 s ago')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'System 1' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onHighlightedChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Latest stats, System 1' }));
    await expect(args.onOpenLatestStats).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Historical stats, System 1' }));
    await expect(args.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { unit: 7, summary: { ...OUTDOOR_RUNNING, indoor_error_status: 1 } },
};
