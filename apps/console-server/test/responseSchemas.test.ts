import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * Every read of every seeded resource, for both tenants, answers 200: each route that declares a
 * response schema checks its answer against it (a mismatch would be a 500), so this walks the whole
 * seeded data set through the schemas, not only the rows the feature tests happen to read.
 */
let context: TestContext;
const NOW = new Date('2026-03-14T09:30:00Z');

beforeAll(async () => {
  context = await createTestContext({ now: () => NOW, emulator: true });
  await context.poll();
});
afterAll(() => context.close());

interface Listed {
  results: { id: number }[];
}
interface DeviceUnits {
  id: number;
  is_single_unit: boolean;
  units: { id: number; indoor_units: { id: number }[] }[];
}

describe.each(['demo', 'acme'] as const)('every read of tenant %s matches its schema', (tenant) => {
  const get = async <Body>(url: string): Promise<Body> => {
    const token = await context.token(tenant, 'admin');
    const response = await context.request({ tenant, token, url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 500)}`).toBe(200);
    return response.json<Body>();
  };

  it('users, invites, documents and the alarm statistics', async () => {
    for (const url of [
      '/users/?page_size=100',
      '/users/invites/?page_size=100',
      '/documents/',
      '/alerts/entries/?page_size=100',
      '/alerts/entries/?is_resolved=false',
      '/alerts/entries/stats/',
      '/projects/recent/',
      '/projects/map/',
    ]) {
      await get(url);
    }
    const users = await get<Listed>('/users/');
    for (const user of users.results) await get(`/users/${user.id}/`);
  });

  it('projects with their floors, devices, alarms and change log', async () => {
    const projects = await get<Listed>('/projects/?page_size=100');
    expect(projects.results.length).toBeGreaterThan(0);
    for (const { id } of projects.results) {
      for (const path of [
        '',
        'devices/',
        'devices_and_configurations/',
        'floors/',
        'change_log/',
        'change_log/?page=2',
      ]) {
        await get(`/projects/${id}/${path}`);
      }
      await get(`/devices/project/${id}/units/`);
      await get(`/alerts/configurations/${id}/?page_size=100`);
      await get(`/alerts/entries/${id}/?page_size=100`);
      await get(`/alerts/entries/${id}/counts/`);
    }
  });

  it('devices with their units, summaries, formulas and statistics', async () => {
    await get('/devices/slim/?page_size=100');
    const devices = await get<Listed>('/devices/?page_size=100');
    expect(devices.results.length).toBeGreaterThan(0);
    for (const { id } of devices.results) {
      const device = await get<DeviceUnits>(`/devices/${id}/`);
      for (const path of ['slim/', 'units/', 'configuration/', 'graph/headers/']) {
        await get(`/devices/${id}/${path}`);
      }
      const units = device.is_single_unit
        ? [['single', id] as const]
        : device.units.flatMap((outdoor) => [
            ['outdoor', outdoor.id] as const,
            ...outdoor.indoor_units.map((indoor) => ['indoor', indoor.id] as const),
          ]);
      for (const [kind, unitId] of units) {
        await get(`/devices/stats/slim/${kind}/${unitId}/`);
        await get(`/devices/stats/historical/${kind}/${unitId}/?page_size=5&interval=60`);
      }
    }
  });
});
