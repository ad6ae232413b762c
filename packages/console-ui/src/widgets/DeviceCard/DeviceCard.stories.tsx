import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { DEVICES } from '../fixtures/devices';
import { DeviceCard } from './DeviceCard';

const meta = {
  title: 'Widgets/DeviceCard',
  component: DeviceCard,
  parameters: {
    docs: {
      description: {
        component:
          "The device list's narrow-screen card: the Unit ID, activated by click, Enter or Space.\n\n**When to use.** Use it in the device list on narrow screens, where a table row would not fit.\n\n**When not to use.** Not on wide screens (the table's row does the same job).",
      },
    },
  },
  args: { device: DEVICES[0], onActivate: fn() },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Unit ID VRF-0001/ });
    await userEvent.click(card);
    await expect(args.onActivate).toHaveBeenCalledWith(DEVICES[0]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = { args: { device: DEVICES[1] } };
