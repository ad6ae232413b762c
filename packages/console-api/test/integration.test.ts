// @vitest-environment node
/**
 * Every service of the client against the reference server, in process. One server for the whole
 * file (PGlite and the demo seed take seconds); tests that change data use their own records or
 * restore them. The last block also makes the server listen on a port for a real XMLHttpRequest.
 */
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../src/consoleClient';
import { createMemoryStorage } from '../src/session';
import { ApiError } from '../src/errors';
import type { ReferenceServer } from './referenceServer';
import {
  ACME_PASSWORD,
  DEMO_PASSWORD,
  DEV_OUTBOX_TOKEN,
  UPLOAD_PAGE_ORIGIN,
  signedIn,
  startReferenceServer,
} from './referenceServer';

// CI runs this beside other PGlite suites on 2 cores: allow for a slow machine.
vi.setConfig({ testTimeout: 30_000 });

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('auth', () => {
  it('signs in, stores the session and reads the current user', async () => {
    const client = server.client();
    const login = await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    expect(login.access).toBeTruthy();
    expect(client.session.isAuthenticated).toBe(true);
    expect(client.session.user?.email).toBe(login.email);
    const user = await client.auth.currentUser();
    expect(user.username).toBe('admin');
    expect(user.permission_type).toBe('company_admin');
  });

  it('refuses a wrong password with the catalogue message and no refresh', async () => {
    const client = server.client();
    const error = (await client.auth
      .login({ username: 'admin', password: 'wrong-password' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid or no response from server');
    expect(error.status).toBe(401);
    expect(client.session.isAuthenticated).toBe(false);
    expect(client.unauthorized).toBe(0);
  });

  it('keeps tenants apart: demo tokens are refused by acme', async () => {
    const demo = await signedIn(server, 'admin', 'demo');
    const acme = await signedIn(server, 'admin', 'acme');
    expect((await acme.auth.currentUser()).email).not.toBe((await demo.auth.currentUser()).email);
    const intruder = server.client({ tenant: 'acme' });
    intruder.session.setTokens(demo.session.accessToken ?? '', demo.session.refreshToken ?? '');
    await expect(intruder.auth.currentUser()).rejects.toMatchObject({ status: 401 });
    expect(intruder.unauthorized).toBe(1);
    expect(demo.session.isAuthenticated).toBe(true);
  });

  it('refreshes an expired access token and replays the call', async () => {
    const client = await signedIn(server, 'operator');
    const before = client.session.accessToken;
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 20 * 60 * 1000); // access tokens live 15 min
      const user = await client.auth.currentUser();
      expect(user.username).toBe('operator');
      expect(client.session.accessToken).not.toBe(before);
      expect(client.unauthorized).toBe(0);
    } finally {
      server.clock.now = start;
    }
  });

  it('shares one refresh among concurrent calls with an expired token', async () => {
    const client = await signedIn(server, 'manager');
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 20 * 60 * 1000);
      const users = await Promise.all([
        client.auth.currentUser(),
        client.auth.currentUser(),
        client.auth.currentUser(),
      ]);
      expect(users.map((user) => user.username)).toEqual(['manager', 'manager', 'manager']);
    } finally {
      server.clock.now = start;
    }
  });

  it('logs out: the server revokes the refresh token, so the session cannot be renewed', async () => {
    const client = await signedIn(server, 'spectator');
    const refresh = client.session.refreshToken;
    const access = client.session.accessToken;
    await client.auth.logout();
    expect(client.session.isAuthenticated).toBe(false);
    expect(client.session.user).toBeNull();
    // A second client holding the old tokens is refused and signed out.
    const stale = server.client();
    stale.session.setTokens(access ?? '', refresh ?? '');
    await expect(stale.auth.currentUser()).rejects.toMatchObject({ status: 401 });
    expect(stale.unauthorized).toBe(1);
    expect(stale.session.isAuthenticated).toBe(false);
  });

  it('edits the profile names and keeps the stored user in step', async () => {
    const client = await signedIn(server, 'manager');
    const original = await client.auth.currentUser();
    const updated = await client.auth.updateUser({ first_name: 'Milena', last_name: 'Jovanović' });
    expect(updated).toMatchObject({ first_name: 'Milena', last_name: 'Jovanović' });
    expect(client.session.user).toMatchObject({ first_name: 'Milena', last_name: 'Jovanović' });
    await client.auth.updateUser({
      first_name: original.first_name,
      last_name: original.last_name,
    });
  });

  it('reports the first field message of a refused password change', async () => {
    const client = await signedIn(server, 'operator');
    const error = (await client.auth
      .changePassword({
        old_password: DEMO_PASSWORD,
        new_password1: 'short',
        new_password2: 'short',
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.firstMessage('An unexpected error occurred')).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('asks for a password reset without a session and refuses a bad reset link', async () => {
    const client = server.client();
    await expect(client.auth.requestPasswordReset('nobody@example.com')).resolves.toMatchObject({
      detail: 'Password reset instructions have been sent to your email.',
    });
    const error = (await client.auth
      .confirmPasswordReset({
        uid: 'MQ',
        token: 'not-a-token',
        new_password1: 'Valid#Pass1',
        new_password2: 'Valid#Pass1',
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors)).toContain('token');
  });
});

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);
const pngFile = (name: string) => new File([PNG], name, { type: 'image/png' });

async function firstProjectWithDevices(client: Awaited<ReturnType<typeof signedIn>>) {
  const projects = await client.projects.list({ page_size: 100 });
  const project = projects.results.find((item) => (item.device_types ?? []).length > 0);
  if (!project) throw new Error('the demo seed has no project with devices');
  return project;
}

describe('password reset', () => {
  it('resets a password through the e-mailed link', async () => {
    const before = await signedIn(server, 'spectator', 'acme');
    const email = before.session.user?.email ?? '';
    const visitor = server.client({ tenant: 'acme' });
    await visitor.auth.requestPasswordReset(email);
    const outbox = await server.fetch(
      `http://acme.localhost:8787/dev/outbox/?to=${encodeURIComponent(email)}`,
      { method: 'GET', headers: { 'X-Dev-Outbox-Token': DEV_OUTBOX_TOKEN } },
    );
    const [mail] = (await outbox.json()) as Array<{ link: string }>;
    const [, , uid, token] = mail.link.split('/');
    await expect(
      visitor.auth.confirmPasswordReset({
        uid,
        token,
        new_password1: 'Reset#2026',
        new_password2: 'Reset#2026',
      }),
    ).resolves.toMatchObject({ detail: 'Password has been reset successfully.' });
    await expect(
      visitor.auth.login({ username: 'spectator', password: ACME_PASSWORD }),
    ).rejects.toThrow('Invalid or no response from server');
    await visitor.auth.login({ username: 'spectator', password: 'Reset#2026' });
    expect(visitor.session.isAuthenticated).toBe(true);
  });
});

describe('users and invites', () => {
  it('lists, searches, reads and edits users (admin only edits)', async () => {
    const admin = await signedIn(server, 'admin');
    const page = await admin.users.list({
      page: 1,
      page_size: 10,
      ordering: 'username',
      search: '',
    });
    expect(page.count).toBeGreaterThanOrEqual(4);
    const operator = (await admin.users.list({ search: 'operator' })).results[0];
    expect(operator.is_company_operator).toBe(true);
    expect((await admin.users.get(operator.id)).username).toBe('operator');
    const changed = await admin.users.update(operator.id, { permission_type: 'company_spectator' });
    expect(changed).toMatchObject({ is_company_spectator: true, is_company_operator: false });
    await admin.users.update(operator.id, { permission_type: 'company_operator' });

    const spectator = await signedIn(server, 'spectator');
    const refused = (await spectator.users.list().catch((error: unknown) => error)) as ApiError;
    expect(refused.status).toBe(403);
    expect(refused.detail).toBeTruthy();
    expect(spectator.session.isAuthenticated).toBe(true);
  });

  it('invites, redeems, signs in as the new user, and removes that user', async () => {
    const admin = await signedIn(server, 'admin');
    const email = 'new.operator@example.com';
    const invite = await admin.users.invite({ email, permission_type: 'company_operator' });
    expect(invite).toMatchObject({ email, redeemed: false, expired: false });
    const invites = await admin.users.listInvites({ search: 'new.operator' });
    expect(invites.results.map((item) => item.id)).toContain(invite.id);

    // The mailed link's token opens the invite; its listed id does not (the id is no secret).
    const outbox = await server.fetch(
      `http://demo.localhost:8787/dev/outbox/?to=${encodeURIComponent(email)}`,
      { method: 'GET', headers: { 'X-Dev-Outbox-Token': DEV_OUTBOX_TOKEN } },
    );
    const [mail] = (await outbox.json()) as Array<{ link: string }>;
    const token = mail.link.replace('/invite/', '');
    expect(token).not.toBe(invite.id);
    const visitor = server.client();
    await expect(visitor.users.getRedeemInvite(invite.id)).rejects.toMatchObject({ status: 404 });
    expect(await visitor.users.getRedeemInvite(token)).toMatchObject({ email });
    await visitor.users.redeemInvite(token, {
      first_name: 'Nina',
      last_name: 'Novak',
      password1: 'Joined#2026',
      password2: 'Joined#2026',
    });
    await expect(visitor.users.getRedeemInvite(token)).rejects.toMatchObject({ status: 410 });
    const joined = await visitor.auth.login({ username: email, password: 'Joined#2026' });
    expect(joined.first_name).toBe('Nina');

    const user = (await admin.users.list({ search: email })).results[0];
    await admin.users.remove(user.id);
    await expect(admin.users.get(user.id)).rejects.toMatchObject({ status: 404 });
  });

  it('deletes an invite and reports invalid invites', async () => {
    const manager = await signedIn(server, 'manager');
    const invite = await manager.users.invite({
      email: 'temp.spectator@example.com',
      permission_type: 'company_spectator',
    });
    await manager.users.deleteInvite(invite.id);
    await expect(server.client().users.getRedeemInvite(invite.id)).rejects.toMatchObject({
      status: 404,
    });
    const missing = (await manager.users
      .invite({ email: '', permission_type: 'company_operator' })
      .catch((error: unknown) => error)) as ApiError;
    expect(missing.status).toBe(400);
    expect(missing.firstMessage()).toBe('Email is required');
  });
});

describe('devices', () => {
  it('lists with paging, sorting and search; refuses an unknown ordering', async () => {
    const client = await signedIn(server, 'spectator');
    const first = await client.devices.slimList({ page: 1, page_size: 2, ordering: 'unit_id' });
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
    const descending = await client.devices.list({ page_size: 100, ordering: '-unit_id' });
    const ids = descending.results.map((device) => device.unit_id);
    expect(ids).toEqual([...ids].sort((a, b) => b.localeCompare(a, 'en')));
    expect(descending.results[0].configuration?.manufacturer).toBeTruthy();
    const found = await client.devices.slimList({ search: first.results[0].unit_id });
    expect(found.results[0].id).toBe(first.results[0].id);
    const refused = (await client.devices
      .slimList({ ordering: 'password' })
      .catch((error: unknown) => error)) as ApiError;
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fieldErrors)).toEqual(['ordering']);
  });

  it('reads a multi-unit device: detail, slim, units, stats, history, configuration', async () => {
    const client = await signedIn(server, 'operator');
    const all = await client.devices.slimList({ page_size: 100 });
    const item = all.results.find((device) => !device.is_single_unit);
    if (!item) throw new Error('no multi-unit device in the seed');
    const device = await client.devices.get(item.id);
    expect(device.units.length).toBeGreaterThan(0);
    const slim = await client.devices.slim(item.id);
    expect(slim.all_outdoor_units.length).toBe(device.units.length);
    expect(slim.all_outdoor_units[0].summary_data.all_indoor_units.length).toBeGreaterThan(0);
    expect(await client.devices.units(item.id)).toHaveLength(device.units.length);
    const projectUnits = await client.devices.projectUnits(device.project_id);
    expect(projectUnits.map((unit) => unit.id)).toContain(item.id);
    const system = slim.all_outdoor_units[0];
    const stats = await client.devices.statsSlim('outdoor', system.id);
    expect(stats.length).toBeGreaterThan(0);
    expect(stats[0]).toHaveProperty('value.actual');
    const indoor = system.summary_data.all_indoor_units[0];
    expect((await client.devices.statsSlim('indoor', indoor.id)).length).toBeGreaterThan(0);
    const history = await client.devices.historical('outdoor', system.id, {
      page: 2,
      page_size: 24,
      ordering: null,
    });
    expect(history.results.data).toHaveLength(24);
    expect(history.pages.current_page).toBe(2);
    expect(history.results.header_data[0].header).toBe('timestamp');
    const hourly = await client.devices.historical('outdoor', system.id, {
      page_size: 2,
      interval: 60,
    });
    const [newer, older] = hourly.results.data.map((row) => Date.parse(String(row.timestamp)));
    expect(newer - older).toBe(60 * 60 * 1000);
    const configuration = await client.devices.configuration(item.id);
    expect(configuration.is_single_unit).toBe(false);
    expect(configuration.outdoor_unit_formulas.length).toBeGreaterThan(0);
  });

  it('reads a single-unit device summary', async () => {
    const client = await signedIn(server, 'operator');
    const all = await client.devices.slimList({ page_size: 100 });
    const item = all.results.find((device) => device.is_single_unit);
    if (!item) throw new Error('no single-unit device in the seed');
    const slim = await client.devices.slim(item.id);
    expect(slim.summary_data).toHaveProperty('error_led_state');
    expect((await client.devices.statsSlim('single', item.id)).length).toBeGreaterThan(0);
  });

  it('reads more than 40 real-time values in batches the server accepts', async () => {
    const client = await signedIn(server, 'operator');
    const all = await client.devices.slimList({ page_size: 100 });
    const item = all.results.find((device) => !device.is_single_unit);
    if (!item) throw new Error('no multi-unit device in the seed');
    const slim = await client.devices.slim(item.id);
    const coils = new Set<number>();
    const registers = new Set<number>();
    for (const system of slim.all_outdoor_units) {
      const rows = [
        ...(await client.devices.statsSlim('outdoor', system.id)),
        ...(
          await Promise.all(
            system.summary_data.all_indoor_units.map((unit) =>
              client.devices.statsSlim('indoor', unit.id),
            ),
          )
        ).flat(),
      ];
      for (const row of rows) (row.modbus_type === 'coil' ? coils : registers).add(row.register);
    }
    expect(coils.size + registers.size).toBeGreaterThan(40);
    const values = await client.devices.realtime(item.id, {
      coils: [...coils],
      registers: [...registers],
    });
    expect(Object.keys(values.coils)).toHaveLength(coils.size);
    expect(Object.keys(values.registers)).toHaveLength(registers.size);
  });

  it('serves graph headers and averaged points', async () => {
    const client = await signedIn(server, 'spectator');
    const item = (await client.devices.slimList({ page_size: 1 })).results[0];
    const headers = await client.devices.graphHeaders(item.id);
    expect(headers.length).toBeGreaterThan(1);
    const chosen = headers.slice(0, 2).map((header) => header.header);
    const points = await client.devices.graph(item.id, {
      headers: chosen,
      timerange: 1,
      interval: 60,
    });
    expect(points.length).toBeGreaterThanOrEqual(23);
    expect(points.length).toBeLessThanOrEqual(25);
    expect(Object.keys(points[0].data).sort()).toEqual([...chosen].sort());
    const posted = await client.devices.graph(
      item.id,
      { headers: chosen, timerange: 1, interval: 60 },
      { method: 'POST' },
    );
    expect(posted).toEqual(points);
  });

  it('writes a parameter into the change log; a spectator may not', async () => {
    const operator = await signedIn(server, 'operator');
    const all = await operator.devices.slimList({ page_size: 100 });
    const item = all.results.find((device) => !device.is_single_unit);
    if (!item) throw new Error('no multi-unit device in the seed');
    const slim = await operator.devices.slim(item.id);
    const indoor = slim.all_outdoor_units[0].summary_data.all_indoor_units[0];
    const rows = await operator.devices.statsSlim('indoor', indoor.id);
    const writable = rows.find((row) => row.writable && row.modbus_type === 'register');
    if (!writable) throw new Error('no writable register on the indoor unit');
    const value = Number(writable.value.actual ?? 0);
    const entry = await operator.devices.write(item.id, {
      modbus_type: 'register',
      register: writable.register,
      value,
    });
    // [register, value as chosen in the parameter's unit or by name, raw value] (DECISIONS.md).
    expect(entry).toMatchObject({
      status: 'incomplete',
      data: [writable.register, expect.any(String), value],
    });
    const projectId = (await operator.devices.get(item.id)).project_id;
    const log = await operator.projects.changeLog(projectId, 1);
    expect(log.results[0].id).toBe(entry.id);

    const spectator = await signedIn(server, 'spectator');
    await expect(
      spectator.devices.write(item.id, {
        modbus_type: 'register',
        register: writable.register,
        value,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('projects', () => {
  it('lists, reads, creates with an image, and lists devices', async () => {
    const manager = await signedIn(server, 'manager');
    const page = await manager.projects.list({ page: 1, page_size: 10, search: null });
    expect(page.count).toBeGreaterThan(0);
    const withDevices = await firstProjectWithDevices(manager);
    const detail = await manager.projects.get(withDevices.id);
    expect(detail.devices.length).toBeGreaterThan(0);
    expect(await manager.projects.devices(withDevices.id)).toHaveLength(detail.devices.length);
    const pairs = await manager.projects.devicesAndConfigurations(withDevices.id);
    expect(pairs[0].configuration?.outdoor_unit_formulas).toBeDefined();

    const progress: number[] = [];
    const created = await manager.projects.create(
      {
        name: 'Integration Test Hotel',
        address_city: 'Podgorica',
        address_street_one: 'Njegoševa 1',
        address_zip: '81000',
        address_country: 'Montenegro',
        image: pngFile('hotel.png'),
      },
      { onProgress: (value) => progress.push(value.fraction) },
    );
    expect(created).toMatchObject({ name: 'Integration Test Hotel', devices: [] });
    expect(created.image).toBeTruthy();
    expect(progress.at(-1)).toBe(1);
    expect((await manager.projects.list({ search: 'Integration Test' })).results[0].id).toBe(
      created.id,
    );

    const refused = (await manager.projects
      .create({
        name: '',
        address_city: '',
        address_street_one: 'x',
        address_zip: '1',
        address_country: 'Serbia',
      })
      .catch((error: unknown) => error)) as ApiError;
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors.name).toEqual(['Name is required']);

    const operator = await signedIn(server, 'operator');
    await expect(
      operator.projects.create({
        name: 'Nope',
        address_city: 'Niš',
        address_street_one: 'x',
        address_zip: '18000',
        address_country: 'Serbia',
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('records visits: the newest recent project comes first', async () => {
    const client = await signedIn(server, 'spectator');
    const projects = (await client.projects.list({ page_size: 3 })).results;
    const start = server.clock.now;
    try {
      // One visit a second, oldest first: the server orders by visit time.
      for (const [index, project] of [...projects].reverse().entries()) {
        server.clock.now = new Date(start.getTime() + (index + 1) * 1000);
        await client.projects.addRecent(project.id);
      }
    } finally {
      server.clock.now = start;
    }
    const recent = await client.projects.recent();
    expect(recent.map((project) => project.id)).toEqual(projects.map((project) => project.id));
    expect(recent[0].name).toBe(projects[0].name);
  });

  it('pages the change log with next until the end', async () => {
    const client = await signedIn(server, 'spectator');
    const project = await firstProjectWithDevices(client);
    const first = await client.projects.changeLog(project.id, 1);
    expect(first.results.length).toBeLessThanOrEqual(20);
    if (first.next) {
      const second = await client.projects.changeLog(project.id, Number(first.next));
      expect(second.results[0]?.id).not.toBe(first.results[0].id);
    } else {
      expect(first.results.length).toBe(first.count);
    }
  });
});

describe('floors', () => {
  it('creates, reorders, saves areas and deletes floors', async () => {
    const manager = await signedIn(server, 'manager');
    const project = (await manager.projects.list({ page_size: 1 })).results[0];
    const before = await manager.floors.list(project.id);
    const floor = await manager.floors.create(project.id, {
      name: 'Roof',
      order: before.length + 1,
      floor_image: pngFile('roof.png'),
    });
    expect(floor).toMatchObject({ name: 'Roof', project: project.id, device_map: [] });
    const order = [floor.id, ...before.map((item) => item.id)];
    const reordered = await manager.floors.reorder(project.id, order);
    expect(reordered.map((item) => item.id)).toEqual(order);
    const saved = await manager.floors.updateDeviceMap(project.id, floor.id, [
      {
        id: 'a1',
        label: 'Chiller',
        unitNumber: 1,
        unitType: 'kasetna',
        x: 10,
        y: 20,
        width: 50,
        height: 50,
      },
    ]);
    expect(saved.device_map).toHaveLength(1);
    expect((await manager.floors.list(project.id))[0].device_map[0].label).toBe('Chiller');
    await manager.floors.remove(project.id, floor.id);
    expect((await manager.floors.list(project.id)).map((item) => item.id)).not.toContain(floor.id);
    const missingImage = (await manager.floors
      .create(project.id, { name: 'No plan', order: 9, floor_image: new Blob([]) })
      .catch((error: unknown) => error)) as ApiError;
    expect(missingImage.status).toBe(400);
  });
});

describe('documents', () => {
  it('lists by type, uploads with progress, renames and deletes', async () => {
    const manager = await signedIn(server, 'manager');
    const project = (await manager.projects.list({ page_size: 1 })).results[0];
    const contracts = await manager.documents.list({
      projects: project.id,
      document_type: 'contract',
      page_size: 100,
    });
    for (const document of contracts.results) expect(document.document_type).toBe('contract');
    const progress: number[] = [];
    const uploaded = await manager.documents.upload(
      {
        file: new File(['%PDF-1.7\n% a contract\n'], 'service-contract.pdf', {
          type: 'application/pdf',
        }),
        name: 'Service contract',
        file_type: 'document',
        document_type: 'contract',
        projects: project.id,
        file_extension: 'pdf',
      },
      { onProgress: (value) => progress.push(value.fraction) },
    );
    expect(uploaded).toMatchObject({ name: 'Service contract', file_extension: 'pdf' });
    expect(uploaded.file.url).toBeTruthy();
    expect(progress).toEqual([0, 1]);
    const renamed = await manager.documents.update(uploaded.id, { name: 'Service contract 2026' });
    expect(renamed.name).toBe('Service contract 2026');
    await manager.documents.remove(uploaded.id);
    const after = await manager.documents.list({ projects: project.id, page_size: 100 });
    expect(after.results.map((document) => document.id)).not.toContain(uploaded.id);

    const operator = await signedIn(server, 'operator');
    await expect(operator.documents.remove(contracts.results[0]?.id ?? 1)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('refuses a file whose content does not match its extension', async () => {
    const manager = await signedIn(server, 'manager');
    const project = (await manager.projects.list({ page_size: 1 })).results[0];
    const error = (await manager.documents
      .upload({
        file: new File(['not a pdf'], 'fake.pdf'),
        name: 'Fake',
        file_type: 'document',
        document_type: 'other',
        projects: project.id,
        file_extension: 'pdf',
      })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.firstMessage()).toContain('fake.pdf');
  });
});

describe('alarms', () => {
  it('creates, reads, updates and deletes an alarm configuration', async () => {
    const manager = await signedIn(server, 'manager');
    const project = await firstProjectWithDevices(manager);
    const listed = await manager.alarms.configurations.list(project.id, {
      page: 1,
      page_size: 10,
      ordering: null,
      search: '',
    });
    expect(listed.count).toBeGreaterThanOrEqual(0);
    const device = (await manager.projects.get(project.id)).devices.find(
      (item) => !item.is_single_unit,
    );
    if (!device) throw new Error('no multi-unit device in the project');
    const system = device.units[0];
    const rows = await manager.devices.statsSlim('outdoor', system.id);
    const numeric = rows.find((row) => row.modbus_type === 'register' && !row.read_mapping);
    if (!numeric) throw new Error('no numeric register on the system');
    const created = await manager.alarms.configurations.create(project.id, {
      device: device.id,
      parameter_modbus_type: 'register',
      parameter_register: numeric.register,
      alarm_type: 'higher',
      threshold_value: 9999,
      outdoor_unit: system.id,
    });
    expect(created).toMatchObject({ alarm_type: 'higher', threshold_value: 9999 });
    expect(created.parameter_name).toBe(numeric.data_meaning);
    expect((await manager.alarms.configurations.get(created.id)).id).toBe(created.id);
    const updated = await manager.alarms.configurations.update(created.id, {
      threshold_value: 500,
    });
    expect(updated.threshold_value).toBe(500);

    const operator = await signedIn(server, 'operator');
    await expect(operator.alarms.configurations.remove(created.id)).rejects.toMatchObject({
      status: 403,
    });
    await manager.alarms.configurations.remove(created.id);
    await expect(manager.alarms.configurations.get(created.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lists entries company-wide and per project, counts, stats, and resolves one', async () => {
    const manager = await signedIn(server, 'manager');
    const unresolved = await manager.alarms.entries.list({
      page: 1,
      page_size: 5,
      is_resolved: false,
      ordering: '-triggered_at',
    });
    for (const entry of unresolved.results) expect(entry.is_resolved).toBe(false);
    const stats = await manager.alarms.entries.stats();
    expect(stats).toHaveLength(90);
    expect(stats.reduce((sum, bucket) => sum + bucket.count, 0)).toBeGreaterThan(0);

    const project = await firstProjectWithDevices(manager);
    const counts = await manager.alarms.entries.counts(project.id);
    expect(counts).toEqual({
      active_alarms: expect.any(Number) as number,
      seven_days: expect.any(Number) as number,
      thirty_days: expect.any(Number) as number,
    });
    const configurations = await manager.alarms.configurations.list(project.id, { page_size: 1 });
    const configuration = configurations.results[0];
    if (!configuration) throw new Error('the seed has no alarm configuration for the project');
    const entry = await manager.alarms.entries.create(project.id, {
      alarm_configuration: configuration.id,
      triggered_value: 42,
    });
    expect(entry).toMatchObject({ is_resolved: false, resolved_at: null, triggered_value: 42 });
    const projectEntries = await manager.alarms.entries.listForProject(project.id, {
      page_size: 100,
      is_resolved: false,
    });
    expect(projectEntries.results.map((item) => item.id)).toContain(entry.id);
    expect((await manager.alarms.entries.counts(project.id)).active_alarms).toBe(
      counts.active_alarms + 1,
    );

    const spectator = await signedIn(server, 'spectator');
    await expect(
      spectator.alarms.entries.update(entry.id, { is_resolved: true }),
    ).rejects.toMatchObject({ status: 403 });
    const operator = await signedIn(server, 'operator');
    const resolved = await operator.alarms.entries.update(entry.id, { is_resolved: true });
    expect(resolved.is_resolved).toBe(true);
    expect(resolved.resolved_at).toBe(server.clock.now.toISOString());
    expect((await operator.alarms.entries.get(entry.id)).is_resolved).toBe(true);
    await manager.alarms.entries.remove(entry.id);
    await expect(manager.alarms.entries.get(entry.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('uploads through a real XMLHttpRequest (a jsdom page)', () => {
  // The page's XMLHttpRequest, FormData, File and Blob replace the globals for these tests, so the
  // client builds the body with the classes that page's XMLHttpRequest can send; JSON calls keep
  // Node's fetch. The server listens on a port: the page's origin differs (CORS preflight).
  const page = new JSDOM('', { url: `${UPLOAD_PAGE_ORIGIN}/` }).window;
  const replaced = ['FormData', 'File', 'Blob'] as const;
  const originals = replaced.map((name) => globalThis[name]);
  let baseUrl = '';
  beforeAll(async () => {
    // An IP address is a single-label host: the server's default tenant, demo.
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(() => {
    globalThis.FormData = page.FormData;
    globalThis.File = page.File;
    globalThis.Blob = page.Blob;
  });
  afterEach(() => {
    replaced.forEach((name, index) => {
      Object.assign(globalThis, { [name]: originals[index] });
    });
  });

  it('sends the document cross-origin with progress, and cancels another', async () => {
    expect(page.location.origin).not.toBe(new URL(baseUrl).origin);
    const client = createConsoleClient({
      baseUrl,
      storage: createMemoryStorage(),
      onUnauthorized: vi.fn(),
      // JSON calls use Node's fetch (the default); uploads use the page's XMLHttpRequest.
      createXMLHttpRequest: () => new page.XMLHttpRequest(),
    });
    await client.auth.login({ username: 'manager', password: DEMO_PASSWORD });
    const project = (await client.projects.list({ page_size: 1 })).results[0];
    const content = `%PDF-1.7\n${'0123456789'.repeat(20_000)}\n`;
    const progress: number[] = [];
    const uploaded = await client.documents.upload(
      {
        file: new page.File([content], 'big-contract.pdf', { type: 'application/pdf' }),
        name: 'Big contract',
        file_type: 'document',
        document_type: 'contract',
        projects: project.id,
        file_extension: 'pdf',
      },
      { onProgress: (value) => progress.push(value.fraction) },
    );
    expect(uploaded).toMatchObject({ name: 'Big contract', file: { size: content.length } });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    for (let index = 1; index < progress.length; index += 1) {
      expect(progress[index]).toBeGreaterThanOrEqual(progress[index - 1]);
    }

    const controller = new AbortController();
    const cancelled = client.documents.upload(
      {
        file: new page.File([content], 'cancelled.pdf', { type: 'application/pdf' }),
        name: 'Cancelled',
        file_type: 'document',
        document_type: 'other',
        projects: project.id,
        file_extension: 'pdf',
      },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    const documents = await client.documents.list({ projects: project.id, page_size: 100 });
    expect(documents.results.map((document) => document.name)).toContain('Big contract');
    expect(documents.results.map((document) => document.name)).not.toContain('Cancelled');
  });
});
