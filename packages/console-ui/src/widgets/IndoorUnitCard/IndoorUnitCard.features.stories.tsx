import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as layout from '../fixtures/storyLayout.css';
import { INDOOR_COOLING, INDOOR_FAULT } from '../fixtures/devices';
import { IndoorUnitCard } from './IndoorUnitCard';

const meta = {
  title: 'Widgets/IndoorUnitCard/Features',
  component: IndoorUnitCard,
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

export const Loading: Story = {
  args: { summary: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No summary yet: figures read '—'; unknown codes would read raw. */
export const Empty: Story = {
  args: { name: null, summary: { operation_mode: 77 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('77')).toBeVisible();
    await expect(canvas.getAllByText('—').length).toBeGreaterThan(0);
  },
};

export const ErrorHighlighted: Story = {
  args: { unit: 4, name: 'Lobby', summary: INDOOR_FAULT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-error');
    await expect(canvas.getByRole('img', { name: 'Error Status: Error' })).toBeVisible();
    await expect(canvas.getByText('Off')).toBeVisible();
  },
};

export const WithDialogButtons: Story = {
  args: { onOpenLatestStats: fn(), onOpenHistoricalStats: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Latest stats, 3 · Meeting room' }));
    await expect(args.onOpenLatestStats).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Historical stats, 3 · Meeting room' }),
    );
    await expect(args.onOpenHistoricalStats).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { unit: 12, name: 'Executive boardroom and adjoining hospitality suite, level 14 east' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: /Executive boardroom/ }),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className={layout.stack}>
      <IndoorUnitCard {...args} />
      <IndoorUnitCard {...args} unit={4} name="Lobby" summary={INDOOR_FAULT} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};
