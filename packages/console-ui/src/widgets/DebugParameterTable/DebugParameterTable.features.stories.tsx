import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEBUG_PARAMETERS, DEBUG_VALUES } from '../fixtures/debug';
import * as layout from '../fixtures/storyLayout.css';
import { DebugParameterTable } from './DebugParameterTable';

const meta = {
  title: 'Widgets/DebugParameterTable/Features',
  component: DebugParameterTable,
  args: { parameters: DEBUG_PARAMETERS, values: DEBUG_VALUES, onRead: fn() },
  decorators: [
    (Story) => (
      <div className={layout.wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DebugParameterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configuration is on its way. */
export const Loading: Story = {
  args: { parameters: [], values: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Coils and registers' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Formulas known, the read still running: raw values read '—'. */
export const Reading: Story = {
  args: { values: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Read again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { parameters: [], values: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No coils or registers configured')).toBeVisible();
  },
};

export const ReadFailed: Story = {
  args: {
    values: undefined,
    errorMessage: 'Failed to load real-time parameters. Server error',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load real-time parameters. Server error',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Read again' }));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    parameters: [
      {
        ...DEBUG_PARAMETERS[3],
        data_meaning:
          'Electronic expansion valve opening of the secondary refrigerant circuit (heating, zone 4)',
        formula: '120000 + ({unit} - 1) * 256 + 4096 * 3 + 17'.replace('{unit}', 'i'),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(2);
  },
};

/** On a phone the table scrolls inside its frame, which the keyboard can reach. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div className={layout.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: '3 coils and 4 registers' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(8);
  },
};
