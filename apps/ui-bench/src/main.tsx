import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, lightThemeClass } from '@hvac/console-ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ColDef, GridApi } from 'ag-grid-community';
import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { BenchRow } from './data';
import { filterRows, makeRows, sortRows } from './data';

// The same 10,000 rows, six columns, the same 1200 × 560 px viewport for the three tables: our
// DataTable in client mode (it sorts and filters its own rows), AG Grid (client-side row model,
// quick filter) and a plain table virtualized by TanStack Virtual with the sort and filter written
// by hand (the floor: nothing but the virtualizer). Each is driven the way its owner drives it.
ModuleRegistry.registerModules([AllCommunityModule]);

const WIDTH = 1200;
const HEIGHT = 560;
const ROW_HEIGHT = 37;
const rows = makeRows(10_000);
const stage = document.getElementById('stage') ?? document.body;

export type TableName = 'ours' | 'aggrid' | 'tanstack';

interface Controls {
  setSearch: (search: string) => void;
  sortByName: () => void;
}

let controls: Controls | null = null;

/** Hands the bench the mounted table's sort and filter (after render, as React wants). */
function useControls(next: Controls) {
  useLayoutEffect(() => {
    controls = next;
  });
}
let unmountCurrent: (() => void) | null = null;
let host: HTMLElement | null = null;

/** Resolves once the frame after the current work has been painted. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }),
  );
}

const ourColumns: DataTableColumn<BenchRow>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, sortable: true, align: 'end', width: '6rem' },
  { id: 'name', header: 'Unit Name', value: (row) => row.name, sortable: true },
  { id: 'model', header: 'Model', value: (row) => row.model, sortable: true },
  { id: 'project', header: 'Project', value: (row) => row.project, sortable: true },
  { id: 'status', header: 'Status', value: (row) => row.status, sortable: true },
  {
    id: 'temperature',
    header: 'Temperature',
    value: (row) => row.temperature,
    sortable: true,
    align: 'end',
  },
];

function Ours() {
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<string | null>(null);
  useControls({
    setSearch,
    sortByName: () => setOrdering((current) => (current === 'name' ? '-name' : 'name')),
  });
  return (
    <DataTable<BenchRow>
      aria-label="Units"
      mode="client"
      columns={ourColumns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      search={search}
      onSearchChange={setSearch}
      ordering={ordering}
      onOrderingChange={setOrdering}
      maxBodyHeight={HEIGHT}
    />
  );
}

const agColumns: ColDef<BenchRow>[] = [
  { field: 'id', headerName: 'ID', width: 96 },
  { field: 'name', headerName: 'Unit Name', flex: 1 },
  { field: 'model', headerName: 'Model', flex: 1 },
  { field: 'project', headerName: 'Project', flex: 1 },
  { field: 'status', headerName: 'Status', flex: 1 },
  { field: 'temperature', headerName: 'Temperature', flex: 1 },
];

function AgGrid() {
  const api = useRef<GridApi<BenchRow> | null>(null);
  useControls({
    setSearch: (search) => api.current?.setGridOption('quickFilterText', search),
    sortByName: () => {
      const sort = api.current?.getColumnState().find((column) => column.colId === 'name')?.sort;
      api.current?.applyColumnState({
        state: [{ colId: 'name', sort: sort === 'asc' ? 'desc' : 'asc' }],
        defaultState: { sort: null },
      });
    },
  });
  return (
    <div style={{ width: WIDTH, height: HEIGHT + 48 }}>
      <AgGridReact<BenchRow>
        rowData={rows}
        columnDefs={agColumns}
        rowHeight={ROW_HEIGHT}
        // Ours does not animate rows either (AG Grid's fade would count as work not yet painted).
        animateRows={false}
        getRowId={(params) => String(params.data.id)}
        onGridReady={(event) => {
          api.current = event.api;
        }}
      />
    </div>
  );
}

function PlainVirtual() {
  const [search, setSearch] = useState('');
  const [descending, setDescending] = useState<boolean | null>(null);
  useControls({
    setSearch,
    sortByName: () => setDescending((current) => current === false),
  });
  const shown = useMemo(() => {
    const filtered = filterRows(rows, search);
    return descending === null ? filtered : sortRows(filtered, 'name', descending);
  }, [search, descending]);
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders its owner
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: WIDTH, height: HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scroller} style={{ width: WIDTH, maxHeight: HEIGHT, overflowY: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {agColumns.map((column) => (
              <th key={column.field}>{column.headerName}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr style={{ height: before }} />}
          {items.map((item) => {
            const row = shown[item.index];
            if (!row) return null;
            return (
              <tr key={row.id} style={{ height: ROW_HEIGHT }}>
                <td>{row.id}</td>
                <td>{row.name}</td>
                <td>{row.model}</td>
                <td>{row.project}</td>
                <td>{row.status}</td>
                <td>{row.temperature}</td>
              </tr>
            );
          })}
          {after > 0 && <tr style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}

const components: Record<TableName, () => React.JSX.Element> = {
  ours: Ours,
  aggrid: AgGrid,
  tanstack: PlainVirtual,
};

/** The element that scrolls the rows: the first descendant taller inside than outside. */
function scroller(): HTMLElement {
  for (const element of host?.querySelectorAll<HTMLElement>('*') ?? []) {
    const overflow = getComputedStyle(element).overflowY;
    if (
      (overflow === 'auto' || overflow === 'scroll') &&
      element.scrollHeight > element.clientHeight + 100
    )
      return element;
  }
  throw new Error('no scrolling element');
}

/** Resolves after the current task (a message, not a timer: no clamping). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
}

/**
 * Resolves when `check` holds, polled after each task (the time it takes is the table's work).
 * Polling once per frame instead would round every figure up to the next frame after the check.
 */
async function until(check: () => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('the table did not get there');
    await nextTask();
  }
}

/** Phases at which a timed change starts, spread across a 60 Hz frame. */
const PHASES = [0, 4, 8, 12];

/**
 * Waits for a frame, then `ms`: a change made right after a frame waits longer for the next one
 * than a change made just before it, so each measure repeats its change at each of PHASES and
 * takes the mean (one phase, the same every time, favoured whichever table's step ended nearest
 * to a frame).
 */
async function atPhase(ms: number): Promise<void> {
  await nextPaint();
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The mean of `measure` started at each of PHASES (after `prepare`, untimed, when given). */
async function overPhases(
  measure: () => Promise<number>,
  prepare?: () => Promise<void>,
): Promise<number> {
  let total = 0;
  for (const phase of PHASES) {
    await prepare?.();
    await atPhase(phase);
    total += await measure();
  }
  return total / PHASES.length;
}

/** Rows on screen whose text contains `text` (any row of data when omitted). */
function visibleRowsWith(text?: string): number {
  let count = 0;
  for (const row of host?.querySelectorAll('[role="row"], tr') ?? []) {
    const content = row.textContent ?? '';
    if (text === undefined ? /AHU-\d{5}/.test(content) : content.includes(text)) count += 1;
  }
  return count;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const bench = {
  rows: rows.length,
  /** Data in hand to the first rows painted. */
  async mount(name: TableName): Promise<number> {
    host = document.createElement('div');
    host.className = lightThemeClass;
    host.style.width = `${WIDTH}px`;
    stage.append(host);
    const root = createRoot(host);
    const Table = components[name];
    const start = performance.now();
    flushSync(() => root.render(<Table />));
    await until(() => visibleRowsWith() > 12);
    await nextPaint();
    const took = performance.now() - start;
    unmountCurrent = () => {
      root.unmount();
      host?.remove();
      host = null;
      controls = null;
    };
    return took;
  },
  /** Sort by name, ascending and descending in turn at each phase: click to painted, the mean. */
  async sort(): Promise<number> {
    const names = rows.map((row) => row.name).sort();
    const expectations = [names[0] ?? '', names.at(-1) ?? ''];
    let next = 0;
    return overPhases(async () => {
      const expected = expectations[next % 2] ?? '';
      next += 1;
      const start = performance.now();
      controls?.sortByName();
      await until(() => visibleRowsWith(expected) > 0);
      await nextPaint();
      return performance.now() - start;
    });
  },
  /** 40 scroll steps of 15 rows, each set to painted; the 95th percentile. */
  async scroll(): Promise<number> {
    const element = scroller();
    const times: number[] = [];
    for (let step = 1; step <= 40; step += 1) {
      const start = performance.now();
      element.scrollTop = step * 15 * ROW_HEIGHT;
      await nextPaint();
      times.push(performance.now() - start);
    }
    element.scrollTop = 0;
    await nextPaint();
    return percentile(times, 95);
  },
  /** Big scroll jumps (top, 25 %, 75 %, end, middle): set to painted, summed. */
  async jumps(): Promise<number> {
    const element = scroller();
    let total = 0;
    for (const at of [0.25, 0.75, 1, 0.5, 0]) {
      const start = performance.now();
      element.scrollTop = at * (element.scrollHeight - element.clientHeight);
      await nextPaint();
      await nextPaint();
      total += performance.now() - start;
    }
    return total;
  },
  /**
   * A filter that keeps one row in a hundred: set to painted, and cleared to painted, each at
   * every phase; the mean of the two means.
   */
  async filter(): Promise<number> {
    const narrow = async () => {
      controls?.setSearch('AHU-0042');
      await until(
        () => visibleRowsWith('AHU-0042') > 0 && visibleRowsWith() === visibleRowsWith('AHU-0042'),
      );
    };
    const widen = async () => {
      controls?.setSearch('');
      await until(() => visibleRowsWith() > 12);
    };
    /** A change, to painted. */
    const timed = (change: () => Promise<void>) => async () => {
      const start = performance.now();
      await change();
      await nextPaint();
      return performance.now() - start;
    };
    const narrowed = await overPhases(timed(narrow), widen);
    const cleared = await overPhases(timed(widen), narrow);
    return (narrowed + cleared) / 2;
  },
  unmount(): void {
    unmountCurrent?.();
    unmountCurrent = null;
  },
};

declare global {
  interface Window {
    uiBench: typeof bench;
  }
}
window.uiBench = bench;
