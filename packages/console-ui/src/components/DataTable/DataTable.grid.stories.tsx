import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTableDemo } from './DataTableDemo';

const meta = {
  title: 'Components/DataTable/Grid features',
  component: DataTableDemo,
  args: { 'aria-label': 'Devices', onQueryChange: fn(), onRowClick: fn() },
  argTypes: {
    rows: { table: { disable: true } },
    renderCard: { table: { disable: true } },
    isRowHighlighted: { table: { disable: true } },
    toolbar: { table: { disable: true } },
    labels: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component: `What developers of other products expect from a data grid, each **opt-in** through a prop;
with every one of them off the table looks and behaves exactly as before.

| prop | what it does |
| --- | --- |
| \`enableSortingRemoval\` | A third click (or Enter) on a sorted header returns the column to unsorted: ascending → descending → unsorted. \`aria-sort\` follows; the ordering becomes \`null\`. Without it sorting is binary. |
| \`enableRowSelection\` | A checkbox column: each row's checkbox is named after the row ("Select HP-0001", \`getRowLabel\` to change it), the header checkbox selects or clears the rows on screen and is mixed when some are selected. A summary above the table ("3 of 120 rows selected") is announced politely. Selected rows are tinted. \`selection\` / \`defaultSelection\` / \`onSelectionChange\` hold the selected rows' ids (\`getRowId\`), so a selection survives paging, sorting and searching. A click on a checkbox never opens the row. |
| \`enableMultiSort\` | Shift+click or Shift+Enter on a header adds its column to the sort (a plain click still sorts by that column alone). Each sorted header shows its place in the sort (1, 2, …), also read by screen readers ("sort priority 2"). The ordering lists the fields comma-separated, most significant first: \`'active,-version'\`. |

| \`enableColumnResizing\` | A resize separator at the end of each header ("Resize Unit ID", its width in px as its value, read as "150 pixels"). Drag it, click it (without dragging: its end half widens by 10 px, its start half narrows, so one pointer can resize without dragging, WCAG 2.5.7), or Tab to it and use ArrowLeft / ArrowRight (10 px; with Shift 50 px), Home (the column's \`minWidth\`, 64 px by default) and End (\`maxWidth\`, 800 px). The first resize fixes every column at the width it had, so the others keep theirs and the table becomes as wide as its columns (the frame scrolls sideways when it is wider). \`columnSizing\` / \`defaultColumnSizing\` / \`onColumnSizingChange\` hold the widths by column id; \`resizable: false\` keeps a column fixed. Not shown in the card layout. |
| \`keyboardNavigation="grid"\` | The table becomes an ARIA grid (\`role="grid"\`, grid cells) with one Tab stop that moves cell by cell: arrows, Home / End in the row, Ctrl+Home / Ctrl+End to the first and last cell, PageUp / PageDown by the rows in view (a virtualized body scrolls the row in first). A cell's one control takes the focus itself (a checkbox, the row's button, a sort button: Enter and Space sort, Space ticks); a cell of several (a sort button and a resize separator) is focused itself, entered with Enter or F2 and left with Escape. The default \`"rows"\` keeps rows that open something as one Tab stop moved by ArrowUp / ArrowDown. |

**When to use:** tables that people work in (lists of hundreds of devices to compare and pick
from; columns whose long content people want to read whole).

**When not to use:** the short lists of the console's screens, where the defaults read better;
column resizing where the columns already fit their content (a narrow screen gets the card layout
or sideways scrolling instead).`,
      },
    },
  },
} satisfies Meta<typeof DataTableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Devices' }))
    .getAllByRole('row')
    .slice(1);

const orderings = (onQueryChange: unknown) =>
  (onQueryChange as ReturnType<typeof fn>).mock.calls.map(
    ([query]) => (query as { ordering?: string }).ordering,
  );

/** `enableSortingRemoval`: ascending, descending, then back to unsorted (aria-sort removed). */
export const SortRemoval: Story = {
  args: { enableSortingRemoval: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = () => canvas.getByRole('button', { name: 'Unit ID' });
    const header = () => canvas.getByRole('columnheader', { name: 'Unit ID' });
    await expect(header()).not.toHaveAttribute('aria-sort');
    await userEvent.click(sort());
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(sort());
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0132');
    sort().focus();
    await userEvent.keyboard('{Enter}');
    await expect(header()).not.toHaveAttribute('aria-sort');
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0001');
    await expect(orderings(args.onQueryChange)).toEqual(['unit_id', '-unit_id', undefined]);
  },
};

/**
 * `enableMultiSort`: Active, then Shift+click on Device Type and Shift+Enter on Firmware Version
 * add them to the sort; each header shows its place.
 */
export const MultiSort: Story = {
  args: { enableMultiSort: true, enableSortingRemoval: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One session, so that Shift stays held between the calls.
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: 'Active' }));
    // One sorted column shows no number.
    await expect(canvas.getByRole('button', { name: 'Active' })).toBeInTheDocument();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Device Type' }));
    await user.keyboard('{/Shift}');
    await expect(
      canvas.getByRole('button', { name: 'Active, sort priority 1' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Device Type, sort priority 2' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: /^Device Type/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    canvas.getByRole('button', { name: 'Firmware Version' }).focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(
      canvas.getByRole('button', { name: 'Firmware Version, sort priority 3' }),
    ).toBeInTheDocument();
    // Inactive devices first, then by device type ('Heat pump' first), then by firmware.
    await expect(tableRows(canvasElement)[0]).toHaveTextContent('HP-0112');
    await expect(orderings(args.onQueryChange)).toEqual([
      'active',
      'active,device_type',
      'active,device_type,version',
    ]);
  },
};

/**
 * `enableRowSelection`: the header checkbox selects the page, then three rows are picked; the
 * summary counts them and a checkbox's click never opens its row.
 */
export const RowSelection: Story = {
  args: { enableRowSelection: true, total: 120, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    const summary = canvas.getByText('0 of 120 rows selected');
    await expect(summary).toHaveAttribute('role', 'status');
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByText('25 of 120 rows selected')).toBeInTheDocument();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    for (const unit of ['HP-0002', 'HP-0003', 'HP-0005']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${unit}` }));
    }
    await expect(canvas.getByRole('checkbox', { name: 'Select HP-0003' })).toBeChecked();
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByText('3 of 120 rows selected')).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['2', '3', '5']);
    await expect(args.onRowClick).not.toHaveBeenCalled();
    // The row itself still opens.
    await userEvent.click(canvas.getByRole('button', { name: 'HP-0004' }));
    await expect(args.onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  },
};

/** The element's laid-out width, in whole px. */
const laidOutWidth = (element: HTMLElement) => Math.round(element.getBoundingClientRect().width);

/**
 * `enableColumnResizing`: Unit ID's separator is dragged 60 px wider, then narrowed by the
 * keyboard (ArrowLeft 10 px, Shift+ArrowLeft 50 px) and sent to its minimum by Home; the other
 * columns keep their widths.
 */
export const ColumnResizing: Story = {
  args: { enableColumnResizing: true, onColumnSizingChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const separator = canvas.getByRole('separator', { name: 'Resize Unit ID' });
    const header = canvas.getByRole('columnheader', { name: 'Unit ID' });
    const active = canvas.getByRole('columnheader', { name: 'Active' });
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator).toHaveAttribute('aria-valuemin', '64');
    await expect(separator).toHaveAttribute('aria-valuemax', '800');
    const start = laidOutWidth(header);
    const activeWidth = laidOutWidth(active);
    await waitFor(() => expect(separator).toHaveAttribute('aria-valuenow', String(start)));

    const box = separator.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: separator, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x + 30, clientY: y } },
      { coords: { clientX: x + 60, clientY: y } },
      { keys: '[/MouseLeft]', coords: { clientX: x + 60, clientY: y } },
    ]);
    await expect(separator).toHaveAttribute('aria-valuenow', String(start + 60));
    await expect(laidOutWidth(header)).toBe(start + 60);
    await expect(laidOutWidth(active)).toBe(activeWidth);
    // The drag did not sort.
    await expect(header).not.toHaveAttribute('aria-sort');

    separator.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(separator).toHaveAttribute('aria-valuenow', String(start + 50));
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(separator).toHaveAttribute('aria-valuenow', String(start));
    await userEvent.keyboard('{Home}');
    await expect(separator).toHaveAttribute('aria-valuenow', '64');
    await expect(separator).toHaveAttribute('aria-valuetext', '64 pixels');
    await expect(laidOutWidth(header)).toBe(64);
    await expect(laidOutWidth(active)).toBe(activeWidth);
    await expect(args.onColumnSizingChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ unit_id: 64, active: activeWidth }),
    );
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

/**
 * `enableColumnResizing` in a 320 px container: the frame scrolls sideways, and a column made
 * wider by the keyboard widens the table inside it by as much.
 */
export const ColumnResizingNarrow: Story = {
  args: { enableColumnResizing: true, defaultPageSize: 10 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Devices' });
    // The frame becomes a region once the browser has laid it out and reported its size.
    const frame = await canvas.findByRole('region', { name: 'Devices, scrollable table' });
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const before = laidOutWidth(table);
    const separator = canvas.getByRole('separator', { name: 'Resize Project Name' });
    separator.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(separator.getAttribute('aria-valuetext')).toMatch(/^\d+ pixels$/);
    await expect(laidOutWidth(table)).toBe(before + 50);
  },
};

/**
 * A 320 px section named like its table (as the console's screens do: "Indoor Units"): the frame
 * that scrolls the table is a region of its own name, so the two landmarks stay distinct (axe
 * landmark-unique runs for this story).
 */
export const ScrollRegionName: Story = {
  args: { defaultPageSize: 10 },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: true }] } } },
  decorators: [
    (Story) => (
      <section aria-label="Devices" style={{ width: 320 }}>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Devices' });
    const frame = await within(section).findByRole('region', { name: 'Devices, scrollable table' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame).toContainElement(canvas.getByRole('table', { name: 'Devices' }));
  },
};

/**
 * \`keyboardNavigation="grid"\` over a virtualized page of 100 rows with row selection: Tab reaches
 * the grid's one stop, the arrows move cell by cell, Enter sorts from a header, PageDown and
 * Ctrl+End bring rows not drawn yet into view, Space ticks a row's checkbox.
 */
export const GridNavigation: Story = {
  args: {
    keyboardNavigation: 'grid',
    enableRowSelection: true,
    total: 1000,
    defaultPageSize: 100,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Devices' });
    const frame = canvas.getByRole('region', { name: 'Devices, scrollable table' });
    const focusedRow = () => document.activeElement?.closest('tr');
    const inView = (element: Element | null | undefined) => {
      const box = element?.getBoundingClientRect();
      const bounds = frame.getBoundingClientRect();
      return !!box && box.top >= bounds.top && box.bottom <= bounds.bottom;
    };
    // Search box, the scrolling frame, then the grid's one stop: the select-all checkbox.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(all).toHaveFocus();
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Unit ID' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'HP-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    await expect(document.activeElement).toHaveTextContent('Yes');

    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRow()?.dataset.index)).toBeGreaterThan(5));
    await expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    await expect(inView(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRow()).toHaveTextContent('HP-0100'));
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '101');
    await expect(inView(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Home}');
    const last = canvas.getByRole('checkbox', { name: 'Select HP-0100' });
    await expect(last).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(last).toBeChecked();
    await expect(canvas.getByText('1 of 1000 rows selected')).toBeInTheDocument();
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expect(args.onRowClick).not.toHaveBeenCalled();

    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(all).toHaveFocus());
  },
};
