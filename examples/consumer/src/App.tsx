import { resolveApiBaseUrl } from '@hvac/console-api';
import type { DeviceListItem } from '@hvac/console-api';
import { formatDateTime, formatFileSize } from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { Button, DataTable, ToastProvider, useToast } from '@hvac/console-ui';
import { DeviceCard } from '@hvac/console-ui/widgets';
import { useState } from 'react';
import { page, productThemeClass } from './theme.css';

interface Upload {
  id: number;
  name: string;
  size: number;
  uploadedAt: string;
}

// Client data: the table pages, sorts and searches it in the browser.
const uploads: Upload[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  name: `Service report ${String(index + 1).padStart(2, '0')}`,
  size: 1024 * (index + 1) ** 3,
  uploadedAt: new Date(Date.UTC(2026, 2, index + 1, 9, 30)).toISOString(),
}));

const columns: DataTableColumn<Upload>[] = [
  { id: 'name', header: 'Name', value: (upload) => upload.name, sortable: true },
  {
    id: 'size',
    header: 'Size',
    value: (upload) => upload.size,
    cell: (upload) => formatFileSize(upload.size),
    sortable: true,
  },
  {
    id: 'uploadedAt',
    header: 'Uploaded',
    value: (upload) => upload.uploadedAt,
    cell: (upload) => formatDateTime(upload.uploadedAt, 'UTC'),
    sortable: true,
  },
];

const device: Pick<DeviceListItem, 'id' | 'unit_id' | 'device_type' | 'is_single_unit'> & {
  project: string;
} = {
  id: 42,
  unit_id: 'HP-0042',
  device_type: 'Heat pump',
  project: 'Harbour Offices',
  is_single_unit: true,
};

function Overview() {
  const toast = useToast();
  const [opened, setOpened] = useState<string>();
  const api = resolveApiBaseUrl({
    protocol: 'https:',
    hostname: 'acme.fleet.example.com',
    apiHost: 'api.example.com',
    defaultTenant: 'demo',
  });
  return (
    <main className={page}>
      <h1>Fleet overview</h1>
      <p>
        API of this tenant: <code>{api}</code>
      </p>
      <DeviceCard device={device} onActivate={(item) => setOpened(item.unit_id)} />
      {opened ? <p>Opened {opened}</p> : null}
      <Button onClick={() => toast.success('Report saved')}>Save report</Button>
      <DataTable<Upload>
        aria-label="Uploads"
        mode="client"
        paginate
        defaultPageSize={10}
        pageSizeOptions={[10, 20]}
        columns={columns}
        rows={uploads}
        getRowId={(upload) => String(upload.id)}
      />
    </main>
  );
}

export function App() {
  return (
    <div className={productThemeClass}>
      <ToastProvider>
        <Overview />
      </ToastProvider>
    </div>
  );
}
