import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OUTDOOR_PARAMETERS } from '../fixtures/parameters';
import type { ParameterRow } from './ParameterTable';
import { ParameterTable } from './ParameterTable';

const meta = {
  title: 'Widgets/ParameterTable/Features',
  component: ParameterTable,
  args: { rows: OUTDOOR_PARAMETERS, unitKind: 'outdoor', 'aria-label': 'Latest data, System 1' },
} satisfies Meta<typeof ParameterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No parameters')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], error: 'Server error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Server error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Error rows with an actual value of 1 or more are highlighted; 0 is not. */
export const HighlightedErrors: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    const highlighted = rows.filter((row) => row.hasAttribute('data-highlighted'));
    await expect(highlighted).toHaveLength(1);
    await expect(highlighted[0]).toHaveTextContent('Compressor error');
  },
};

/** An indoor unit: the formula placeholder reads 'i'; sorting by register descending. */
export const IndoorUnit: Story = {
  args: { unitKind: 'indoor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40000 + i * 100')).toBeVisible();
    const register = canvas.getByRole('button', { name: 'Register' });
    await userEvent.click(register);
    await userEvent.click(register);
    await expect(canvas.getByRole('columnheader', { name: 'Register' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Fan motor error');
  },
};

const manyRows: ParameterRow[] = Array.from({ length: 40 }, (_, index) => ({
  data_meaning: `Indoor unit ${index + 1} ambient temperature`,
  type: index % 7 === 3 ? 'error' : 'status',
  value: {
    computed: index % 7 === 3 ? 'Fault' : 20 + (index % 5),
    actual: index % 7 === 3 ? 2 : 200,
  },
  formula: `42000 + {unit} * 50 + ${index}`,
  register: 42000 + index,
}));

export const ManyRows: Story = {
  args: { rows: manyRows, unitKind: 'indoor' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(41);
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        data_meaning:
          'Electronic expansion valve opening of the secondary refrigerant circuit (heating)',
        type: 'status',
        value: { computed: 'Opening to 480 pulses after defrost cycle', actual: 480 },
        formula: '40000 + {unit} * 100 + 1000 + {unit} * 2',
        register: 41202,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('40000 + j * 100 + 1000 + j * 2')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};
