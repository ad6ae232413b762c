import type { PermissionType } from '@hvac/console-api';
import { createMockState, makeCurrentUser, offlineStatus } from '@hvac/console-api/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';

import { renderPage, requests } from '../test/pageTest';
import DeviceDetailPage from './DeviceDetailPage';

/** Device 1 (BW-VRF-01) offline with a reason; its connection (port 502 in the mock) answers again. */
function offlineDevice(permission: PermissionType = 'company_manager', port = 502) {
  const state = createMockState({ currentUser: makeCurrentUser({ permission_type: permission }) });
  state.devices[0].status = offlineStatus(2, 'Connection refused');
  const detail = state.projects[0].devices.find((device) => device.id === 1);
  if (detail?.connection) detail.connection = { ...detail.connection, port };
  return state;
}

const renderDevice = (state: ReturnType<typeof offlineDevice>) =>
  renderPage(<DeviceDetailPage />, { path: '/devices/1/', route: '/devices/:id/', state });

describe('Check now on the device page', { timeout: 30_000 }, () => {
  it('polls an offline device at once, announces that it answered and keeps focus in the page', async () => {
    const user = userEvent.setup();
    renderDevice(offlineDevice());
    const button = await screen.findByRole('button', { name: 'Check now BW-VRF-01' });
    // The header's controls (the page alone, outside the shell, has no landmarks to check).
    const controls = button.parentElement?.parentElement as HTMLElement;
    expect((await axe(controls)).violations).toEqual([]);
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByText('The device answered: it is online.')).toHaveAttribute(
        'role',
        'status',
      ),
    );
    expect(requests).toContain('POST /devices/1/check-now/');
    // Online now: the button goes with the offline state, focus moves to the announcement.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Check now/ })).toBeNull());
    expect(document.activeElement).toHaveTextContent('The device answered: it is online.');
    expect((await axe(controls)).violations).toEqual([]);
    expect((await screen.findAllByText('Online')).length).toBeGreaterThan(0);
  });

  it('announces the reason when the device still does not answer, and keeps the button', async () => {
    const user = userEvent.setup();
    renderDevice(offlineDevice('company_admin', 503));
    await user.click(await screen.findByRole('button', { name: 'Check now BW-VRF-01' }));
    expect(
      await screen.findByText('The device did not answer: No answer within 2 s'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Check now BW-VRF-01' })).toBeEnabled();
  });

  it.each(['company_operator', 'company_spectator'] as const)(
    'is not offered to a %s',
    async (permission) => {
      renderDevice(offlineDevice(permission));
      expect(await screen.findByText('Connection refused')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Check now/ })).toBeNull();
    },
  );

  it('is not offered while the device is online', async () => {
    renderPage(<DeviceDetailPage />, { path: '/devices/1/', route: '/devices/:id/' });
    expect(await screen.findByRole('button', { name: 'Remove BW-VRF-01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check now/ })).toBeNull();
  });
});
