import { createMockState } from '@hvac/console-api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderPage, requests } from '../test/pageTest';
import ProjectDetailPage from './ProjectDetailPage';

describe('ProjectDetailPage, an address that names no project', () => {
  it.each(['/projects/abc/', '/projects/-1/', '/projects/0/', '/projects/1.5/'])(
    '%s says "Project not found" at once, without a request',
    async (path) => {
      renderPage(<ProjectDetailPage />, { path, route: '/projects/:id/' });
      expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute(
        'href',
        '/projects/',
      );
      expect(requests.filter((request) => request.includes('/projects/'))).toEqual([]);
    },
  );

  it('an unknown id asks the server and says "Project not found" on its 404', async () => {
    renderPage(<ProjectDetailPage />, { path: '/projects/999999/', route: '/projects/:id/' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(requests).toContain('GET /projects/999999/');
  });
});

describe('ProjectDetailPage, removing a device from the Devices card (WCAG 2.4.3)', () => {
  it("moves focus to the next device's Open, then to Add Device, never to <body>", async () => {
    const user = userEvent.setup();
    const state = createMockState();
    const first = state.projects[0].devices[0];
    const second = { ...first, id: 9, unit_id: 'BW-VRF-02' };
    state.projects[0].devices.push(second);
    state.devices.push({ ...state.devices[0], id: 9, unit_id: 'BW-VRF-02' });
    renderPage(<ProjectDetailPage />, { path: '/projects/1/', route: '/projects/:id/', state });

    const remove = async (unitId: string) => {
      await user.click(await screen.findByRole('button', { name: `Remove ${unitId}` }));
      const dialog = await screen.findByRole('dialog', { name: `Remove Device ${unitId}` });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Remove ${unitId}` })).toBeNull(),
      );
    };

    await remove('BW-VRF-01');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open BW-VRF-02' }));

    await remove('BW-VRF-02');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Device' }));
  }, 60_000);
});
