// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import type { ApiError } from '../errors';
import { createMemoryStorage } from '../session';
import { FIXTURE_NOW, makeAlarmStats, makeDeviceSlim, makeUsers } from './fixtures';
import { createHandlers } from './handlers';
import { createMockState } from './state';

let state = createMockState();
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(baseUrl = 'http://acme.localhost:8787') {
  state = createMockState();
  server.use(...createHandlers({ state }));
  return createConsoleClient({
    baseUrl,
    storage: createMemoryStorage(),
    onUnauthorized: vi.fn(),
  });
}

describe('fixtures', () => {
  it('are deterministic', () => {
    expect(makeUsers()).toEqual(makeUsers());
    expect(makeDeviceSlim()).toEqual(makeDeviceSlim());
    expect(JSON.stringify(createMockState())).toBe(JSON.stringify(createMockState()));
  });

  it('count the last 90 days ending on the fixture day', () => {
    const stats = makeAlarmStats();
    expect(stats).toHaveLength(90);
    expect(stats.at(-1)?.date).toBe(FIXTURE_NOW.slice(0, 10));
    expect(stats.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(8);
  });
});

describe('MSW handlers serve every call of the client, for any base URL', () => {
  it('auth', async () => {
    const api = client('https://demo.console.example.com');
    await expect(api.auth.login({ username: 'admin', password: 'wrong-password' })).rejects.toThrow(
      'Invalid or no response from server',
    );
    const login = await api.auth.login({ username: 'manager', password: 'Demo#2026' });
    expect(login.first_name).toBe('Marko');
    // The mock's token names the user who signed in; later calls act as that user.
    expect((await api.auth.currentUser()).username).toBe('manager');
    expect((await api.auth.updateUser({ first_name: 'Ana Marija' })).first_name).toBe('Ana Marija');
    const mismatch = (await api.auth
      .changePassword({ old_password: 'x', new_password1: 'A#1aaaaa', new_password2: 'B#1bbbbb' })
      .catch((error: unknown) => error)) as ApiError;
    expect(mismatch.firstMessage()).toBe('New passwords do not match.');
    await api.auth.requestPasswordReset('ana@example.com');
    await api.auth.confirmPasswordReset({
      uid: 'MQ',
      token: 't',
      new_password1: 'A#1aaaaa',
      new_password2: 'A#1aaaaa',
    });
    await api.auth.logout();
    expect(api.session.isAuthenticated).toBe(false);
  });

  it('users and invites', async () => {
    const api = client();
    const page = await api.users.list({ search: 'nik', ordering: '-username' });
    expect(page.results.map((user) => user.username)).toEqual(['operator']);
    expect((await api.users.get(2)).username).toBe('manager');
    expect(
      (await api.users.update(4, { permission_type: 'company_operator' })).is_company_operator,
    ).toBe(true);
    await api.users.remove(4);
    expect((await api.users.list()).count).toBe(3);
    const invite = await api.users.invite({
      email: 'x@demo.rs',
      permission_type: 'company_spectator',
    });
    expect((await api.users.listInvites()).results[0].email).toBe('x@demo.rs');
    expect(await api.users.getRedeemInvite(invite.id)).toMatchObject({ email: 'x@demo.rs' });
    await api.users.redeemInvite(invite.id, {
      first_name: 'Xena',
      last_name: 'Demo',
      password1: 'A#1aaaaa',
      password2: 'A#1aaaaa',
    });
    await expect(api.users.getRedeemInvite(invite.id)).rejects.toMatchObject({ status: 400 });
    await api.users.deleteInvite(invite.id);
    expect((await api.users.listInvites()).count).toBe(3);
  });

  it('devices', async () => {
    const api = client();
    expect((await api.devices.slimList({ page_size: 2 })).results).toHaveLength(2);
    expect((await api.devices.list({ search: 'NS-' })).results[0].is_single_unit).toBe(true);
    expect((await api.devices.get(1)).units).toHaveLength(2);
    expect((await api.devices.slim(1)).all_outdoor_units).toHaveLength(2);
    expect((await api.devices.slim(2)).summary_data?.mode).toBe(4);
    expect(await api.devices.statsSlim('outdoor', 1)).toHaveLength(3);
    expect(
      (await api.devices.historical('outdoor', 1, { page: 3, page_size: 24 })).results.data,
    ).toHaveLength(24);
    expect(await api.devices.units(1)).toHaveLength(2);
    expect(await api.devices.projectUnits(1)).toHaveLength(1);
    const values = await api.devices.realtime(1, {
      coils: [1, 2],
      registers: Array.from({ length: 90 }, (_, index) => 100 + index),
    });
    expect(Object.keys(values.registers)).toHaveLength(90);
    expect(values.coils).toEqual({ '1': 1, '2': 0 });
    expect((await api.devices.configuration(1)).indoor_unit_formulas.length).toBeGreaterThan(0);
    expect(await api.devices.graphHeaders(1)).toHaveLength(5);
    const points = await api.devices.graph(1, { headers: ['a', 'b'], timerange: 1, interval: 15 });
    expect(points).toHaveLength(96);
    expect(Object.keys(points[0].data)).toEqual(['a', 'b']);
    const entry = await api.devices.write(1, {
      modbus_type: 'register',
      register: 2010,
      value: 215,
    });
    expect(entry.status).toBe('incomplete');
    // [register, value as chosen, raw] (DECISIONS.md); the fixture's set temperature has no unit.
    expect(entry.data).toEqual([2010, '215', 215]);
    expect((await api.projects.changeLog(1)).results[0].id).toBe(entry.id);
  });

  it('documents, with a multipart upload', async () => {
    const api = client();
    expect((await api.documents.list({ projects: 1, document_type: 'contract' })).count).toBe(1);
    const progress: number[] = [];
    const created = await api.documents.upload(
      {
        file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        name: 'Notes',
        file_type: 'text',
        document_type: 'other',
        projects: 1,
        file_extension: 'txt',
      },
      { onProgress: (value) => progress.push(value.fraction) },
    );
    expect(created).toMatchObject({ name: 'Notes', file: { size: 5 } });
    expect(progress.at(-1)).toBe(1);
    expect((await api.documents.update(created.id, { name: 'Site notes' })).name).toBe(
      'Site notes',
    );
    await api.documents.remove(created.id);
    await expect(api.documents.remove(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('projects and floors', async () => {
    const api = client();
    expect((await api.projects.list({ search: 'sad' })).results[0].name).toBe('Novi Sad Clinic');
    expect((await api.projects.get(1)).devices).toHaveLength(1);
    const created = await api.projects.create({
      name: 'Podgorica Hotel',
      address_city: 'Podgorica',
      address_street_one: 'Njegoševa 1',
      address_zip: '81000',
      address_country: 'Montenegro',
      image: new Blob(['png']),
      imageName: 'hotel.png',
    });
    expect(created.image).toMatch(/\.png$/);
    expect(await api.projects.devices(1)).toHaveLength(1);
    await api.projects.addRecent(3);
    expect((await api.projects.recent())[0].id).toBe(3);
    expect(await api.projects.devicesAndConfigurations(1)).toHaveLength(1);
    const first = await api.projects.changeLog(1, 1);
    const second = await api.projects.changeLog(1, 2);
    expect([first.results.length, first.next, second.results.length, second.next]).toEqual([
      20,
      '/projects/1/change_log/?page=2',
      5,
      null,
    ]);

    expect((await api.floors.list(1)).map((floor) => floor.name)).toEqual([
      'Ground floor',
      'First floor',
    ]);
    const floor = await api.floors.create(1, {
      name: 'Roof',
      order: 3,
      floor_image: new Blob(['x']),
    });
    await api.floors.reorder(1, [floor.id, 1, 2]);
    expect((await api.floors.list(1))[0].name).toBe('Roof');
    const moved = await api.floors.updateDeviceMap(1, floor.id, [
      {
        id: 'a',
        label: 'Chiller',
        unitNumber: 1,
        unitType: 'kasetna',
        x: 1,
        y: 2,
        width: 50,
        height: 50,
      },
    ]);
    expect(moved.device_map).toHaveLength(1);
    await api.floors.remove(1, floor.id);
    expect(await api.floors.list(1)).toHaveLength(2);
  });

  it('alarms', async () => {
    const api = client();
    expect((await api.alarms.configurations.list(1)).count).toBe(3);
    const configuration = await api.alarms.configurations.create(1, {
      device: 1,
      parameter_modbus_type: 'register',
      parameter_register: 100,
      alarm_type: 'lower',
      threshold_value: 50,
    });
    expect((await api.alarms.configurations.get(configuration.id)).alarm_type).toBe('lower');
    expect(
      (await api.alarms.configurations.update(configuration.id, { threshold_value: 40 }))
        .threshold_value,
    ).toBe(40);
    const unresolved = await api.alarms.entries.list({ is_resolved: false, page_size: 5 });
    expect(unresolved.count).toBe(3);
    expect((await api.alarms.entries.listForProject(1, { page_size: 2 })).results).toHaveLength(2);
    const entry = await api.alarms.entries.create(1, {
      alarm_configuration: configuration.id,
      triggered_value: 12,
    });
    expect((await api.alarms.entries.get(entry.id)).is_resolved).toBe(false);
    expect(await api.alarms.entries.counts(1)).toEqual({
      active_alarms: 4,
      seven_days: 5,
      thirty_days: 7,
    });
    expect((await api.alarms.entries.update(entry.id, { is_resolved: true })).resolved_at).toBe(
      FIXTURE_NOW,
    );
    await api.alarms.entries.remove(entry.id);
    await api.alarms.configurations.remove(configuration.id);
    expect(await api.alarms.entries.stats()).toHaveLength(90);
  });
});

describe('handler options', () => {
  it('fail the calls named in failures, with a status or as a network failure', async () => {
    server.use(
      ...createHandlers({
        failures: { 'GET /projects/': 500, 'GET /projects/:id/': 0 },
      }),
    );
    const api = createConsoleClient({
      baseUrl: 'http://demo.localhost:8787',
      storage: createMemoryStorage(),
      onUnauthorized: vi.fn(),
    });
    await expect(api.projects.list()).rejects.toMatchObject({ status: 500 });
    await expect(api.projects.get(1)).rejects.toMatchObject({ status: 0 });
    await expect(api.projects.devices(1)).resolves.toHaveLength(1);
  });

  it('hold answers for the latency', async () => {
    server.use(...createHandlers({ latency: 60 }));
    const api = createConsoleClient({
      baseUrl: 'http://demo.localhost:8787',
      storage: createMemoryStorage(),
      onUnauthorized: vi.fn(),
    });
    const started = Date.now();
    await api.alarms.entries.stats();
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('leave the calls named in pending unanswered and answer the others', async () => {
    server.use(...createHandlers({ pending: ['GET /projects/:id/floors/'] }));
    const api = createConsoleClient({
      baseUrl: 'http://demo.localhost:8787',
      storage: createMemoryStorage(),
      onUnauthorized: vi.fn(),
    });
    const floors = api.floors.list(1).then(() => 'answered');
    const waited = new Promise((resolve) => setTimeout(() => resolve('pending'), 100));
    await expect(api.projects.get(1)).resolves.toMatchObject({ id: 1 });
    await expect(Promise.race([floors, waited])).resolves.toBe('pending');
  });

  it('answer no graph points for a device without history', async () => {
    const api = client();
    state.devicesWithoutHistory = [1];
    const params = { headers: ['outdoor_ambient_temp_1'], timerange: 1, interval: 60 };
    await expect(api.devices.graph(1, params)).resolves.toEqual([]);
    await expect(api.devices.graph(1, params, { method: 'POST' })).resolves.toEqual([]);
    await expect(api.devices.graph(2, params)).resolves.toHaveLength(24);
  });
});
