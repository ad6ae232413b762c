import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PAGE_SIZE_OPTIONS } from '@hvac/console-domain';
import { DATA_TABLE_LAYOUTS } from './DataTable';
import { DataTableDemo } from './DataTableDemo';
import { DATA_TABLE_MODES } from './usePagedTable';

const meta = {
  title: 'Components/DataTable',
  component: DataTableDemo,
  args: { 'aria-label': 'Devices', onQueryChange: fn(), onRowClick: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: DATA_TABLE_MODES },
    layout: { control: 'inline-radio', options: DATA_TABLE_LAYOUTS },
    defaultPageSize: { control: 'select', options: [...PAGE_SIZE_OPTIONS, 25] },
    total: { control: { type: 'number', min: 0, max: 5000 } },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    rows: { table: { disable: true } },
    renderCard: { table: { disable: true } },
    isRowHighlighted: { table: { disable: true } },
    toolbar: { table: { disable: true } },
    labels: { table: { disable: true } },
  },
} satisfies Meta<typeof DataTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device list: 132 devices on the (in-memory) server, 25 a page. */
export const Default: Story = {};

/** Every prop in the controls; the table answers each query from the same fixed devices. */
export const Playground: Story = { args: { total: 480, loading: false } };
