import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OUTDOOR_PARAMETERS } from '../fixtures/parameters';
import { ParameterTable } from './ParameterTable';

const meta = {
  title: 'Widgets/ParameterTable',
  component: ParameterTable,
  parameters: {
    docs: {
      description: {
        component:
          "The latest device data: every parameter with its computed and actual value, register formula and register; sorted in the browser, never paged; error rows with an actual value of 1 or more highlighted. Built on DataTable's client mode.\n\n**When to use.** Use it for every parameter of one device with its computed and actual values, sorted in the browser.\n\n**When not to use.** Not for writing values (WriteParameterDialog) nor for history (TimeSeriesChart).",
      },
    },
  },
  args: { rows: OUTDOOR_PARAMETERS, unitKind: 'outdoor', 'aria-label': 'Latest data, System 1' },
  argTypes: { unitKind: { control: 'inline-radio', options: ['outdoor', 'indoor', 'single'] } },
} satisfies Meta<typeof ParameterTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Latest data, System 1' })).toBeVisible();
    await expect(canvas.getByText('40000 + j * 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Parameter Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Parameter Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const [, firstRow] = canvas.getAllByRole('row');
    await expect(firstRow).toHaveTextContent('Compressor error');
    await expect(firstRow).toHaveAttribute('data-highlighted');
  },
};

export const Playground: Story = { args: { unitKind: 'indoor', defaultOrdering: '-register' } };
