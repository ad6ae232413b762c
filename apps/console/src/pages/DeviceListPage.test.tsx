import { MESSAGES } from '@hvac/console-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { movedTo, renderPage, requests } from '../test/pageTest';
import DeviceListPage from './DeviceListPage';

const renderDevices = (options: Partial<Parameters<typeof renderPage>[1]> = {}) =>
  renderPage(<DeviceListPage />, { path: '/devices/', route: '/devices/', ...options });

const rows = () =>
  within(screen.getByRole('table', { name: 'Devices' }))
    .getAllByRole('row')
    .slice(1);
const unitIds = () => rows().map((row) => row.firstElementChild?.textContent);

describe('DeviceListPage (console.md §2 Devices)', () => {
  it('lists the devices of the first page with their columns', async () => {
    renderDevices();
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'BW-VRF-01' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Unit ID',
      'State',
      'Last Seen',
      'Last Error',
      'Active',
      'Device Type',
      'Project Name',
      'Firmware Version',
    ]);
    const first = rows()[0];
    expect(
      within(first).getByRole('cell', { name: 'Belgrade Waterfront Tower' }),
    ).toBeInTheDocument();
    expect(requests).toContain('GET /devices/slim/?page=1&page_size=25');
  });

  it('searches on the server and keeps the search in the address', async () => {
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole('cell', { name: 'BW-VRF-01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'ns-hp{Enter}');
    await screen.findByText('1–1 of 1');
    expect(unitIds()).toEqual(['NS-HP-01']);
    expect(requests.some((request) => request.includes('search=ns-hp'))).toBe(true);
  });

  it('sorts by a column through the server ordering', async () => {
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole('cell', { name: 'BW-VRF-01' });
    await user.click(screen.getByRole('button', { name: 'Unit ID' }));
    await user.click(screen.getByRole('button', { name: 'Unit ID' }));
    expect(await screen.findByRole('columnheader', { name: 'Unit ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(requests.some((request) => request.includes('ordering=-unit_id'))).toBe(true);
    const sorted = [...unitIds()].sort().reverse();
    expect(unitIds()).toEqual(sorted);
  });

  it('shows the state of each device in words with its last seen time and last error', async () => {
    renderDevices();
    await screen.findByRole('cell', { name: 'BW-VRF-01' });
    const offline = rows().find((row) => row.textContent?.includes('BW-VRF-02'));
    expect(offline).toHaveTextContent('Offline');
    expect(offline).toHaveTextContent(/March 14, 2026 at \d\d:\d\d/);
    expect(
      within(offline as HTMLElement).getByRole('cell', { name: 'No answer within 2 s' }),
    ).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Online');
    // No error to tell: a dash, not an empty cell.
    expect(within(rows()[0]).getAllByRole('cell')[3]).toHaveTextContent(MESSAGES.NOT_AVAILABLE);
  });

  it('filters by state on the server and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole('cell', { name: 'BW-VRF-01' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'offline');
    await screen.findByText('1–1 of 1');
    expect(unitIds()).toEqual(['BW-VRF-02']);
    expect(requests).toContain('GET /devices/slim/?page=1&page_size=25&state=offline');
    // The table's own query keeps the filter: a search narrows the offline devices.
    await user.type(screen.getByRole('searchbox', { name: 'Search devices' }), 'zzz{Enter}');
    await screen.findByText(MESSAGES.NO_DEVICES);
    expect(requests.some((request) => /search=zzz.*state=offline/.test(request))).toBe(true);
  });

  it('sorts by state and by last seen through the server ordering', async () => {
    const user = userEvent.setup();
    renderDevices();
    await screen.findByRole('cell', { name: 'BW-VRF-01' });
    await user.click(screen.getByRole('button', { name: 'State' }));
    expect(await screen.findByRole('columnheader', { name: 'State' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(requests.some((request) => request.includes('ordering=state'))).toBe(true);
    await waitFor(() => expect(unitIds()[0]).toBe('BW-VRF-02'));
    await user.click(screen.getByRole('button', { name: 'Last Seen' }));
    await waitFor(() =>
      expect(requests.some((request) => request.includes('ordering=last_seen'))).toBe(true),
    );
  });

  it('opens a multi-unit device and a single-unit device at their own views', async () => {
    const user = userEvent.setup();
    renderDevices();
    await user.click(await screen.findByRole('cell', { name: 'NS-HP-01' }));
    expect(await movedTo('/devices/2/single/')).toBeInTheDocument();
  });

  it('says when there are no devices', async () => {
    const { createMockState } = await import('@hvac/console-api/mocks');
    renderDevices({ state: createMockState({ devices: [] }) });
    expect(await screen.findByText(MESSAGES.NO_DEVICES)).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    renderDevices({ failures: { 'GET /devices/slim/': 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.FAILED_TO_LOAD_DEVICES);
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('alert');
    expect(requests.length).toBeGreaterThan(before);
  });

  it('tells a user without permission so instead of failing silently', async () => {
    renderDevices({ failures: { 'GET /devices/slim/': 403 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.NOT_ALLOWED);
  });
});
