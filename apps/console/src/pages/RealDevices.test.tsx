import type { PermissionType } from '@hvac/console-api';
import {
  createMockState,
  makeCurrentUser,
  makeDeviceModelFile,
  offlineStatus,
} from '@hvac/console-api/mocks';
import { DEVICE_MESSAGES } from '@hvac/console-domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';

import { movedTo, renderPage, requests } from '../test/pageTest';
import DashboardPage from './DashboardPage';
import DeviceDetailPage from './DeviceDetailPage';
import DeviceModelsPage from './DeviceModelsPage';
import ProjectDetailPage from './ProjectDetailPage';

function stateAs(permission: PermissionType) {
  return createMockState({ currentUser: makeCurrentUser({ permission_type: permission }) });
}

const renderProject = (state = createMockState()) =>
  renderPage(<ProjectDetailPage />, { path: '/projects/1/', route: '/projects/:id/', state });

const devicesCard = () => screen.findByRole('region', { name: 'Devices' });

describe('the project’s Devices card', { timeout: 30_000 }, () => {
  it('counts online and offline devices and adds a device by keyboard', async () => {
    const user = userEvent.setup();
    const { state } = renderProject();
    const card = await devicesCard();
    expect(card).toHaveTextContent('1 online, 0 offline');
    within(card).getByRole('button', { name: 'Add Device' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Device' });
    const model = within(dialog).getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'aquatherm-at-hp-12');
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit ID/ }), 'HP-9');
    await user.type(within(dialog).getByRole('textbox', { name: /^Host/ }), '127.0.0.1');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Modbus unit/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Modbus unit/ }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Check Connection' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Answered in 12 ms');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(DEVICE_MESSAGES.DEVICE_ADDED)).toBeInTheDocument();
    // The new device shows in the card at once, not yet polled.
    await waitFor(async () =>
      expect(await devicesCard()).toHaveTextContent('1 online, 0 offline, 1 not yet polled'),
    );
    expect(state.projects[0].devices.map((device) => device.unit_id)).toContain('HP-9');
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderProject();
    await user.click(within(await devicesCard()).getByRole('button', { name: 'Add Device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Device' });
    const model = within(dialog).getByRole('combobox', { name: /Model/ });
    await waitFor(() => expect(model).toBeEnabled());
    await user.selectOptions(model, 'aquatherm-at-hp-12');
    await user.type(within(dialog).getByRole('textbox', { name: /^Unit ID/ }), 'HP-9');
    await user.type(within(dialog).getByRole('textbox', { name: /^Host/ }), '10.9.9.9');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const host = within(dialog).getByRole('textbox', { name: /^Host/ });
    await waitFor(() =>
      expect(host).toHaveAccessibleDescription(
        expect.stringContaining(DEVICE_MESSAGES.HOST_NOT_ALLOWED),
      ),
    );
    expect(host).toHaveValue('10.9.9.9');
    expect(within(dialog).getByRole('textbox', { name: /^Unit ID/ })).toHaveValue('HP-9');
    expect((await axe(document.body)).violations).toEqual([]);
  });

  it('removes a device after a confirmation naming what goes with it', async () => {
    const user = userEvent.setup();
    const { state } = renderProject();
    await user.click(within(await devicesCard()).getByRole('button', { name: 'Remove BW-VRF-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Device BW-VRF-01' });
    expect(dialog).toHaveTextContent(
      'BW-VRF-01 and its 2 systems and 3 indoor units, with their history',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(DEVICE_MESSAGES.DEVICE_REMOVED)).toBeInTheDocument();
    expect(state.devices.map((device) => device.id)).not.toContain(1);
    // Focus stays in the card: on Add Device, not lost to the page with the removed button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Device' })).toHaveFocus());
  });

  it('edits a device from its values', async () => {
    const user = userEvent.setup();
    const { state } = renderProject();
    await user.click(within(await devicesCard()).getByRole('button', { name: 'Edit BW-VRF-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Device' });
    expect(within(dialog).getByRole('textbox', { name: /^Host/ })).toHaveValue('127.0.0.1');
    expect(within(dialog).getAllByRole('textbox', { name: /^System number/ })).toHaveLength(2);
    const unitId = within(dialog).getByRole('textbox', { name: /^Unit ID/ });
    await user.clear(unitId);
    await user.type(unitId, 'BW-VRF-01A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DEVICE_MESSAGES.DEVICE_UPDATED)).toBeInTheDocument();
    expect(state.devices[0].unit_id).toBe('BW-VRF-01A');
    expect(requests).toContain('PATCH /devices/1/');
  });

  it('asks before a save removes a unit with data, saying what goes; Cancel keeps it, confirming saves', async () => {
    const user = userEvent.setup();
    const { state } = renderProject();
    const reception = state.projects[0].devices[0].units?.[0].indoor_units?.[0];
    await user.click(within(await devicesCard()).getByRole('button', { name: 'Edit BW-VRF-01' }));
    // The form's chunk loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Device' }, { timeout: 10_000 });
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove indoor unit 1 of System 1' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', {
      name: DEVICE_MESSAGES.REMOVE_UNITS_TITLE,
    });
    // The floor plan's Reception area stands on that unit.
    expect(question).toHaveAccessibleDescription(
      expect.stringContaining('System 1 · Unit 1 · Reception: 1 floor-plan area'),
    );
    expect((await axe(document.body)).violations).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DEVICE_MESSAGES.REMOVE_UNITS_TITLE })).toBeNull(),
    );
    // Nothing saved: the form stays open with what was typed, the unit is still there.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEVICE_MESSAGES.UNITS_KEPT);
    expect(state.projects[0].devices[0].units?.[0].indoor_units?.[0]).toEqual(reception);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: DEVICE_MESSAGES.REMOVE_UNITS_TITLE });
    await user.click(
      within(again).getByRole('button', { name: DEVICE_MESSAGES.REMOVE_UNITS_CONFIRM }),
    );
    expect(await screen.findByText(DEVICE_MESSAGES.DEVICE_UPDATED)).toBeInTheDocument();
    const units = state.projects[0].devices[0].units ?? [];
    expect(units[0].indoor_units?.map((unit) => unit.name)).toEqual(['Meeting room']);
    // The units that stay keep their ids.
    expect(units[0].indoor_units?.[0].id).toBe(2);
    expect(units[1].indoor_units?.[0].id).toBe(3);
  });

  it.each<[PermissionType, boolean]>([
    ['company_admin', true],
    ['company_manager', true],
    ['company_operator', false],
    ['company_spectator', false],
  ])('%s sees Add, Edit and Remove: %s', async (permission, allowed) => {
    renderProject(stateAs(permission));
    const card = await devicesCard();
    // The user is known once the card's Open link is there.
    await within(card).findByRole('link', { name: 'Open BW-VRF-01' });
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Add Device' }) !== null).toBe(allowed),
    );
    expect(within(card).queryByRole('button', { name: 'Edit BW-VRF-01' }) !== null).toBe(allowed);
    expect(within(card).queryByRole('button', { name: 'Remove BW-VRF-01' }) !== null).toBe(allowed);
  });
});

describe('the device page header', { timeout: 30_000 }, () => {
  it('says an offline device is offline, since when and why, and marks its values stale', async () => {
    const state = createMockState();
    state.devices[0].status = offlineStatus(125, 'Connection refused');
    renderPage(<DeviceDetailPage />, { path: '/devices/1/', route: '/devices/:id/', state });
    expect(await screen.findByText('Connection refused')).toBeInTheDocument();
    expect(screen.getAllByText('Offline')[0]).toBeInTheDocument();
    expect(screen.getByText('Last seen')).toBeInTheDocument();
    expect((await screen.findAllByText('Stale')).length).toBeGreaterThan(0);
  });

  it('offers Edit and Remove to an editor; Remove returns to the project', async () => {
    const user = userEvent.setup();
    renderPage(<DeviceDetailPage />, { path: '/devices/1/', route: '/devices/:id/' });
    await user.click(await screen.findByRole('button', { name: 'Remove BW-VRF-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Device BW-VRF-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await movedTo('/projects/1/')).toBeInTheDocument();
  });

  it('shows a spectator no controls', async () => {
    renderPage(<DeviceDetailPage />, {
      path: '/devices/1/',
      route: '/devices/:id/',
      state: stateAs('company_spectator'),
    });
    expect(await screen.findByText('Online')).toBeInTheDocument();
    await screen.findAllByText('Reception');
    expect(screen.queryByRole('button', { name: /Remove|Edit|Write/ })).toBeNull();
  });
});

describe('the dashboard’s Offline Devices', { timeout: 30_000 }, () => {
  it('counts offline devices and links each to its page', async () => {
    const state = createMockState();
    state.devices[1].status = offlineStatus(null, 'Connection refused');
    renderPage(<DashboardPage />, { path: '/dashboard/', route: '/dashboard/', state });
    const card = await screen.findByRole('region', { name: 'Offline Devices' });
    await waitFor(() => expect(within(card).getAllByRole('link')).toHaveLength(2));
    const links = within(card).getAllByRole('link');
    // Never seen is silent the longest.
    expect(links[0]).toHaveTextContent('NS-HP-01');
    expect(links[0]).toHaveAttribute('href', '/devices/2/single/');
    expect(links[1]).toHaveAttribute('href', '/devices/3/');
    expect(card).toHaveTextContent('Offline now2');
    // The server picks and orders the five silent the longest; no page of 100 ordered in the browser.
    expect(requests).toContain(
      'GET /devices/slim/?state=offline&ordering=last_seen&page=1&page_size=5',
    );
  });

  it('says so when it cannot load them', async () => {
    renderPage(<DashboardPage />, {
      path: '/dashboard/',
      route: '/dashboard/',
      failures: { 'GET /devices/slim/': 500 },
    });
    const card = await screen.findByRole('region', { name: 'Offline Devices' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      DEVICE_MESSAGES.FAILED_TO_LOAD_OFFLINE_DEVICES,
    );
  });
});

describe('the dashboard’s map', { timeout: 30_000 }, () => {
  it('reads every project’s marker in one call, not the list’s first 100', async () => {
    renderPage(<DashboardPage />, { path: '/dashboard/', route: '/dashboard/' });
    await screen.findByRole('region', { name: 'Offline Devices' });
    await waitFor(() => expect(requests).toContain('GET /projects/map/'));
    expect(requests.filter((request) => request.startsWith('GET /projects/?'))).toEqual([]);
  });
});

describe('the Device Models page', { timeout: 30_000 }, () => {
  it('lists the models and lets a company admin add one from a file', async () => {
    const user = userEvent.setup();
    const { state } = renderPage(<DeviceModelsPage />, {
      path: '/device-models/',
      route: '/device-models/',
    });
    expect(await screen.findByRole('cell', { name: 'Climatek' })).toBeInTheDocument();
    const file = new File([JSON.stringify(makeDeviceModelFile())], 'acme.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByLabelText(/Model file/), file);
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Add Device Model' }));
    expect(await screen.findByText(DEVICE_MESSAGES.DEVICE_MODEL_ADDED)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Acme' })).toBeInTheDocument();
    expect(state.deviceModels.at(-1)?.key).toBe('acme-vrf-1');
  });

  it('offers no upload to a manager', async () => {
    renderPage(<DeviceModelsPage />, {
      path: '/device-models/',
      route: '/device-models/',
      state: stateAs('company_manager'),
    });
    expect(await screen.findByRole('cell', { name: 'Climatek' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Device Model' })).toBeNull();
  });
});
