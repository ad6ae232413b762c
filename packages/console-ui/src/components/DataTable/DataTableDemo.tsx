import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@hvac/console-domain';
import type { DataTableProps } from './DataTable';
import { DataTable } from './DataTable';
import type { DeviceRow } from './fixtures';
import { deviceColumns, makeDevices, serveDevices } from './fixtures';
import type { PagedTableQuery } from './pagedTableQuery';
import { initialPagedTableQuery } from './pagedTableQuery';

export interface DataTableDemoProps extends Omit<
  DataTableProps<DeviceRow>,
  'columns' | 'rows' | 'getRowId' | 'rowCount'
> {
  /** Devices on the pretend server. */
  total?: number;
  /** Rows of a client-side table, used as they are. */
  rows?: DeviceRow[];
}

/** Stories' harness: the device table fed by an in-memory server that answers each query. */
export function DataTableDemo({
  total = 132,
  rows,
  onQueryChange,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  ...props
}: DataTableDemoProps) {
  const devices = useMemo(() => makeDevices(total), [total]);
  const [query, setQuery] = useState<PagedTableQuery>(() =>
    initialPagedTableQuery({
      page: props.defaultPage,
      pageSize: defaultPageSize,
      ordering: props.defaultOrdering,
      search: props.defaultSearch,
    }),
  );
  const answer = useMemo(() => serveDevices(devices, query), [devices, query]);
  return (
    <DataTable<DeviceRow>
      columns={deviceColumns}
      rows={rows ?? answer.rows}
      rowCount={rows ? rows.length : answer.count}
      getRowId={(row) => String(row.id)}
      defaultPageSize={defaultPageSize}
      onQueryChange={(next) => {
        setQuery(next);
        onQueryChange?.(next);
      }}
      {...props}
    />
  );
}
