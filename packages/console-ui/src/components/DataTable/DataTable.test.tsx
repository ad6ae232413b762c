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
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
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
    await user.click(screen.getByRole('button', { name: 'Next page' }));
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

  it('keeps the rows while loading and marks the table busy', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows placeholder rows on the first load, without paging controls yet', () => {
    renderTable({ loading: true, rows: [], rowCount: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table', { name: 'Devices' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
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

  it('opens rows by click and keyboard, one tab stop, arrows between rows', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick, isRowHighlighted: (row) => row.hasError });
    await user.click(screen.getByRole('cell', { name: 'HP-0003' }));
    expect(onRowClick).toHaveBeenLastCalledWith(page1[2]);

    screen.getByRole('searchbox').focus();
    await user.tab(); // past the search box: the first row's turn... after the header buttons
    while (!document.activeElement?.matches('tr')) await user.tab();
    expect(document.activeElement).toBe(bodyRows()[2]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[4]);
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(page1[4]);
    await user.keyboard('{End} ');
    expect(onRowClick).toHaveBeenLastCalledWith(page1[24]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(bodyRows()[0]);

    expect(bodyRows()[8]).toHaveAttribute('data-highlighted');
    expect(bodyRows()[7]).not.toHaveAttribute('data-highlighted');
  });

  it('sorts a complete list itself in client mode, without paging', async () => {
    const user = userEvent.setup();
    renderTable({ mode: 'client', rows: makeDevices(6), rowCount: undefined });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
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

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
      expect(unitIds()).toHaveLength(10);
      expect(unitIds()[0]).toBe('HP-0011');

      // Sorting orders the whole list, not only the page in view.
      await user.click(screen.getByRole('button', { name: 'Unit ID' }));
      await user.click(screen.getByRole('button', { name: 'Unit ID' }));
      expect(unitIds()[0]).toBe('HP-0020');

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
      expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
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
});
