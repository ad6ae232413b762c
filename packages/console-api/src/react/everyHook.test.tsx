import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import { createHandlers } from '../mocks/handlers';
import { createMockState } from '../mocks/state';
import { createMemoryStorage } from '../session';
import { ConsoleApiProvider } from './ConsoleApiProvider';
import * as hooks from './hooks';
import { useConsoleMutations } from './mutations';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function wrapper() {
  server.use(...createHandlers({ state: createMockState() }));
  const client = createConsoleClient({
    baseUrl: 'http://demo.localhost:8787',
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    fetch: (input, init) => globalThis.fetch(input, init),
    onUnauthorized: vi.fn(),
  });
  return ({ children }: { children?: ReactNode }) => (
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
      {children}
    </ConsoleApiProvider>
  );
}

const INVITE = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

/** Every read hook, the arguments it gets, and the one request it must make. */
const cases: Array<[string, () => { data?: unknown }, string]> = [
  ['useCurrentUser', () => hooks.useCurrentUser(), 'GET /authentication/user/'],
  ['useUsers', () => hooks.useUsers({ page: 1, search: '' }), 'GET /users/?page=1'],
  ['useUsersByIds', () => hooks.useUsersByIds([2]), 'GET /users/?page_size=100&ids=2'],
  ['useUser', () => hooks.useUser(2), 'GET /users/2/'],
  [
    'useInvites',
    () => hooks.useInvites({ ordering: '-email' }),
    'GET /users/invites/?ordering=-email',
  ],
  ['useRedeemInvite', () => hooks.useRedeemInvite(INVITE), `GET /users/redeem_invite/${INVITE}/`],
  ['useDevices', () => hooks.useDevices({ page_size: 10 }), 'GET /devices/slim/?page_size=10'],
  ['useDeviceList', () => hooks.useDeviceList({ page: 2 }), 'GET /devices/?page=2'],
  ['useDevice', () => hooks.useDevice(1), 'GET /devices/1/'],
  ['useDeviceSlim', () => hooks.useDeviceSlim(1), 'GET /devices/1/slim/'],
  ['useDeviceStatus', () => hooks.useDeviceStatus(3), 'GET /devices/3/status/'],
  [
    'useOfflineDevices',
    () => hooks.useOfflineDevices(),
    'GET /devices/slim/?state=offline&ordering=last_seen&page=1&page_size=5',
  ],
  ['useDeviceModels', () => hooks.useDeviceModels(), 'GET /device-models/'],
  ['useDeviceStats', () => hooks.useDeviceStats('indoor', 3), 'GET /devices/stats/slim/indoor/3/'],
  [
    'useHistoricalStats',
    () => hooks.useHistoricalStats('outdoor', 1, { page: 1, page_size: 24 }),
    'GET /devices/stats/historical/outdoor/1/?page=1&page_size=24',
  ],
  ['useDeviceUnits', () => hooks.useDeviceUnits(1), 'GET /devices/1/units/'],
  ['useProjectUnits', () => hooks.useProjectUnits(1), 'GET /devices/project/1/units/'],
  [
    'useDeviceConfiguration',
    () => hooks.useDeviceConfiguration(1),
    'GET /devices/1/configuration/',
  ],
  [
    'useRealtime',
    () => hooks.useRealtime(1, { coils: [5], registers: [7] }),
    'POST /devices/1/device_parameters_realtime/',
  ],
  [
    'useRawRead',
    () => hooks.useRawRead(1, { coils: [5], registers: [7] }),
    'POST /devices/1/device_parameters_raw/',
  ],
  ['useGraphHeaders', () => hooks.useGraphHeaders(1), 'GET /devices/1/graph/headers/'],
  [
    'useGraph',
    () => hooks.useGraph(1, { headers: ['a'], timerange: 7, interval: 5 }),
    'GET /devices/1/graph/?headers=a&timerange=7&interval=5',
  ],
  [
    'useDocuments',
    () => hooks.useDocuments({ projects: 1, document_type: 'service' }),
    'GET /documents/?projects=1&document_type=service',
  ],
  ['useProjects', () => hooks.useProjects({ search: 'Tower' }), 'GET /projects/?search=Tower'],
  [
    'useProjectsByIds',
    () => hooks.useProjectsByIds([3, 1, 3]),
    'GET /projects/?page_size=100&ids=1%2C3',
  ],
  ['useProjectMap', () => hooks.useProjectMap(), 'GET /projects/map/'],
  ['useProject', () => hooks.useProject(1), 'GET /projects/1/'],
  ['useProjectDevices', () => hooks.useProjectDevices(1), 'GET /projects/1/devices/'],
  [
    'useDevicesAndConfigurations',
    () => hooks.useDevicesAndConfigurations(1),
    'GET /projects/1/devices_and_configurations/',
  ],
  ['useRecentProjects', () => hooks.useRecentProjects(), 'GET /projects/recent/'],
  ['useFloors', () => hooks.useFloors(1), 'GET /projects/1/floors/'],
  [
    'useAlarmConfigurations',
    () => hooks.useAlarmConfigurations(1, { page: 1 }),
    'GET /alerts/configurations/1/?page=1',
  ],
  [
    'useAlarmConfiguration',
    () => hooks.useAlarmConfiguration(2),
    'GET /alerts/configurations/detail/2/',
  ],
  [
    'useAlarmEntries',
    () => hooks.useAlarmEntries({ is_resolved: false, page_size: 5 }),
    'GET /alerts/entries/?is_resolved=false&page_size=5',
  ],
  [
    'useProjectAlarmEntries',
    () => hooks.useProjectAlarmEntries(1, { search: null }),
    'GET /alerts/entries/1/',
  ],
  ['useAlarmEntry', () => hooks.useAlarmEntry(3), 'GET /alerts/entries/detail/3/'],
  ['useAlarmCounts', () => hooks.useAlarmCounts(1), 'GET /alerts/entries/1/counts/'],
  ['useAlarmStats', () => hooks.useAlarmStats(), 'GET /alerts/entries/stats/'],
  ['useNotificationRules', () => hooks.useNotificationRules(), 'GET /notifications/rules/'],
  [
    'useNotificationDeliveries',
    () => hooks.useNotificationDeliveries({ status: 'failed', channel: null, page: 2 }),
    'GET /notifications/deliveries/?status=failed&page=2',
  ],
];

describe('every read hook', () => {
  it.each(cases)('%s makes its one request and answers data', async (_name, useHook, request) => {
    const { result } = renderHook(() => useHook().data, { wrapper: wrapper() });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(requests).toEqual([request]);
  });

  it.each([
    ['useUser', () => hooks.useUser(null)],
    ['useDevice', () => hooks.useDevice(undefined)],
    ['useDeviceStats', () => hooks.useDeviceStats(null, 3)],
    ['useProject', () => hooks.useProject(undefined)],
    ['useRealtime', () => hooks.useRealtime(1, { coils: [], registers: [] })],
    ['useFloors', () => hooks.useFloors(null)],
    ['useRedeemInvite', () => hooks.useRedeemInvite('')],
    ['useChangeLog', () => hooks.useChangeLog(null)],
    ['useProjectsByIds', () => hooks.useProjectsByIds([])],
    ['useUsersByIds', () => hooks.useUsersByIds([])],
  ] as Array<[string, () => { data?: unknown }]>)(
    '%s does not fetch without its id',
    async (_name, useHook) => {
      const { result } = renderHook(() => useHook().data, { wrapper: wrapper() });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(result.current).toBeUndefined();
      expect(requests).toEqual([]);
    },
  );
});

describe('every write', () => {
  // Multipart writes (uploads, new projects and floors) are covered in node-environment tests:
  // jsdom's FormData cannot travel through Node's fetch.
  it('reaches its endpoint through useConsoleMutations', async () => {
    const { result } = renderHook(() => useConsoleMutations(), { wrapper: wrapper() });
    const writes = result.current;
    await writes.updateCurrentUser({ first_name: 'Ana' });
    await writes.changePassword({
      old_password: 'a',
      new_password1: 'B#1bbbbb',
      new_password2: 'B#1bbbbb',
    });
    await writes.requestPasswordReset('ana@example.com');
    await writes.confirmPasswordReset({
      uid: 'MQ',
      token: 't',
      new_password1: 'B#1bbbbb',
      new_password2: 'B#1bbbbb',
    });
    await writes.updateUser(3, { permission_type: 'company_spectator' });
    const invite = await writes.inviteUser({
      email: 'x@y.rs',
      permission_type: 'company_operator',
    });
    await writes.redeemInvite(invite.id, {
      first_name: 'X',
      last_name: 'Y',
      password1: 'B#1bbbbb',
      password2: 'B#1bbbbb',
    });
    await writes.deleteInvite(INVITE);
    await writes.removeUser(4);
    await writes.updateDocument(1, { name: 'Renamed' });
    await writes.removeDocument(2);
    await writes.addRecentProject(2);
    await writes.reorderFloors(1, [2, 1]);
    await writes.updateDeviceMap(1, 1, []);
    await writes.removeFloor(1, 2);
    const configuration = await writes.createAlarmConfiguration(1, {
      device: 1,
      parameter_modbus_type: 'register',
      parameter_register: 100,
      alarm_type: 'lower',
      threshold_value: 5,
    });
    await writes.updateAlarmConfiguration(configuration.id, { threshold_value: 6 });
    const entry = await writes.createAlarmEntry(1, {
      alarm_configuration: configuration.id,
      triggered_value: 1,
    });
    await writes.updateAlarmEntry(entry.id, { is_resolved: true });
    await writes.removeAlarmEntry(entry.id);
    await writes.removeAlarmConfiguration(configuration.id);
    await writes.writeParameter(1, { modbus_type: 'coil', register: 5, value: 1 });
    const connection = { host: '127.0.0.1', port: 502, unit: 9, poll_interval: 60 };
    await writes.checkConnection({ model: 'midea-vrf-v6', connection });
    await writes.checkDeviceNow(1);
    const device = await writes.createDevice(1, {
      unit_id: 'GW-9',
      model: 'midea-vrf-v6',
      connection,
      systems: [{ unit: 1, indoor_units: [] }],
    });
    await writes.updateDevice(device.id, { unit_id: 'GW-10' });
    await writes.removeDevice(device.id);
    await writes.createDeviceModel({
      key: 'acme',
      manufacturer: 'Acme',
      model: 'One',
      model_type: 'A',
      device_type: 'VRF',
      is_single_unit: true,
      layout: {},
      parameters: {},
    });
    const rule = await writes.createNotificationRule({
      name: 'Rule',
      projects: [],
      events: ['alarm_raised'],
      channel: 'email',
      recipients: { permission_types: ['company_admin'], users: [], emails: [] },
      url: null,
      grouping_minutes: 5,
      repeat_minutes: null,
    });
    await writes.updateNotificationRule(rule.id, { grouping_minutes: 0 });
    await writes.testNotificationRule(rule.id);
    await writes.removeNotificationRule(rule.id);
    expect(requests).toEqual([
      'PATCH /authentication/user/',
      'POST /authentication/change_password/',
      'POST /authentication/password/reset/',
      'POST /authentication/reset/confirm/',
      'PATCH /users/3/',
      'POST /users/invite/',
      `POST /users/redeem_invite/${invite.id}/`,
      `DELETE /users/invites/${INVITE}/`,
      'DELETE /users/4/',
      'PATCH /documents/1/',
      'DELETE /documents/2/',
      'POST /projects/recent/',
      'POST /projects/1/floors/reorder/',
      'PATCH /projects/1/floors/1/',
      'DELETE /projects/1/floors/2/',
      'POST /alerts/configurations/1/',
      `PATCH /alerts/configurations/detail/${configuration.id}/`,
      'POST /alerts/entries/1/',
      `PATCH /alerts/entries/detail/${entry.id}/`,
      `DELETE /alerts/entries/detail/${entry.id}/`,
      `DELETE /alerts/configurations/detail/${configuration.id}/`,
      'POST /devices/1/write/',
      'POST /devices/check-connection/',
      'POST /devices/1/check-now/',
      'POST /projects/1/devices/',
      `PATCH /devices/${device.id}/`,
      `DELETE /devices/${device.id}/`,
      'POST /device-models/',
      'POST /notifications/rules/',
      `PATCH /notifications/rules/${rule.id}/`,
      `POST /notifications/rules/${rule.id}/test/`,
      `DELETE /notifications/rules/${rule.id}/`,
    ]);
  });
});
