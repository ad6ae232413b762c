import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { INTERVAL_MS, NOW, SINGLE_UNIT_HEATING, UPDATED_AT } from '../fixtures/devices';
import { SingleUnitCard } from './SingleUnitCard';

const meta = {
  title: 'Widgets/SingleUnitCard',
  component: SingleUnitCard,
  parameters: {
    docs: {
      description: {
        component:
          "The 'Single Unit' card of a heat pump: every field of the specification and its error LED.\n\n**When to use.** Use it for a heat pump's single unit in its device detail.\n\n**When not to use.** Not for multi-unit systems (OutdoorSystemCard and IndoorUnitCard).",
      },
    },
  },
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

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Single Unit' })).toBeVisible();
    await expect(canvas.getByText('Heating')).toBeVisible();
    await expect(canvas.getByText('45.5 °C')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Error Status: No Error' })).toBeVisible();
    await expect(canvas.getByText('updated 12 s ago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Latest stats, Single Unit' }));
    await expect(args.onOpenLatestStats).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Historical stats, Single Unit' }));
    await expect(args.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { summary: { ...SINGLE_UNIT_HEATING, mode: 1, wot_cool: 65 } },
};
