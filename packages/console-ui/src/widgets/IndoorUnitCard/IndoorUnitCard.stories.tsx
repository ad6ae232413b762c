import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { INDOOR_COOLING } from '../fixtures/devices';
import { IndoorUnitCard } from './IndoorUnitCard';

const meta = {
  title: 'Widgets/IndoorUnitCard',
  component: IndoorUnitCard,
  parameters: {
    docs: {
      description: {
        component:
          "One indoor unit: unit and name, status On/Off, operation mode, fan speed, ambient and set temperature; highlighted when the unit reports an error.\n\n**When to use.** Use it for one indoor unit's live state in a device's detail.\n\n**When not to use.** Not for many units at once (a table reads faster).",
      },
    },
  },
  args: { unit: 3, name: 'Meeting room', summary: INDOOR_COOLING },
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IndoorUnitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '3 · Meeting room' })).toBeVisible();
    await expect(canvas.getByText('Cooling')).toBeVisible();
    await expect(canvas.getByText('Medium')).toBeVisible();
    await expect(canvas.getByText('24.3 °C')).toBeVisible();
    await expect(canvas.getByText('22.0 °C')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { unit: 8, name: 'Server room', summary: { ...INDOOR_COOLING, fan_speed: 8 } },
};
