import {
  createMockState,
  makeDevicesAndConfigurations,
  onlineStatus,
  makeProject,
  offlineStatus,
} from '@hvac/console-api/mocks';
import type { DeviceStatus } from '@hvac/console-api';
import type { RequestHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderPage, requests } from '../../../test/pageTest';
import TreeViewTab from './TreeViewTab';

// jsdom lays nothing out: give the scrolling tree the size a browser would, so its virtualized rows
// render, and a scrollIntoView that does nothing.
const sizes = ['clientHeight', 'clientWidth'] as const;
const hadScrollIntoView = 'scrollIntoView' in Element.prototype;
beforeAll(() => {
  if (!hadScrollIntoView) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value: () => undefined,
    });
  }
  for (const size of sizes) {
    Object.defineProperty(HTMLElement.prototype, size, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.getAttribute('role') !== 'tree') return 0;
        return size === 'clientHeight' ? Number.parseFloat(this.style.height) || 0 : 300;
      },
    });
  }
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
  if (!hadScrollIntoView) Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const renderTab = (state = createMockState(), handlers: RequestHandler[] = []) =>
  renderPage(<TreeViewTab project={makeProject({ id: 1 })} />, {
    path: '/projects/1/?tab=tree_plan',
    route: '/projects/:id/',
    state,
    handlers,
  });

/**
 * The project's devices with a write rule on the indoor set temperature (160–300 in tenths), which
 * the fixture's configuration lacks, in the given state.
 */
const writableSetTemperature = (status: DeviceStatus) =>
  http.get(
    ({ request }) => new URL(request.url).pathname === '/projects/1/devices_and_configurations/',
    () =>
      HttpResponse.json(
        makeDevicesAndConfigurations().map(({ device, configuration }) => ({
          device: { ...device, status },
          configuration: configuration && {
            ...configuration,
            indoor_unit_formulas: configuration.indoor_unit_formulas.map((formula) =>
              formula.data_meaning === 'Set temperature'
                ? { ...formula, min_value: 160, max_value: 300, scale: 10 }
                : formula,
            ),
          },
        })),
      ),
  );

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('TreeViewTab (projects.md §2 Project tree view)', () => {
  it('shows the devices as a tree and No Item Selected until something is chosen', async () => {
    renderTab();
    const tree = await screen.findByRole('tree', {
      name: 'Device Models, Systems and Indoor Units',
    });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(1);
    expect(item('BW-VRF-01')).toHaveAttribute('aria-level', '1');
    expect(item('BW-VRF-01')).toHaveAccessibleDescription('Climatek · CT-VRF 280');
    expect(screen.getByRole('heading', { name: 'No Item Selected' })).toBeVisible();
  });

  it('continues the page outline: its headings are h2 after the h2 cards, tables h3', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Device Models, Systems and Indoor Units',
      }),
    ).toBeVisible();
    await user.click(await screen.findByRole('treeitem', { name: 'BW-VRF-01' }));
    expect(screen.getByRole('heading', { level: 2, name: 'BW-VRF-01' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /Status Parameters/ })).toBeVisible();
  });

  it('follows the selection flow: a device, its system, its unit; a device again clears both', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('treeitem', { name: 'BW-VRF-01' }));
    // The device's facts, and its systems one level down.
    for (const [term, value] of [
      ['Unit ID', 'BW-VRF-01'],
      ['Firmware', '5.1.0'],
      ['Manufacturer', 'Climatek'],
      ['Model', 'CT-VRF 280'],
      ['Type', 'Heat recovery'],
    ]) {
      expect(screen.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    expect(await screen.findByText('Real-time parameters loaded successfully.')).toBeVisible();
    expect(item('System 1')).toHaveAttribute('aria-level', '2');

    await user.click(item('System 2'));
    expect(item('System 2')).toHaveAttribute('aria-selected', 'true');
    await user.click(item('Unit 3 · Open space'));
    expect(item('Unit 3 · Open space')).toHaveAttribute('aria-selected', 'true');
    expect(item('Unit 3 · Open space')).toHaveAttribute('aria-level', '3');
    expect(await screen.findByText('Real-time parameters loaded for indoor unit.')).toBeVisible();
    const status = screen.getByRole('table', { name: 'Status Parameters' });
    expect(status).toBeVisible();
    // Each parameter's name heads its row, so each value is announced with it.
    expect(
      within(status)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Set temperature', 'Operation mode']);
    expect(screen.getByRole('table', { name: 'Error Parameters' })).toBeVisible();
    expect(
      requests.some((request) => request.startsWith('POST /devices/1/device_parameters_realtime/')),
    ).toBe(true);

    // Choosing the device again clears the system and the unit: only the device is selected.
    await user.click(item('BW-VRF-01'));
    expect(item('BW-VRF-01')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('treeitem', { selected: true })).toHaveLength(1);
    expect(item('Unit 3 · Open space')).toHaveAttribute('aria-selected', 'false');
  });

  it('is keyboard operable: Tab in, Right opens, Down and Enter choose a system', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('treeitem', { name: 'BW-VRF-01' });
    await user.tab();
    expect(item('BW-VRF-01')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(item('System 1')).toHaveAttribute('aria-selected', 'true');
    expect(item('System 1')).toHaveFocus();
    expect(screen.getByText('Unit ID')).toBeVisible();
  });

  it('marks an offline device and its units in words and shows its last values as stale', async () => {
    const user = userEvent.setup();
    const state = createMockState();
    state.devices[0].status = offlineStatus(125, 'No answer within 2 s');
    renderTab(state);
    const device = await screen.findByRole('treeitem', { name: 'BW-VRF-01' });
    expect(device).toHaveAccessibleDescription('Offline · Climatek · CT-VRF 280');
    await user.click(device);
    expect(item('System 1')).toHaveAccessibleDescription('Offline · 2 indoor units');
    expect(screen.getByText('No answer within 2 s')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Status Parameters' });
    expect(screen.getByRole('region', { name: 'Status Parameters' })).toHaveAttribute('data-stale');
    expect((await within(table).findAllByText('(stale)')).length).toBeGreaterThan(0);
    // Their age counts from the last successful poll (the fixtures' fixed clock), and they read stale.
    const age = screen.getByText(/^updated \d+ (s|min|h) ago$/);
    expect(age).toHaveAttribute('dateTime', state.devices[0].status.last_seen);
    expect(screen.getByText('Stale')).toBeVisible();
  });

  it('gives an offline device one calm notice, no error toast, and Write disabled with the reason', async () => {
    const user = userEvent.setup();
    const state = createMockState();
    state.devices[0].status = offlineStatus(125, 'No answer within 2 s');
    renderTab(state, [writableSetTemperature(state.devices[0].status)]);
    await user.click(await screen.findByRole('treeitem', { name: 'BW-VRF-01' }));
    await user.click(item('System 2'));
    await user.click(item('Unit 3 · Open space'));
    const table = await screen.findByRole('table', { name: 'Status Parameters' });
    await within(table).findAllByText('(stale)');

    // One polite notice says since when the device is silent and why Write is off.
    const notices = screen
      .getAllByRole('status')
      .filter((region) => region.textContent?.includes('offline'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveAttribute('aria-live', 'polite');
    expect(notices[0]).toHaveTextContent(
      /^The device is offline since .+\. Values are from the last successful poll\./,
    );
    expect(notices[0]).toHaveTextContent(
      'The device is offline: writes are disabled until it answers again.',
    );
    // No red toast, and no 'loaded successfully' either: the notice says what the values are.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Failed to load real-time parameters/)).toBeNull();
    expect(screen.queryByText(/Real-time parameters loaded/)).toBeNull();

    // Write is disabled, described by the visible reason.
    const writes = within(table).getAllByRole('button', { name: /^Write / });
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes) {
      expect(write).toBeDisabled();
      expect(write).toHaveAccessibleDescription(/writes are disabled until it answers again/);
    }
  });

  it('keeps Write enabled and the notice empty while the device answers', async () => {
    const user = userEvent.setup();
    renderTab(createMockState(), [writableSetTemperature(onlineStatus())]);
    await user.click(await screen.findByRole('treeitem', { name: 'BW-VRF-01' }));
    await user.click(item('System 2'));
    await user.click(item('Unit 3 · Open space'));
    const table = await screen.findByRole('table', { name: 'Status Parameters' });
    const write = await within(table).findByRole('button', { name: 'Write Set temperature' });
    expect(write).toBeEnabled();
    expect(screen.queryByText(/The device is offline/)).toBeNull();
    // The values' age counts from the poll they come from.
    expect(screen.getByText(/^updated \d+ (s|min|h) ago$/)).toBeVisible();
  });
});
