import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagedTableQuery } from './pagedTableQuery';
import { initialPagedTableQuery } from './pagedTableQuery';
import type { DataTableColumn, UsePagedTableOptions } from './usePagedTable';
import { usePagedTable } from './usePagedTable';

interface Device {
  id: number;
  unitId: string;
  version: string;
}

const columns: DataTableColumn<Device>[] = [
  { id: 'unit_id', header: 'Unit ID', value: (row) => row.unitId, sortable: true },
  {
    id: 'firmware',
    header: 'Firmware Version',
    value: (row) => row.version,
    sortable: true,
    orderingField: 'version',
  },
  { id: 'project', header: 'Project Name', value: () => 'Tower' },
];

const rows: Device[] = [
  { id: 1, unitId: 'B-2', version: '1.10' },
  { id: 2, unitId: 'A-1', version: '1.2' },
  { id: 3, unitId: 'C-3', version: '2.0' },
];

function setup(overrides: Partial<UsePagedTableOptions<Device>> = {}) {
  const onQueryChange = vi.fn<(query: PagedTableQuery) => void>();
  const view = renderHook((props: Partial<UsePagedTableOptions<Device>>) =>
    usePagedTable<Device>({
      columns,
      rows,
      getRowId: (row) => String(row.id),
      rowCount: 132,
      onQueryChange,
      ...overrides,
      ...props,
    }),
  );
  return { ...view, onQueryChange };
}

describe('usePagedTable (server mode)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on page 1 with 25 rows a page and offers 10, 20, 25, 50 and 100', () => {
    const { result, onQueryChange } = setup();
    expect(result.current.query).toEqual({
      page: 1,
      pageSize: 25,
      ordering: undefined,
      search: undefined,
    });
    expect(result.current.pageSizeChoices).toEqual([10, 20, 25, 50, 100]);
    expect(result.current.pageCount).toBe(6);
    expect(result.current.range).toEqual({ from: 1, to: 25, total: 132 });
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it('takes page sizes and a default per table', () => {
    const { result } = setup({ pageSizeOptions: [24, 48, 72], defaultPageSize: 24 });
    expect(result.current.pageSize).toBe(24);
    expect(result.current.pageSizeChoices).toEqual([24, 48, 72]);
  });

  it('offers only its own page sizes when it has them, controlled or not (no 25 slipped in)', () => {
    const uncontrolled = setup({ pageSizeOptions: [24, 48, 72] }).result;
    expect(uncontrolled.current.pageSize).toBe(24);
    expect(uncontrolled.current.pageSizeChoices).toEqual([24, 48, 72]);
    const controlled = setup({ pageSizeOptions: [24, 48, 72], pageSize: 48 }).result;
    expect(controlled.current.pageSizeChoices).toEqual([24, 48, 72]);
  });

  it('pages forward and back and reports each page', () => {
    const { result, onQueryChange } = setup();
    act(() => result.current.nextPage());
    expect(result.current.page).toBe(2);
    expect(result.current.range).toEqual({ from: 26, to: 50, total: 132 });
    expect(onQueryChange).toHaveBeenLastCalledWith({
      page: 2,
      pageSize: 25,
      ordering: undefined,
      search: undefined,
    });
    act(() => result.current.setPage(6));
    expect(result.current.range).toEqual({ from: 126, to: 132, total: 132 });
    expect(result.current.canNextPage).toBe(false);
    act(() => result.current.previousPage());
    expect(result.current.page).toBe(5);
    expect(onQueryChange).toHaveBeenCalledTimes(3);
  });

  it('returns to page 1 when the page size changes', () => {
    const { result, onQueryChange } = setup({ defaultPage: 3 });
    act(() => result.current.setPageSize(50));
    expect(result.current.page).toBe(1);
    expect(result.current.pageSize).toBe(50);
    expect(result.current.pageCount).toBe(3);
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 50,
      ordering: undefined,
      search: undefined,
    });
  });

  it('returns to page 1 when the order changes', () => {
    const { result, onQueryChange } = setup({ defaultPage: 2 });
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.page).toBe(1);
    expect(onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 25,
      ordering: 'unit_id',
      search: undefined,
    });
  });

  it('sorts binary: ascending first, then flips, never unsorted', () => {
    const { result, onQueryChange } = setup();
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.ordering).toBe('unit_id');
    expect(result.current.getSortDirection('unit_id')).toBe('asc');
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.ordering).toBe('-unit_id');
    expect(result.current.getSortDirection('unit_id')).toBe('desc');
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.ordering).toBe('unit_id');
    expect(onQueryChange.mock.calls.map(([query]) => query.ordering)).toEqual([
      'unit_id',
      '-unit_id',
      'unit_id',
    ]);
  });

  it('sorts by the API field of a column and restarts ascending on another column', () => {
    const { result } = setup({ defaultOrdering: '-unit_id' });
    expect(result.current.getSortDirection('unit_id')).toBe('desc');
    act(() => result.current.toggleSort('firmware'));
    expect(result.current.ordering).toBe('version');
    expect(result.current.getSortDirection('firmware')).toBe('asc');
    expect(result.current.getSortDirection('unit_id')).toBeUndefined();
    act(() => result.current.toggleSort('project'));
    expect(result.current.ordering).toBe('version');
  });

  it('leaves server rows in the order they came (the server sorts)', () => {
    const { result } = setup({ defaultOrdering: 'unit_id' });
    expect(result.current.rows.map((row) => row.original.unitId)).toEqual(['B-2', 'A-1', 'C-3']);
  });

  it('commits the search once, 300 ms after typing stops, and returns to page 1', () => {
    const { result, onQueryChange } = setup({ defaultPage: 4 });
    act(() => result.current.setSearchText('t'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => result.current.setSearchText('to'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => result.current.setSearchText('tow'));
    expect(result.current.searchText).toBe('tow');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
    expect(result.current.page).toBe(4);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith({
      page: 1,
      pageSize: 25,
      ordering: undefined,
      search: 'tow',
    });
    expect(result.current.page).toBe(1);
  });

  it('does not re-request when the text ends where it started', () => {
    const { result, onQueryChange } = setup({ defaultSearch: 'abc' });
    expect(result.current.searchText).toBe('abc');
    act(() => result.current.setSearchText('ab'));
    act(() => result.current.setSearchText('abc '));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it('commits a pending search at once on flush', () => {
    const { result, onQueryChange } = setup();
    act(() => result.current.setSearchText('acme'));
    act(() => result.current.flushSearch());
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
  });

  it('follows controlled props and asks its owner for changes', () => {
    const onPageChange = vi.fn();
    const onSearchChange = vi.fn();
    const { result, rerender } = setup({ page: 2, onPageChange, search: '', onSearchChange });
    act(() => result.current.nextPage());
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(result.current.page).toBe(2);
    rerender({ page: 3, search: 'reset' });
    expect(result.current.page).toBe(3);
    expect(result.current.searchText).toBe('reset');
  });
});

describe('usePagedTable (client mode)', () => {
  it('sorts the complete list itself and never pages', () => {
    const onQueryChange = vi.fn();
    const { result } = renderHook(() =>
      usePagedTable<Device>({
        columns,
        rows,
        getRowId: (row) => String(row.id),
        mode: 'client',
        onQueryChange,
      }),
    );
    expect(result.current.rows.map((row) => row.original.unitId)).toEqual(['B-2', 'A-1', 'C-3']);
    expect(result.current.pageCount).toBe(1);
    expect(result.current.canNextPage).toBe(false);
    expect(result.current.range).toEqual({ from: 1, to: 3, total: 3 });
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.rows.map((row) => row.original.unitId)).toEqual(['A-1', 'B-2', 'C-3']);
    act(() => result.current.toggleSort('unit_id'));
    expect(result.current.rows.map((row) => row.original.unitId)).toEqual(['C-3', 'B-2', 'A-1']);
    act(() => result.current.toggleSort('firmware'));
    // alphanumeric: 1.2 before 1.10
    expect(result.current.rows.map((row) => row.original.version)).toEqual(['1.2', '1.10', '2.0']);
  });
});

describe('initialPagedTableQuery', () => {
  it('matches what the hook starts with, so the owner can fetch the first page', () => {
    const { result } = renderHook(() =>
      usePagedTable<Device>({
        columns,
        rows,
        getRowId: (row) => String(row.id),
        defaultPageSize: 50,
        defaultOrdering: '-unit_id',
      }),
    );
    expect(initialPagedTableQuery({ pageSize: 50, ordering: '-unit_id' })).toEqual(
      result.current.query,
    );
    expect(initialPagedTableQuery()).toEqual({
      page: 1,
      pageSize: 25,
      ordering: undefined,
      search: undefined,
    });
  });
});

describe('usePagedTable (client sort order)', () => {
  interface Unit {
    id: number;
    name: string;
    temperature: number | null;
    seen: Date | null;
  }
  const unitColumns: DataTableColumn<Unit>[] = [
    { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
    { id: 'temperature', header: 'Temperature', value: (row) => row.temperature, sortable: true },
    { id: 'seen', header: 'Seen', value: (row) => row.seen, sortable: true },
  ];
  const units: Unit[] = [
    { id: 1, name: 'Unit 10', temperature: 21.5, seen: new Date('2026-01-03') },
    { id: 2, name: 'unit 2', temperature: null, seen: null },
    { id: 3, name: '', temperature: -4, seen: new Date('2026-01-01') },
    { id: 4, name: 'Unit 1', temperature: 100, seen: new Date('2026-01-02') },
    { id: 5, name: 'Boiler', temperature: 9, seen: new Date('2026-01-04') },
  ];
  const idsBy = (ordering: string) => {
    const { result } = renderHook(() =>
      usePagedTable<Unit>({
        mode: 'client',
        columns: unitColumns,
        rows: units,
        getRowId: (row) => String(row.id),
        ordering,
      }),
    );
    return result.current.rows.map((row) => row.original.id);
  };

  it('orders text naturally and in any case, numbers and dates by value', () => {
    expect(idsBy('name')).toEqual([5, 4, 2, 1, 3]);
    expect(idsBy('temperature')).toEqual([3, 5, 1, 4, 2]);
    expect(idsBy('seen')).toEqual([3, 4, 1, 5, 2]);
  });

  it('puts empty values last in both directions', () => {
    expect(idsBy('-name')).toEqual([1, 2, 4, 5, 3]);
    expect(idsBy('-temperature')).toEqual([4, 1, 5, 3, 2]);
    expect(idsBy('-seen')).toEqual([5, 1, 4, 3, 2]);
  });
});

describe('usePagedTable (client search)', () => {
  it('applies a client list’s search at the keystroke, with no debounce', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() =>
        usePagedTable<Device>({ mode: 'client', columns, rows, getRowId: (row) => String(row.id) }),
      );
      act(() => result.current.setSearchText('c-3'));
      expect(result.current.rows.map((row) => row.original.id)).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usePagedTable (client search over a sorted, filtered list)', () => {
  const more: Device[] = [
    ...rows,
    { id: 4, unitId: 'A-10', version: '3.1' },
    { id: 5, unitId: 'B-20', version: '1.0' },
  ];
  function client(filter?: (row: Device) => boolean) {
    return renderHook(
      ({ search }: { search: string }) =>
        usePagedTable<Device>({
          mode: 'client',
          columns,
          rows: more,
          getRowId: (row) => String(row.id),
          ordering: '-unit_id',
          search,
          filter,
        }),
      { initialProps: { search: '' } },
    );
  }
  const ids = (view: ReturnType<typeof client>) =>
    view.result.current.rows.map((row) => row.original.id);

  it('keeps the sort order while searching and after the search is cleared', () => {
    const view = client();
    expect(ids(view)).toEqual([3, 5, 1, 4, 2]);
    view.rerender({ search: '1' });
    // 'B-2' has version 1.10, 'A-1' and 'A-10' their ids, 'B-20' version 1.0.
    expect(ids(view)).toEqual([5, 1, 4, 2]);
    expect(view.result.current.range).toEqual({ from: 1, to: 4, total: 4 });
    view.rerender({ search: 'a-1' });
    expect(ids(view)).toEqual([4, 2]);
    view.rerender({ search: '' });
    expect(ids(view)).toEqual([3, 5, 1, 4, 2]);
    expect(view.result.current.range).toEqual({ from: 1, to: 5, total: 5 });
  });

  it('matches within one cell, not across two, in any case', () => {
    const view = client();
    view.rerender({ search: 'B-2' });
    expect(ids(view)).toEqual([5, 1]);
    // 'C-3' then '2.0': the text of two cells side by side is not searched.
    view.rerender({ search: 'C-32' });
    expect(ids(view)).toEqual([]);
    view.rerender({ search: 'tower' });
    expect(ids(view)).toHaveLength(5);
  });

  it('applies the filter and the search together', () => {
    const view = client((row) => row.version.startsWith('1.'));
    expect(ids(view)).toEqual([5, 1, 2]);
    view.rerender({ search: 'b-' });
    expect(ids(view)).toEqual([5, 1]);
  });
});
