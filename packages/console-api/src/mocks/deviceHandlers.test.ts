import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import type { ApiError } from '../errors';
import { createMemoryStorage } from '../session';
import type { CreateDeviceRequest } from '../types';
import { DEVICE_SERVER_DETAILS, MOCK_CONNECTIONS } from './deviceHandlers';
import { makeDeviceModelFile, offlineStatus } from './fixtures';
import type { MockHandlerOptions } from './handlers';
import { createHandlers } from './handlers';
import { createMockState } from './state';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state = createMockState();

/** A client signed in as `username` (the mock's token names the user). */
function client(username = 'admin', options: MockHandlerOptions = {}) {
  state = createMockState();
  server.use(...createHandlers({ state, ...options }));
  return createConsoleClient({
    baseUrl: 'http://demo.localhost:8787',
    storage: createMemoryStorage({
      access_token: `mock-access-token.${username}`,
      refresh_token: 'refresh',
    }),
    onUnauthorized: vi.fn(),
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const NEW_DEVICE: CreateDeviceRequest = {
  unit_id: 'GW-9',
  model: 'midea-vrf-v6',
  connection: { host: '127.0.0.1', port: 502, unit: 9, poll_interval: 60 },
  systems: [{ unit: 1, indoor_units: [{ unit: 1, name: 'Hall', unit_type: 'regular' }] }],
};

describe('device models', () => {
  it('lists the models and adds one from a model file', async () => {
    const api = client();
    expect((await api.deviceModels.list()).map((model) => model.key)).toEqual([
      'midea-vrf-v6',
      'climatek-ct-vrf-280',
      'aquatherm-at-hp-12',
    ]);
    const added = await api.deviceModels.create(makeDeviceModelFile());
    expect(added).toEqual({
      key: 'acme-vrf-1',
      manufacturer: 'Acme',
      model: 'VRF 1',
      model_type: 'A1',
      device_type: 'VRF',
      is_single_unit: false,
    });
    expect((await api.deviceModels.list()).at(-1)?.key).toBe('acme-vrf-1');
  });

  it('answers field messages with the path of the failing field', async () => {
    const api = client();
    const missing = await failure(
      api.deviceModels.create(makeDeviceModelFile({ manufacturer: 1 })),
    );
    expect(missing?.fieldErrors).toEqual({
      manufacturer: ['This field must be a non-empty text.'],
    });
    const deep = await failure(
      api.deviceModels.create(makeDeviceModelFile({ parameters: { indoor: {} } })),
    );
    expect(deep?.fieldErrors).toEqual({ 'parameters.indoor': ['Expected an array.'] });
    const taken = await failure(
      api.deviceModels.create(makeDeviceModelFile({ key: 'midea-vrf-v6' })),
    );
    expect(taken?.fieldErrors).toEqual({ key: [DEVICE_SERVER_DETAILS.MODEL_KEY_TAKEN] });
  });

  it('lets only a company admin add one', async () => {
    const api = client('manager');
    const refused = await failure(api.deviceModels.create(makeDeviceModelFile()));
    expect(refused?.status).toBe(403);
  });
});

describe('adding, changing and removing devices', () => {
  it('adds a device that is not yet polled, in the project and the lists', async () => {
    const api = client();
    const device = await api.devices.create(1, NEW_DEVICE);
    expect(device).toMatchObject({
      unit_id: 'GW-9',
      model: 'midea-vrf-v6',
      connection: NEW_DEVICE.connection,
      status: { state: 'unknown', last_seen: null, last_error: null },
      project_id: 1,
    });
    expect(device.units[0].indoor_units?.[0]).toMatchObject({ unit: 1, name: 'Hall' });
    expect((await api.projects.get(1)).devices.map((item) => item.unit_id)).toContain('GW-9');
    expect((await api.devices.get(device.id)).unit_id).toBe('GW-9');
    expect(await api.devices.status(device.id)).toEqual({
      state: 'unknown',
      last_seen: null,
      last_error: null,
    });
  });

  it('refuses a host outside the allowed networks and a unit already used, on their fields', async () => {
    const api = client();
    const outside = await failure(
      api.devices.create(1, {
        ...NEW_DEVICE,
        connection: { ...NEW_DEVICE.connection, host: '10.1.1.1' },
      }),
    );
    expect(outside?.fieldErrors).toEqual({
      'connection.host': [DEVICE_SERVER_DETAILS.HOST_NOT_ALLOWED],
    });
    const taken = await failure(
      api.devices.create(1, { ...NEW_DEVICE, connection: { ...NEW_DEVICE.connection, unit: 1 } }),
    );
    expect(taken?.fieldErrors).toEqual({ 'connection.unit': [DEVICE_SERVER_DETAILS.UNIT_TAKEN] });
    const bad = await failure(
      api.devices.create(1, { ...NEW_DEVICE, connection: { ...NEW_DEVICE.connection, port: 0 } }),
    );
    expect(bad?.fieldErrors).toEqual({
      'connection.port': ['Port must be a whole number from 1 to 65535.'],
    });
  });

  it('changes and removes a device', async () => {
    const api = client();
    const changed = await api.devices.update(1, { unit_id: 'BW-VRF-01A' });
    expect(changed.unit_id).toBe('BW-VRF-01A');
    expect((await api.devices.slimList()).results[0].unit_id).toBe('BW-VRF-01A');
    await api.devices.remove(1);
    expect((await failure(api.devices.get(1)))?.status).toBe(404);
    expect((await api.projects.get(1)).devices).toEqual([]);
    expect((await failure(api.devices.remove(1)))?.status).toBe(404);
  });

  it.each(['operator', 'spectator'])('refuses a %s (edit_projects)', async (username) => {
    const api = client(username);
    expect((await failure(api.devices.create(1, NEW_DEVICE)))?.status).toBe(403);
    expect((await failure(api.devices.update(1, { unit_id: 'X' })))?.status).toBe(403);
    expect((await failure(api.devices.remove(1)))?.status).toBe(403);
    expect(
      (
        await failure(
          api.devices.checkConnection({ model: 'midea-vrf-v6', connection: NEW_DEVICE.connection }),
        )
      )?.status,
    ).toBe(403);
  });

  it('fails as configured, for error states', async () => {
    const api = client('admin', { failures: { 'POST /projects/:id/devices/': 500 } });
    expect((await failure(api.devices.create(1, NEW_DEVICE)))?.status).toBe(500);
  });
});

describe('Check Connection', () => {
  it.each([
    [502, { ok: true, detail: MOCK_CONNECTIONS.answered }],
    [503, { ok: false, detail: MOCK_CONNECTIONS.silent }],
    [1502, { ok: false, detail: MOCK_CONNECTIONS.refused }],
  ])('port %i answers %o', async (port, answer) => {
    const api = client();
    expect(
      await api.devices.checkConnection({
        model: 'midea-vrf-v6',
        connection: { ...NEW_DEVICE.connection, port },
      }),
    ).toEqual(answer);
  });

  it('puts bad input on its fields', async () => {
    const api = client();
    const refused = await failure(
      api.devices.checkConnection({
        model: 'nope',
        connection: { host: '', port: 502, unit: 300, poll_interval: 60 },
      }),
    );
    expect(refused?.fieldErrors).toEqual({
      'connection.host': ['Host is required.'],
      'connection.unit': ['Modbus unit must be a whole number from 1 to 247.'],
      model: [DEVICE_SERVER_DETAILS.UNKNOWN_MODEL],
    });
  });
});

describe('state on the device list', () => {
  it('filters by state and orders by state and by last seen', async () => {
    const api = client();
    state.devices.push(
      { ...state.devices[0], id: 50, unit_id: 'NEVER', status: offlineStatus(null) },
      { ...state.devices[0], id: 51, unit_id: 'RECENT', status: offlineStatus(5) },
    );
    const offline = await api.devices.slimList({ state: 'offline', ordering: 'last_seen' });
    expect(offline.count).toBe(3);
    expect(offline.results.map((device) => device.unit_id)).toEqual([
      'NEVER',
      'BW-VRF-02',
      'RECENT',
    ]);
    const byState = await api.devices.slimList({ ordering: 'state' });
    expect(byState.results.map((device) => device.status?.state)).toEqual([
      'offline',
      'offline',
      'offline',
      'online',
      'online',
    ]);
    const descending = await api.devices.slimList({ ordering: '-state' });
    expect(descending.results[0].status?.state).toBe('online');
    expect((await api.devices.slim(3)).status?.state).toBe('offline');
    expect((await api.devices.get(3)).status?.state).toBe('offline');
  });

  it('carries the reason of failed writes in the change log', async () => {
    const api = client();
    const page = await api.projects.changeLog(1, 1);
    const failed = page.results.find((entry) => entry.status === 'failed');
    expect(failed?.detail).toBe('Illegal data value (exception 03)');
  });
});
