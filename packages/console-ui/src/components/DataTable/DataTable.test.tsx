import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'vitest-axe';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hvac/console-domain';
import type { DataTableProps } from './DataTable';
import { DataTable } from './DataTable';
import type { DeviceRow } from './fixtures';
import { deviceColumns, makeDevices } from './fixtures';
import type { PagedTableQuery } from './pagedTableQuery';

const page1 = makeDevices(25);

function renderTable(props: Partial<DataTableProps<DeviceRow>> = {}) {
  const onQueryChange = vi.fn<(query: PagedTableQuery) => void>();
  const view = render(
    <DataTable<DeviceRow>
      aria-label="Devices"
      columns={deviceColumns}
      rows={page1}
      rowCount={132}
      getRowId={(row) => String(row.id)}
      onQueryChange={onQueryChange}
      {...props}
    />,
  );
  return { ...view, onQueryChange };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Devices' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('has no axe violations', { timeout: 20_000 }, async () => {
    // A short page: axe's time grows with the DOM, and jsdom is slow on a loaded CI machine.
    const { container } = renderTable({
      rows: page1.slice(0, 5),
      onRowClick: () => undefined,
      isRowHighlighted: (row) => row.id === 2,
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the page, the total and the page controls', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Unit ID',
      'Active',
      'Device Type',
      'Project Name',
      'Firmware Version',
    ]);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 132')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(screen.getByRole('button', { name: 'Previous page, Devices' })).toBeDisabled();
  });

  it('sorts by a header: ascending, then descending', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    const unitId = screen.getByRole('button', { name: 'Unit ID' });
    await user.click(unitId);
    expect(screen.getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(unitId);
    expect(screen.getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(onQueryChange.mock.calls.map(([query]) => query.ordering)).toEqual([
      'unit_id',
      '-unit_id',
    ]);
    expect(screen.queryByRole('button', { name: 'Project Name' })).not.toBeInTheDocument();
  });

  it('pages and changes the page size', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(screen.getByText('26–50 of 132')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, pageSize: 50 }),
    );
    expect(screen.getByText('1–50 of 132')).toBeInTheDocument();
  });

  it('searches once typing stops', () => {
    vi.useFakeTimers();
    try {
      const { onQueryChange } = renderTable();
      const search = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(search, { target: { value: 'HP' } });
      act(() => {
        vi.advanceTimersByTime(150);
      });
      fireEvent.change(search, { target: { value: 'HP-00' } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(onQueryChange).toHaveBeenCalledTimes(1);
      expect(onQueryChange).toHaveBeenCalledWith({
        page: 1,
        pageSize: 25,
        ordering: undefined,
        search: 'HP-00',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a row clicked before a typed search commits, and drops that search', () => {
    vi.useFakeTimers();
    try {
      const onRowClick = vi.fn();
      const { onQueryChange } = renderTable({ onRowClick });
      const search = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(search, { target: { value: 'HP' } });
      fireEvent.click(screen.getByRole('button', { name: page1[0].unitId }));
      expect(onRowClick).toHaveBeenCalledWith(page1[0]);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      // The list's owner navigated to the row: no query change may follow and overtake it.
      expect(onQueryChange).not.toHaveBeenCalled();
      expect(search).toHaveValue('HP');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the rows while loading and marks the table busy', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading');
  });

  it('shows placeholder rows on the first load, without paging controls yet', () => {
    renderTable({ loading: true, rows: [], rowCount: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page, Devices' })).not.toBeInTheDocument();
  });

  it('shows the empty and error states, with a retry', async () => {
    const user = userEvent.setup();
    const { rerender } = renderTable({ rows: [], rowCount: 0 });
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(
      <DataTable<DeviceRow>
        aria-label="Devices"
        columns={deviceColumns}
        rows={[]}
        getRowId={(row) => String(row.id)}
        error={MESSAGES.FAILED_TO_LOAD_DEVICES}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.FAILED_TO_LOAD_DEVICES);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it(
    'opens rows by click and keyboard, one tab stop, arrows between rows',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const onRowClick = vi.fn();
      renderTable({ onRowClick, isRowHighlighted: (row) => row.hasError });
      await user.click((bodyRows()[0] as HTMLTableRowElement).cells[3]);
      expect(onRowClick).toHaveBeenLastCalledWith(page1[0]);
      // A row that opens something is announced as a button named by its first cell (WCAG 4.1.2).
      await user.click(screen.getByRole('button', { name: 'HP-0003' }));
      expect(onRowClick).toHaveBeenLastCalledWith(page1[2]);
      expect(document.activeElement).toBe(within(bodyRows()[2]).getByRole('button'));

      screen.getByRole('searchbox').focus();
      const rowButton = (index: number) => within(bodyRows()[index]).getByRole('button');
      while (!document.activeElement?.closest('tbody')) await user.tab();
      expect(document.activeElement).toBe(rowButton(2));
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(document.activeElement).toBe(rowButton(4));
      onRowClick.mockClear();
      await user.keyboard('{Enter}');
      expect(onRowClick).toHaveBeenCalledTimes(1);
      expect(onRowClick).toHaveBeenLastCalledWith(page1[4]);
      await user.keyboard('{End} ');
      expect(onRowClick).toHaveBeenLastCalledWith(page1[24]);
      await user.keyboard('{Home}');
      expect(document.activeElement).toBe(rowButton(0));
      // One Tab stop for all rows: the next Tab leaves the table body.
      await user.tab();
      expect(document.activeElement?.closest('tbody')).toBeNull();

      expect(bodyRows()[8]).toHaveAttribute('data-highlighted');
      expect(bodyRows()[7]).not.toHaveAttribute('data-highlighted');
    },
  );

  it('names each pager button with its table and announces the range politely', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DataTable<DeviceRow>
          aria-label="Users"
          columns={deviceColumns}
          rows={page1.slice(0, 10)}
          rowCount={30}
          getRowId={(row) => String(row.id)}
        />
        <DataTable<DeviceRow>
          aria-label="Invites"
          columns={deviceColumns}
          rows={page1.slice(0, 10)}
          rowCount={30}
          getRowId={(row) => String(row.id)}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Next page, Users' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page, Invites' })).toBeEnabled();
    const range = screen.getAllByRole('status')[0];
    expect(range).toHaveTextContent('1–25 of 30');
    expect(range).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Next page, Users' }));
    expect(range).toHaveTextContent('26–30 of 30');
  });

  it('keeps focus on a pager button when the pressed one becomes disabled', async () => {
    const user = userEvent.setup();
    renderTable({ rowCount: 60 });
    await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page, Devices' }));
    await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
    expect(screen.getByRole('button', { name: 'Next page, Devices' })).toBeDisabled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Previous page, Devices' }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous page, Devices' }));
    await user.click(screen.getByRole('button', { name: 'Previous page, Devices' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page, Devices' }));
  });

  it('hands focus to Previous when a table of two pages reaches its last page', async () => {
    const user = userEvent.setup();
    renderTable({ rowCount: 40 });
    expect(screen.getByRole('button', { name: 'Previous page, Devices' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
    expect(screen.getByRole('button', { name: 'Next page, Devices' })).toBeDisabled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Previous page, Devices' }),
    );
    await user.click(screen.getByRole('button', { name: 'Previous page, Devices' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page, Devices' }));
  });

  it('makes a frame that scrolls sideways a named region in the Tab order', () => {
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    // The frame is measured when the browser reports its laid-out size (not before: that would
    // force a layout), as ResizeObserver does for each box it starts observing.
    const observed: Array<() => void> = [];
    const Observer = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class implements ResizeObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        observed.push(() => this.callback([], this));
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      renderTable({ rows: page1.slice(0, 3) });
      expect(
        screen.queryByRole('region', { name: 'Devices, scrollable table' }),
      ).not.toBeInTheDocument();
      act(() => observed.forEach((report) => report()));
      const region = screen.getByRole('region', { name: 'Devices, scrollable table' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(screen.getByRole('table', { name: 'Devices' }));
    } finally {
      globalThis.ResizeObserver = Observer;
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('adds no region or Tab stop when nothing scrolls', () => {
    renderTable({ rows: page1.slice(0, 3) });
    expect(
      screen.queryByRole('region', { name: 'Devices, scrollable table' }),
    ).not.toBeInTheDocument();
  });

  it('sorts a complete list itself in client mode, without paging', async () => {
    const user = userEvent.setup();
    renderTable({ mode: 'client', rows: makeDevices(6), rowCount: undefined });
    expect(screen.queryByRole('button', { name: 'Next page, Devices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unit ID' }));
    await user.click(screen.getByRole('button', { name: 'Unit ID' }));
    expect(bodyRows().map((row) => row.firstElementChild?.textContent)).toEqual([
      'HP-0006',
      'HP-0005',
      'HP-0004',
      'HP-0003',
      'HP-0002',
      'HP-0001',
    ]);
  });

  it(
    'pages, sorts, searches and filters a complete list in client mode',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const devices = makeDevices(30);
      function ClientTable() {
        const [activeOnly, setActiveOnly] = useState(false);
        const filter = useCallback((row: DeviceRow) => !activeOnly || row.active, [activeOnly]);
        return (
          <DataTable<DeviceRow>
            aria-label="Devices"
            columns={deviceColumns}
            rows={devices}
            getRowId={(row) => String(row.id)}
            mode="client"
            paginate
            defaultPageSize={10}
            filter={filter}
            searchable
            searchDebounceMs={0}
            toolbar={<button onClick={() => setActiveOnly((value) => !value)}>Active only</button>}
          />
        );
      }
      render(<ClientTable />);
      const unitIds = () => bodyRows().map((row) => row.firstElementChild?.textContent);
      expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
      expect(unitIds()[0]).toBe('HP-0001');

      await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
      expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
      expect(unitIds()).toHaveLength(10);
      expect(unitIds()[0]).toBe('HP-0011');

      // Sorting orders the whole list, not only the page in view, and starts at its first page.
      await user.click(screen.getByRole('button', { name: 'Unit ID' }));
      await user.click(screen.getByRole('button', { name: 'Unit ID' }));
      expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
      expect(unitIds()[0]).toBe('HP-0030');

      // A filter returns to page 1 and counts only what it accepts (every 4th device is inactive).
      await user.click(screen.getByRole('button', { name: 'Active only' }));
      expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
      expect(unitIds()[0]).toBe('HP-0030');
      expect(unitIds()).not.toContain('HP-0028');

      // The search looks through every column's text.
      await user.type(screen.getByRole('searchbox'), 'hp-000');
      expect(await screen.findByText('1–7 of 7')).toBeInTheDocument();
      expect(unitIds()).toEqual([
        'HP-0009',
        'HP-0007',
        'HP-0006',
        'HP-0005',
        'HP-0003',
        'HP-0002',
        'HP-0001',
      ]);
      expect(screen.getByRole('button', { name: 'Next page, Devices' })).toBeDisabled();
    },
  );

  it('keeps the cells (and the focus inside them) when its owner rebuilds the columns', async () => {
    const user = userEvent.setup();
    const devices = makeDevices(3);
    function Owner({ tick }: { tick: number }) {
      // Columns built on every render, with an inline cell, as screens often do.
      const columns = [
        ...deviceColumns,
        {
          id: 'action',
          header: `Action ${tick}`,
          cell: (row: DeviceRow) => <button type="button">Open {row.unitId}</button>,
        },
      ];
      return (
        <DataTable<DeviceRow>
          aria-label="Devices"
          columns={columns}
          rows={devices}
          getRowId={(row) => String(row.id)}
          mode="client"
        />
      );
    }
    const { rerender } = render(<Owner tick={1} />);
    const button = screen.getByRole('button', { name: 'Open HP-0002' });
    await user.click(button);
    rerender(<Owner tick={2} />);
    expect(screen.getByRole('columnheader', { name: 'Action 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open HP-0002' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('makes the cells of a rowHeader column the headers of their rows', async () => {
    const columns = deviceColumns.map((column, index) =>
      index === 0 ? { ...column, rowHeader: true } : column,
    );
    const { container } = renderTable({ columns, rows: page1.slice(0, 3) });
    const headers = screen.getAllByRole('rowheader');
    expect(headers.map((header) => header.textContent)).toEqual(
      page1.slice(0, 3).map((row) => row.unitId),
    );
    expect(headers[0]).toHaveAttribute('scope', 'row');
    // Each row is named by its header cell first; the other cells stay data cells.
    expect(bodyRows()[0]).toHaveAccessibleName(
      expect.stringMatching(new RegExp(`^${page1[0].unitId}`)),
    );
    expect(within(bodyRows()[0]).getAllByRole('cell')).toHaveLength(deviceColumns.length - 1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps row headers in the grid: each is a rowheader the arrow keys reach', async () => {
    const user = userEvent.setup();
    const columns = deviceColumns.map((column, index) =>
      index === 0 ? { ...column, rowHeader: true } : column,
    );
    renderTable({
      columns,
      rows: page1.slice(0, 3),
      keyboardNavigation: 'grid',
      searchable: false,
    });
    const grid = screen.getByRole('grid', { name: 'Devices' });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(3);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(grid).getAllByRole('rowheader')[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getAllByRole('gridcell')[0]);
  });

  it('makes the whole header cell of a sortable column its sort button', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Unit ID' });
    // The button is the cell's only content; the cell's padding moves into it (DataTable.css.ts).
    expect(header.children).toHaveLength(1);
    expect(header.firstElementChild).toBe(within(header).getByRole('button', { name: 'Unit ID' }));
    expect(header).toHaveAttribute('data-sortable');
    expect(screen.getByRole('columnheader', { name: 'Project Name' })).not.toHaveAttribute(
      'data-sortable',
    );
  });

  it('renders only some rows of a long page, with their position in the whole', () => {
    // jsdom has no layout: give the scrolling body the height a browser would. (The exact window
    // depends on measured row heights, which only a browser has: see the ManyRows story.)
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    renderTable({ rows: makeDevices(100), defaultPageSize: 100, rowCount: 1000 });
    height.mockRestore();
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    const positions = within(table)
      .getAllByRole('row')
      .slice(1)
      .filter((row) => row.hasAttribute('aria-rowindex'))
      .map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(positions.length).toBeGreaterThan(5);
    expect(positions.length).toBeLessThan(100);
    positions.forEach((position, index) => {
      expect(position).toBe(positions[0] + index);
    });
  });

  it('shows plain card content as card buttons that open by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({
      layout: 'cards',
      cardContent: 'plain',
      onRowClick,
      renderCard: (row) => <span>{`Unit ${row.unitId}`}</span>,
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Unit HP-0002' }));
    expect(onRowClick).toHaveBeenLastCalledWith(page1[1]);
    screen.getByRole('button', { name: 'Unit HP-0003' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(page1[2]);
    screen.getByRole('button', { name: 'Unit HP-0004' }).focus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(page1[3]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('puts an interactive card in a plain list item, without a button around it', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({
      layout: 'cards',
      onRowClick,
      isRowHighlighted: (row) => row.id === 2,
      renderCard: (row, card) => (
        <button type="button" onClick={card.open} data-highlighted={card.highlighted || undefined}>
          {`Open ${row.unitId}`}
        </button>
      ),
    });
    const items = within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem');
    expect(items).toHaveLength(25);
    // One button an item: the card's own, not nested in a button of the table's.
    items.forEach((item) => expect(within(item).getAllByRole('button')).toHaveLength(1));
    const card = screen.getByRole('button', { name: 'Open HP-0002' });
    expect(card.parentElement).toBe(items[1]);
    expect(card).toHaveAttribute('data-highlighted');
    await user.click(card);
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(page1[1]);
  });

  it('offers the sorting of its headers as a Sort by list in the card layout', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({
      layout: 'cards',
      cardContent: 'plain',
      renderCard: (row) => <span>{`Unit ${row.unitId}`}</span>,
    });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('default');
    // Each sortable column both ways, after the list's own order; Project Name sorts nothing.
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default order',
      'Unit ID, ascending',
      'Unit ID, descending',
      'Active, ascending',
      'Active, descending',
      'Device Type, ascending',
      'Device Type, descending',
      'Firmware Version, ascending',
      'Firmware Version, descending',
    ]);
    await user.selectOptions(sortBy, 'Device Type, descending');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, ordering: '-device_type' }),
    );
    expect(sortBy).toHaveValue('device_type:desc');
    await user.selectOptions(sortBy, 'Unit ID, ascending');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ ordering: 'unit_id' }),
    );
    // Binary sorting, as the headers': once sorted, the list's own order is not offered again.
    expect(within(sortBy).queryByRole('option', { name: 'Default order' })).toBeNull();
  });

  it("offers the list's own order again in the card layout with enableSortingRemoval", async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({
      layout: 'cards',
      cardContent: 'plain',
      enableSortingRemoval: true,
      defaultOrdering: 'unit_id',
      renderCard: (row) => <span>{`Unit ${row.unitId}`}</span>,
    });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('unit_id:asc');
    await user.selectOptions(sortBy, 'Default order');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ ordering: undefined }),
    );
    expect(sortBy).toHaveValue('default');
  });

  it('shows no Sort by list in the table layout, whose headers sort', () => {
    renderTable({ layout: 'table', renderCard: (row) => <span>{row.unitId}</span> });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('keeps every page size on offer whichever is picked', async () => {
    const user = userEvent.setup();
    renderTable();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    const offered = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered()).toEqual(['10', '20', '25', '50', '100']);
    await user.selectOptions(select, '10');
    expect(select).toHaveValue('10');
    expect(offered()).toEqual(['10', '20', '25', '50', '100']);
    await user.selectOptions(select, '100');
    expect(offered()).toEqual(['10', '20', '25', '50', '100']);
  });

  it('marks unsorted sortable columns with a neutral indicator and the sorted one with its arrow', async () => {
    const user = userEvent.setup();
    renderTable();
    const indicator = (name: string) =>
      within(screen.getByRole('columnheader', { name }))
        .getByRole('button', { name })
        .querySelector('[data-sort-indicator]');
    for (const name of ['Unit ID', 'Active', 'Device Type', 'Firmware Version']) {
      expect(indicator(name)).toHaveAttribute('data-sort-indicator', 'none');
      expect(screen.getByRole('columnheader', { name })).not.toHaveAttribute('aria-sort');
    }
    await user.click(screen.getByRole('button', { name: 'Device Type' }));
    expect(indicator('Device Type')).toHaveAttribute('data-sort-indicator', 'asc');
    expect(indicator('Unit ID')).toHaveAttribute('data-sort-indicator', 'none');
    await user.click(screen.getByRole('button', { name: 'Device Type' }));
    expect(indicator('Device Type')).toHaveAttribute('data-sort-indicator', 'desc');
    expect(screen.getByRole('columnheader', { name: 'Device Type' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(
      screen.getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort')),
    ).toHaveLength(1);
  });
  describe('opt-in sorting', () => {
    it('keeps binary sorting by default: a third click sorts ascending again', async () => {
      const user = userEvent.setup();
      const { onQueryChange } = renderTable();
      const unitId = screen.getByRole('button', { name: 'Unit ID' });
      await user.click(unitId);
      await user.click(unitId);
      await user.click(unitId);
      expect(onQueryChange.mock.calls.map(([query]) => query.ordering)).toEqual([
        'unit_id',
        '-unit_id',
        'unit_id',
      ]);
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('button', { name: 'Active' }));
      await user.keyboard('{/Shift}');
      // Without enableMultiSort, Shift+click replaces the sort.
      expect(onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ ordering: 'active' }),
      );
      expect(screen.getByRole('columnheader', { name: 'Unit ID' })).not.toHaveAttribute(
        'aria-sort',
      );
    });

    it('returns a column to unsorted with enableSortingRemoval', async () => {
      const user = userEvent.setup();
      const { onQueryChange } = renderTable({ enableSortingRemoval: true });
      const unitId = screen.getByRole('button', { name: 'Unit ID' });
      const header = () => screen.getByRole('columnheader', { name: 'Unit ID' });
      await user.click(unitId);
      expect(header()).toHaveAttribute('aria-sort', 'ascending');
      await user.click(unitId);
      expect(header()).toHaveAttribute('aria-sort', 'descending');
      await user.click(unitId);
      expect(header()).not.toHaveAttribute('aria-sort');
      expect(unitId.querySelector('[data-sort-indicator]')).toHaveAttribute(
        'data-sort-indicator',
        'none',
      );
      expect(onQueryChange.mock.calls.map(([query]) => query.ordering)).toEqual([
        'unit_id',
        '-unit_id',
        undefined,
      ]);
    });

    it('returns a client-sorted list to its own order', async () => {
      const user = userEvent.setup();
      const rows = [...makeDevices(5)].reverse();
      renderTable({ mode: 'client', rows, enableSortingRemoval: true });
      const unitId = screen.getByRole('button', { name: 'Unit ID' });
      await user.click(unitId);
      expect(bodyRows()[0]).toHaveTextContent('HP-0001');
      await user.click(unitId);
      await user.click(unitId);
      expect(bodyRows()[0]).toHaveTextContent('HP-0005');
      expect(bodyRows()[4]).toHaveTextContent('HP-0001');
    });

    it('adds columns to the sort with Shift+click and Shift+Enter, numbering the headers', async () => {
      const user = userEvent.setup();
      const { onQueryChange } = renderTable({ enableMultiSort: true });
      await user.click(screen.getByRole('button', { name: 'Active' }));
      expect(document.querySelector('[data-sort-position]')).toBeNull();
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('button', { name: 'Device Type' }));
      await user.keyboard('{/Shift}');
      screen.getByRole('button', { name: 'Firmware Version' }).focus();
      await user.keyboard('{Shift>}{Enter}{/Shift}');
      expect(onQueryChange.mock.calls.map(([query]) => query.ordering)).toEqual([
        'active',
        'active,device_type',
        'active,device_type,version',
      ]);
      for (const [name, position] of [
        ['Active', 1],
        ['Device Type', 2],
        ['Firmware Version', 3],
      ] as const) {
        const button = screen.getByRole('button', { name: `${name}, sort priority ${position}` });
        expect(button.querySelector('[data-sort-position]')).toHaveAttribute(
          'data-sort-position',
          String(position),
        );
        expect(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
      // Shift+click on a sorted column flips it in place; a plain click sorts by it alone.
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('button', { name: /^Device Type/ }));
      await user.keyboard('{/Shift}');
      expect(onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ ordering: 'active,-device_type,version' }),
      );
      await user.click(screen.getByRole('button', { name: /^Active/ }));
      expect(onQueryChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ ordering: '-active' }),
      );
      expect(screen.getByRole('button', { name: 'Device Type' })).toBeInTheDocument();
    });

    it('sorts a client list by several columns', async () => {
      const user = userEvent.setup();
      renderTable({ mode: 'client', rows: makeDevices(12), enableMultiSort: true });
      await user.click(screen.getByRole('button', { name: 'Active' }));
      await user.keyboard('{Shift>}');
      await user.click(screen.getByRole('button', { name: 'Unit ID' }));
      await user.click(screen.getByRole('button', { name: /^Unit ID/ }));
      await user.keyboard('{/Shift}');
      // Inactive devices (4, 8, 12) first, each group by unit id descending.
      expect(
        bodyRows()
          .slice(0, 4)
          .map((row) => row.firstElementChild?.textContent),
      ).toEqual(['HP-0012', 'HP-0008', 'HP-0004', 'HP-0011']);
    });

    it('reads a controlled multi-column ordering', () => {
      renderTable({ enableMultiSort: true, ordering: '-version,unit_id' });
      const header = (name: string) => screen.getByRole('button', { name }).closest('th');
      expect(header('Firmware Version, sort priority 1')).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      expect(header('Unit ID, sort priority 2')).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByRole('button', { name: 'Active' }).closest('th')).not.toHaveAttribute(
        'aria-sort',
      );
    });
  });
  describe('row selection (enableRowSelection)', () => {
    it('adds no checkbox column unless asked', () => {
      renderTable();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByText(/rows selected/)).not.toBeInTheDocument();
    });

    it('selects rows by their checkboxes without opening them, and summarises politely', async () => {
      const user = userEvent.setup();
      const onRowClick = vi.fn();
      const onSelectionChange = vi.fn();
      renderTable({ enableRowSelection: true, onRowClick, onSelectionChange });
      const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      expect(screen.getAllByRole('checkbox')).toHaveLength(26);
      await user.click(screen.getByRole('checkbox', { name: 'Select HP-0003' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select HP-0007' }));
      expect(onRowClick).not.toHaveBeenCalled();
      expect(onSelectionChange).toHaveBeenLastCalledWith(['3', '7']);
      expect(all).toBePartiallyChecked();
      const summary = screen.getByText('2 of 132 rows selected');
      expect(summary).toHaveAttribute('role', 'status');
      expect(summary).toHaveAttribute('aria-live', 'polite');
      expect(bodyRows()[2]).toHaveAttribute('data-selected');
      await user.click(screen.getByRole('checkbox', { name: 'Select HP-0003' }));
      expect(onSelectionChange).toHaveBeenLastCalledWith(['7']);
      // Space on a focused checkbox toggles it, and does not open the row either.
      screen.getByRole('checkbox', { name: 'Select HP-0001' }).focus();
      await user.keyboard(' ');
      expect(onSelectionChange).toHaveBeenLastCalledWith(['7', '1']);
      expect(onRowClick).not.toHaveBeenCalled();
    });

    it('selects and clears the whole page from the header checkbox; the selection survives paging', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      const { rerender, onQueryChange } = renderTable({
        enableRowSelection: true,
        onSelectionChange,
      });
      const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      await user.click(all);
      expect(all).toBeChecked();
      expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(25);
      expect(screen.getByText('25 of 132 rows selected')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next page, Devices' }));
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
      rerender(
        <DataTable<DeviceRow>
          aria-label="Devices"
          columns={deviceColumns}
          rows={makeDevices(25, 26)}
          rowCount={132}
          getRowId={(row) => String(row.id)}
          enableRowSelection
          onSelectionChange={onSelectionChange}
        />,
      );
      expect(screen.getByRole('checkbox', { name: 'Select HP-0026' })).not.toBeChecked();
      expect(all).not.toBeChecked();
      expect(all).not.toBePartiallyChecked();
      expect(screen.getByText('25 of 132 rows selected')).toBeInTheDocument();
      await user.click(all);
      expect(screen.getByText('50 of 132 rows selected')).toBeInTheDocument();
      await user.click(all);
      expect(screen.getByText('25 of 132 rows selected')).toBeInTheDocument();
    });

    it('follows a controlled selection and names rows with getRowLabel', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      renderTable({
        enableRowSelection: true,
        selection: ['2'],
        onSelectionChange,
        getRowLabel: (row) => `${row.unitId} (${row.projectName})`,
      });
      const second = screen.getByRole('checkbox', { name: 'Select HP-0002 (Hospital North)' });
      expect(second).toBeChecked();
      await user.click(
        screen.getByRole('checkbox', { name: 'Select HP-0001 (Riverside Offices)' }),
      );
      expect(onSelectionChange).toHaveBeenLastCalledWith(['2', '1']);
      // Controlled: nothing changes until the owner passes the new selection.
      expect(
        screen.getByRole('checkbox', { name: 'Select HP-0001 (Riverside Offices)' }),
      ).not.toBeChecked();
      expect(screen.getByText('1 of 132 rows selected')).toBeInTheDocument();
    });

    it('has no axe violations with the checkbox column', { timeout: 20_000 }, async () => {
      const { container } = renderTable({
        rows: page1.slice(0, 4),
        enableRowSelection: true,
        defaultSelection: ['2'],
        onRowClick: () => undefined,
      });
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('column resizing (enableColumnResizing)', () => {
    const separator = (header: string) =>
      screen.getByRole('separator', { name: `Resize ${header}` });
    const columnWidths = () =>
      Array.from(
        screen.getByRole('table', { name: 'Devices' }).querySelectorAll('col'),
        (col) => col.style.width,
      );

    it('adds no separator by default', () => {
      renderTable();
      expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    });

    it('gives each header a named, focusable separator with its width in px', () => {
      renderTable({
        enableColumnResizing: true,
        columns: deviceColumns.map((column) =>
          column.id === 'active' ? { ...column, minWidth: 90, maxWidth: 200 } : column,
        ),
      });
      expect(screen.getAllByRole('separator')).toHaveLength(5);
      const active = separator('Active');
      expect(active).toHaveAttribute('aria-orientation', 'vertical');
      expect(active).toHaveAttribute('tabindex', '0');
      // jsdom lays nothing out: the width before any measurement is TanStack's default.
      expect(active).toHaveAttribute('aria-valuenow', '150');
      expect(active).toHaveAttribute('aria-valuetext', '150 pixels');
      expect(active).toHaveAttribute('aria-valuemin', '90');
      expect(active).toHaveAttribute('aria-valuemax', '200');
      // The header keeps its own name, without the separator's.
      expect(screen.getByRole('columnheader', { name: 'Active' })).toContainElement(active);
    });

    it('resizes by keyboard: arrows by 10 px, Shift by 50, Home and End to the bounds', async () => {
      const user = userEvent.setup();
      const onColumnSizingChange = vi.fn();
      renderTable({ enableColumnResizing: true, onColumnSizingChange });
      const unit = separator('Unit ID');
      unit.focus();
      await user.keyboard('{ArrowRight}');
      expect(unit).toHaveAttribute('aria-valuenow', '160');
      // The first resize fixes every column at its width, so the others keep theirs.
      expect(onColumnSizingChange).toHaveBeenLastCalledWith({
        unit_id: 160,
        active: 150,
        device_type: 150,
        project: 150,
        firmware: 150,
      });
      expect(columnWidths()).toEqual(['160px', '150px', '150px', '150px', '150px']);
      expect(screen.getByRole('table', { name: 'Devices' }).style.width).toBe('calc(760px)');
      await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
      expect(unit).toHaveAttribute('aria-valuenow', '110');
      await user.keyboard('{Home}');
      expect(unit).toHaveAttribute('aria-valuenow', '64');
      await user.keyboard('{ArrowLeft}');
      expect(unit).toHaveAttribute('aria-valuenow', '64');
      await user.keyboard('{End}');
      expect(unit).toHaveAttribute('aria-valuenow', '800');
      expect(unit).toHaveFocus();
    });

    it('resizes by dragging the separator, clamped to the minimum, without sorting', () => {
      const onQueryChange = vi.fn();
      renderTable({ enableColumnResizing: true, onQueryChange });
      const unit = separator('Unit ID');
      fireEvent.mouseDown(unit, { button: 0, clientX: 300 });
      fireEvent.mouseMove(document, { clientX: 340 });
      expect(unit).toHaveAttribute('aria-valuenow', '190');
      fireEvent.mouseUp(document, { clientX: 360 });
      fireEvent.click(unit);
      expect(unit).toHaveAttribute('aria-valuenow', '210');
      expect(columnWidths()[0]).toBe('210px');
      fireEvent.mouseDown(unit, { button: 0, clientX: 300 });
      fireEvent.mouseUp(document, { clientX: 0 });
      expect(unit).toHaveAttribute('aria-valuenow', '64');
      expect(onQueryChange).not.toHaveBeenCalled();
    });

    it('resizes by single clicks too: the end half widens, the start half narrows (WCAG 2.5.7)', () => {
      renderTable({ enableColumnResizing: true });
      const unit = separator('Unit ID');
      vi.spyOn(unit, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 300, y: 0, width: 24, height: 40 }),
      );
      const click = (clientX: number) => {
        fireEvent.mouseDown(unit, { button: 0, clientX });
        fireEvent.mouseUp(document, { clientX });
        fireEvent.click(unit, { clientX });
      };
      click(320);
      expect(unit).toHaveAttribute('aria-valuenow', '160');
      click(320);
      expect(unit).toHaveAttribute('aria-valuenow', '170');
      click(303);
      expect(unit).toHaveAttribute('aria-valuenow', '160');
      expect(columnWidths()[0]).toBe('160px');
    });

    it('follows controlled widths and leaves unresizable columns alone', async () => {
      const user = userEvent.setup();
      const onColumnSizingChange = vi.fn();
      renderTable({
        enableColumnResizing: true,
        columnSizing: { unit_id: 200 },
        onColumnSizingChange,
        columns: deviceColumns.map((column) =>
          column.id === 'firmware' ? { ...column, resizable: false } : column,
        ),
      });
      expect(screen.queryByRole('separator', { name: 'Resize Firmware Version' })).toBeNull();
      const unit = separator('Unit ID');
      expect(unit).toHaveAttribute('aria-valuenow', '200');
      expect(columnWidths()[0]).toBe('200px');
      unit.focus();
      await user.keyboard('{ArrowRight}');
      expect(onColumnSizingChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ unit_id: 210 }),
      );
      // Controlled: the owner did not pass the new widths on.
      expect(unit).toHaveAttribute('aria-valuenow', '200');
    });

    it('has no axe violations with resize separators', { timeout: 20_000 }, async () => {
      const { container } = renderTable({ rows: page1.slice(0, 4), enableColumnResizing: true });
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  describe('grid keyboard navigation (keyboardNavigation="grid")', () => {
    it('is a grid with one Tab stop moved cell by cell', async () => {
      const user = userEvent.setup();
      const onRowClick = vi.fn();
      renderTable({
        rows: page1.slice(0, 5),
        keyboardNavigation: 'grid',
        enableRowSelection: true,
        onRowClick,
        searchable: false,
      });
      const grid = screen.getByRole('grid', { name: 'Devices' });
      const gridRows = () => within(grid).getAllByRole('row').slice(1);
      expect(within(grid).getAllByRole('gridcell').length).toBe(5 * 6);
      await user.tab();
      // The first header cell holds one control, the select-all checkbox: it takes the focus.
      const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      expect(all).toHaveFocus();
      const stops = grid.querySelectorAll('[tabindex="0"]');
      expect(stops).toHaveLength(1);
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Unit ID' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'HP-0001' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      const active = within(gridRows()[0]).getAllByRole('gridcell')[2];
      expect(active).toHaveFocus();
      expect(active).toHaveTextContent('Yes');
      await user.keyboard('{End}');
      expect(within(gridRows()[0]).getAllByRole('gridcell')[5]).toHaveFocus();
      await user.keyboard('{Control>}{End}{/Control}');
      expect(within(gridRows()[4]).getAllByRole('gridcell')[5]).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('checkbox', { name: 'Select HP-0005' })).toHaveFocus();
      await user.keyboard(' ');
      expect(screen.getByRole('checkbox', { name: 'Select HP-0005' })).toBeChecked();
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(all).toHaveFocus();
      expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
      expect(onRowClick).not.toHaveBeenCalled();
    });

    it('enters a cell of several controls with Enter and leaves it with Escape', async () => {
      const user = userEvent.setup();
      renderTable({
        rows: page1.slice(0, 3),
        keyboardNavigation: 'grid',
        enableColumnResizing: true,
        searchable: false,
      });
      await user.tab();
      const header = screen.getByRole('columnheader', { name: 'Unit ID' });
      expect(header).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Unit ID' })).toHaveFocus();
      await user.tab();
      const separator = screen.getByRole('separator', { name: 'Resize Unit ID' });
      expect(separator).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(separator).toHaveAttribute('aria-valuenow', '160');
      await user.keyboard('{Escape}');
      expect(header).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('columnheader', { name: 'Active' })).toHaveFocus();
    });

    it('has no axe violations as a grid', { timeout: 20_000 }, async () => {
      const { container } = renderTable({
        rows: page1.slice(0, 4),
        keyboardNavigation: 'grid',
        enableRowSelection: true,
        onRowClick: () => undefined,
      });
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
