import type { DeviceSlim } from '@hvac/console-api';
import { createMockState, makeDeviceSlim } from '@hvac/console-api/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../test/pageTest';
import DeviceDetailPage from './DeviceDetailPage';
import ProjectDetailPage from './ProjectDetailPage';

/**
 * Issue 31: device 1 of an uploaded model whose indoor temperatures are hundredths of a degree and
 * whose outdoor temperature is whole degrees. The answer's raw values read at the scales it gives
 * (summary_scales), on the system card, in the indoor units table, on the floor plan and its panel;
 * never at a fixed tenth.
 */
function hundredthsDevice(): DeviceSlim {
  const device = makeDeviceSlim();
  return {
    ...device,
    all_outdoor_units: device.all_outdoor_units.map((system) => ({
      ...system,
      summary_data: {
        ...system.summary_data,
        outdoor_ambient_temp: system.unit === 1 ? 13 : 14,
        all_indoor_units: system.summary_data.all_indoor_units.map((unit) => ({
          ...unit,
          summary_data: {
            ...unit.summary_data,
            indoor_set_temp: 2153 + unit.id,
            indoor_ambient_temp: 2240 + unit.id,
          },
          summary_scales: { indoor_set_temp: 100, indoor_ambient_temp: 100 },
        })),
      },
      summary_scales: { outdoor_ambient_temp: 1 },
    })),
  };
}

const hundredthsSlim = http.get(
  ({ request }) => new URL(request.url).pathname === '/devices/1/slim/',
  () => HttpResponse.json(hundredthsDevice()),
);

describe(
  'a device of an uploaded model with its own temperature scales',
  { timeout: 60_000 },
  () => {
    it('shows its system and indoor unit temperatures at the model’s scales on the device page', async () => {
      renderPage(<DeviceDetailPage />, {
        path: '/devices/1/',
        route: '/devices/:id/',
        handlers: [hundredthsSlim],
      });
      // The Reception unit (id 1): set 21.54 °C, room 22.41 °C; the fixed tenth read 215.4 and 224.1.
      expect(
        await screen.findByText('21.54 °C | 22.41 °C', undefined, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('21.55 °C | 22.42 °C')).toBeInTheDocument();
      expect(screen.queryByText(/215\.4/)).toBeNull();
      // System 1's outdoor temperature: whole degrees.
      expect(screen.getByText('13 °C')).toBeInTheDocument();
      expect(screen.queryByText('1.3 °C')).toBeNull();
    });

    it('shows an area’s unit at its model’s scale on the floor plan and in its panel', async () => {
      const user = userEvent.setup();
      const state = createMockState();
      state.projectUnits[1] = [hundredthsDevice()];
      renderPage(<ProjectDetailPage />, {
        path: '/projects/1/?tab=floor_plan',
        route: '/projects/:id/',
        state,
      });
      // jsdom loads no images: the plan's image reports its size as a browser's would.
      const image = await waitFor(
        () => {
          const found = document.querySelector<HTMLImageElement>('[data-floor-plan] img');
          if (!found) throw new Error('no floor plan image yet');
          return found;
        },
        { timeout: 20_000 },
      );
      Object.defineProperty(image, 'naturalWidth', { value: 800 });
      Object.defineProperty(image, 'naturalHeight', { value: 600 });
      fireEvent.load(image);
      const area = await screen.findByRole('button', {
        name: /^Reception,.*Set 21\.54 °C, actual 22\.41 °C/,
      });
      await user.click(area);
      // The side panel (a card titled by the area) names the unit's set and room temperatures.
      await screen.findByRole('heading', { name: 'Area: Reception' });
      const fact = (term: string) =>
        screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(fact('Set Temp')).toBe('21.54 °C');
      expect(fact('Ambient Temp')).toBe('22.41 °C');
    });
  },
);
