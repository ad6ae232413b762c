import type { DeviceSlim } from '@hvac/console-api';
import { createMockState, makeDeviceSlim } from '@hvac/console-api/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '../../../test/pageTest';
import ProjectDetailPage from '../../ProjectDetailPage';

// jsdom lacks what Radix Select calls while its list opens.
beforeAll(() => {
  const element = Element.prototype as unknown as Record<string, unknown>;
  element.hasPointerCapture ??= () => false;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
});

/** A second VRF of project 1 whose units have the first one's numbers and names (ids + 40). */
function secondDevice(): DeviceSlim {
  const first = makeDeviceSlim();
  return makeDeviceSlim({
    id: 4,
    unit_id: 'BW-VRF-02',
    all_outdoor_units: first.all_outdoor_units.map((system) => ({
      ...system,
      id: system.id + 40,
      summary_data: {
        ...system.summary_data,
        all_indoor_units: system.summary_data.all_indoor_units.map((unit) => ({
          ...unit,
          id: unit.id + 40,
        })),
      },
    })),
  });
}

describe('the floor plan of a project with two devices', { timeout: 60_000 }, () => {
  it("lists both devices' units in Add New Area, told apart, and places the second device's unit", async () => {
    const user = userEvent.setup();
    const state = createMockState();
    state.projectUnits[1] = [makeDeviceSlim(), secondDevice()];
    renderPage(<ProjectDetailPage />, {
      path: '/projects/1/?tab=floor_plan',
      route: '/projects/:id/',
      state,
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add New Area' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add New Area' });
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'South reception');
    await user.click(within(dialog).getByRole('combobox', { name: /Unit number/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'System 1 · Unit 1 · Reception · BW-VRF-01',
      'System 1 · Unit 2 · Meeting room · BW-VRF-01',
      'System 2 · Unit 3 · Open space · BW-VRF-01',
      'System 1 · Unit 1 · Reception · BW-VRF-02',
      'System 1 · Unit 2 · Meeting room · BW-VRF-02',
      'System 2 · Unit 3 · Open space · BW-VRF-02',
    ]);
    await user.click(
      screen.getByRole('option', { name: 'System 1 · Unit 1 · Reception · BW-VRF-02' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(state.floors[0].device_map.at(-1)).toMatchObject({
        label: 'South reception',
        unitNumber: '1',
        deviceId: 4,
        indoorUnitId: 41,
      }),
    );
  });
});
