import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@hvac/console-domain';
import { DeviceCard } from '../../widgets/DeviceCard/DeviceCard';
import { DataTableDemo } from './DataTableDemo';
import type { DeviceRow } from './fixtures';
import { makeDevices } from './fixtures';

const meta = {
  title: 'Components/DataTable/Features',
  component: DataTableDemo,
  args: { 'aria-label': 'Devices', onQueryChange: fn(), onRowClick: fn() },
  argTypes: {
    rows: { table: { disable: true } },
    renderCard: { table: { disable: true } },
    isRowHighlighted: { table: { disable: true } },
  },
} satisfies Meta<typeof DataTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Devices' }))
    .getAllByRole('row')
    .slice(1);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One query after typing stops (300 ms), and it returns to page 1. */
export const SearchDebounce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Next page/ }));
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Tower');
    // Still within the debounce: nothing asked yet.
    await expect(args.onQueryChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(2));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 25,
      ordering: undefined,
      search: 'Tower',
    });
    await pause(500);
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('1–25 of 33')).toBeInTheDocument();
  },
};

/** Binary sorting: ascending, descending, ascending again; never unsorted. */
export const SortToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = () => canvas.getByRole('button', { name: 'Unit ID' });
    const header = () => canvas.getByRole('columnheader', { name: 'Unit ID' });
    await userEvent.click(sort());
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0001');
    await userEvent.click(sort());
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0132');
    await userEvent.click(sort());
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    const orderings = (args.onQueryChange as ReturnType<typeof fn>).mock.calls.map(
      ([query]) => (query as { ordering?: string }).ordering,
    );
    await expect(orderings).toEqual(['unit_id', '-unit_id', 'unit_id']);
  },
};

/** Next and previous page, the range text and the disabled ends. */
export const Paging: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–25 of 132')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Previous page/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Next page/ }));
    await expect(canvas.getByText('26–50 of 132')).toBeInTheDocument();
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0026');
    for (let page = 3; page <= 6; page++) {
      await userEvent.click(canvas.getByRole('button', { name: /^Next page/ }));
    }
    await expect(canvas.getByText('126–132 of 132')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Next page/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Previous page/ }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 5, pageSize: 25 }),
    );
  },
};

/** 10, 20, 25, 50 and 100 a page (25 by default); a new size returns to page 1. */
export const PageSizeChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(
      Array.from((select as HTMLSelectElement).options, (option) => option.value),
    ).toEqual(['10', '20', '25', '50', '100']);
    await userEvent.click(canvas.getByRole('button', { name: /^Next page/ }));
    await userEvent.selectOptions(select, '10');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, pageSize: 10 }),
    );
    await expect(tableRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 132')).toBeInTheDocument();
    // The choices stay the same whichever is picked (25, the default, included).
    await expect(
      Array.from((select as HTMLSelectElement).options, (option) => option.value),
    ).toEqual(['10', '20', '25', '50', '100']);
  },
};

const headerWidths = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((header) => Math.round(header.getBoundingClientRect().width));

/**
 * Unsorted sortable columns show a muted ↕, the sorted one ↑ or ↓; column widths stay put when
 * the sort or the page changes.
 */
export const StableColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Devices' });
    await expect(getComputedStyle(table).tableLayout).toBe('fixed');
    // Lines break between words; a long word only when it cannot fit its column.
    await expect(getComputedStyle(within(table).getAllByRole('cell')[0]).overflowWrap).toBe(
      'break-word',
    );
    const widths = headerWidths(canvasElement);
    const indicator = (name: string) =>
      canvas.getByRole('button', { name }).querySelector('[data-sort-indicator]');
    await expect(indicator('Unit ID')).toHaveAttribute('data-sort-indicator', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Firmware Version' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Firmware Version' }));
    await expect(canvas.getByRole('columnheader', { name: 'Firmware Version' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(indicator('Firmware Version')).toHaveAttribute('data-sort-indicator', 'desc');
    await expect(indicator('Unit ID')).toHaveAttribute('data-sort-indicator', 'none');
    await expect(headerWidths(canvasElement)).toEqual(widths);
    await userEvent.click(canvas.getByRole('button', { name: /^Next page/ }));
    await expect(canvas.getByText('26–50 of 132')).toBeInTheDocument();
    await expect(headerWidths(canvasElement)).toEqual(widths);
  },
};

const rowButton = (row: HTMLElement) => within(row).getByRole('button');

/**
 * A row that opens something is a button (its first cell) for screen readers; the rows are one
 * Tab stop, arrows move between them and Enter or Space opens one.
 */
export const KeyboardRows: Story = {
  args: { total: 12 },
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    rowButton(rows[0]).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rowButton(rows[2])).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.keyboard('{End} ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 12 }));
    await expect(rows.map(rowButton).filter((button) => button.tabIndex === 0)).toHaveLength(1);
  },
};

/** The first page is on its way: placeholder rows. */
export const Loading: Story = { args: { loading: true, rows: [] } };

/** A later page is on its way: the previous rows stay under a busy veil. */
export const LoadingKeepsRows: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Devices' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(tableRows(canvasElement)).toHaveLength(25);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: MESSAGES.FAILED_TO_LOAD_DEVICES, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.FAILED_TO_LOAD_DEVICES);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 100 rows a page: only those in view are in the DOM, as real rows with their position. */
export const ManyRows: Story = {
  args: { total: 1000, defaultPageSize: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Devices' });
    await expect(table).toHaveAttribute('aria-rowcount', '101');
    const drawn = () => tableRows(canvasElement).filter((row) => row.hasAttribute('aria-rowindex'));
    await expect(drawn().length).toBeLessThan(40);
    // Rows not drawn are estimated at the drawn rows' height: the scrollbar is right from the
    // start, not a fixed guess's thousands of pixels too long.
    const frame = canvas.getByRole('region', { name: 'Devices, scrollable table' });
    const header = table.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    await waitFor(() => {
      const rowHeight = drawn()[0]?.getBoundingClientRect().height ?? 0;
      return expect(Math.abs(frame.scrollHeight - header - 100 * rowHeight)).toBeLessThan(
        rowHeight,
      );
    });
    const last = tableRows(canvasElement).at(-1);
    if (last) rowButton(last).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'HP-0100' })).toBeVisible());
    await expect(drawn().at(-1)).toHaveAttribute('aria-rowindex', '101');
    // Focus follows into the row drawn by the scroll (the rows re-render alone as the body scrolls).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'HP-0100' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(rowButton(tableRows(canvasElement)[0])).toHaveFocus());
  },
};

const longRows: DeviceRow[] = makeDevices(4).map((row, index) => ({
  ...row,
  projectName:
    index % 2 === 0
      ? 'Riverside Offices — Building B, third floor east wing, meeting rooms and open-plan area'
      : row.projectName,
  deviceType: index === 1 ? 'Air-to-water heat pump with domestic hot water tank' : row.deviceType,
}));

export const LongText: Story = { args: { mode: 'client', rows: longRows } };

/** Rows with an error stand out (data-highlighted). */
export const HighlightedRows: Story = {
  args: { total: 30, isRowHighlighted: (row: DeviceRow) => row.hasError },
  play: async ({ canvasElement }) => {
    const highlighted = tableRows(canvasElement).filter((row) =>
      row.hasAttribute('data-highlighted'),
    );
    await expect(highlighted.map((row) => row.firstElementChild?.textContent)).toEqual([
      'HP-0009',
      'HP-0018',
    ]);
  },
};

function DeviceCardContent({ row }: { row: DeviceRow }) {
  return (
    <>
      <strong>{row.unitId}</strong>
      <br />
      {`${row.deviceType} · ${row.projectName}`}
    </>
  );
}

export const CardLayout: Story = {
  args: {
    total: 8,
    layout: 'cards',
    isRowHighlighted: (row: DeviceRow) => row.hasError,
    cardContent: 'plain',
    renderCard: (row: DeviceRow) => <DeviceCardContent row={row} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Devices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(list).getAllByRole('button')[1]);
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    within(list).getAllByRole('button')[2].focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** A card that is itself a button (DeviceCard): a plain list item around it, no second border or button. */
export const InteractiveCards: Story = {
  args: {
    total: 8,
    layout: 'cards',
    renderCard: (row: DeviceRow, card) => (
      <DeviceCard
        device={{
          id: row.id,
          unit_id: row.unitId,
          device_type: row.deviceType,
          project: row.projectName,
        }}
        onActivate={() => card.open?.()}
      />
    ),
  },
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Devices' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    for (const item of items) {
      await expect(within(item).getAllByRole('button')).toHaveLength(1);
      await expect(getComputedStyle(item).borderTopStyle).toBe('none');
    }
    await userEvent.click(within(items[1]).getByRole('button'));
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

/** `layout: 'auto'` in a 360 px container: cards, whatever the window's width. */
export const NarrowContainer: Story = {
  args: {
    total: 8,
    cardContent: 'plain',
    renderCard: (row: DeviceRow) => <DeviceCardContent row={row} />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Devices' });
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * Cards have no headers: a Sort by list offers each sortable column both ways (at 320 px as on a
 * phone), and sorts as the header would.
 */
export const CardSorting: Story = {
  args: {
    total: 8,
    cardContent: 'plain',
    renderCard: (row: DeviceRow) => <DeviceCardContent row={row} />,
  },
  parameters: { testViewport: { width: 320, height: 720 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Devices' });
    const sortBy = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('default');
    await userEvent.selectOptions(sortBy, 'Unit ID, descending');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, ordering: '-unit_id' }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('HP-0008'),
    );
    // Nothing scrolls sideways at 320 px.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** A small complete list sorted in the browser: no paging, no search. */
export const ClientSide: Story = {
  args: { mode: 'client', rows: makeDevices(8) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Next page/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Firmware Version' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Firmware Version' }));
    await expect(canvas.getByRole('columnheader', { name: 'Firmware Version' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('2.6.6');
    await expect(args.onQueryChange).toHaveBeenCalledTimes(2);
  },
};

export const DarkTheme: Story = {
  args: { total: 30, isRowHighlighted: (row: DeviceRow) => row.hasError, loading: false },
  globals: { theme: 'dark' },
};
