import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../src/projects/repository';
import { createTestContext } from './helpers';
import type { TestContext } from './helpers';

// Issue 31, lists that stop at 100: with more projects than the largest page (100), the search of the
// list still finds the last one, and the map's call answers every project.

const BULK = 150;

interface Marker {
  id: number;
  name: string;
  address_city: string;
  image: string | null;
  location: { lat: number; lon: number };
  has_active_alarm: boolean;
}
interface Paged<T> {
  results: T[];
  count: number;
}

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  const created = new Date('2026-03-01T08:00:00Z');
  await context.db.transaction(async (tx) => {
    for (let number = 1; number <= BULK; number++) {
      await insertProject(
        tx,
        'acme',
        {
          name: `Bulk Site ${String(number).padStart(3, '0')}`,
          address_city: 'Zagreb',
          address_street_one: `Ilica ${number}`,
          address_zip: '10000',
          address_country: 'Croatia',
          image: null,
          investor: '',
          description: '',
          contact_person: '',
          contact_number: '',
          contact_email: '',
          lat: 45.8 + number / 1000,
          lon: 15.9 + number / 1000,
        },
        created,
      );
    }
  });
  // A project without coordinates has no marker.
  await insertProject(
    context.db,
    'acme',
    {
      name: 'Bulk Site Unplaced',
      address_city: 'Zagreb',
      address_street_one: 'Ilica 999',
      address_zip: '10000',
      address_country: 'Croatia',
      image: null,
      investor: '',
      description: '',
      contact_person: '',
      contact_number: '',
      contact_email: '',
      lat: null,
      lon: null,
    },
    created,
  );
}, 120_000);
afterAll(async () => {
  await context.close();
});

async function get<T>(
  url: string,
  tenant: 'demo' | 'acme' = 'acme',
  user: 'admin' | 'spectator' = 'spectator',
) {
  const response = await context.request({
    tenant,
    method: 'GET',
    url,
    token: await context.token(tenant, user),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('GET /projects/?search= with more projects than a page', () => {
  it('finds the 150th project by a case-insensitive part of its name, in the tenant only', async () => {
    const found = await get<Paged<{ id: number; name: string }>>(
      '/projects/?search=bulk%20site%20150&page_size=10',
    );
    expect(found.status).toBe(200);
    expect(found.body.count).toBe(1);
    expect(found.body.results.map((project) => project.name)).toEqual(['Bulk Site 150']);

    const all = await get<Paged<{ name: string }>>('/projects/?search=BULK&page_size=100');
    expect(all.body.count).toBe(BULK + 1);
    expect(all.body.results).toHaveLength(100);

    const otherTenant = await get<Paged<unknown>>('/projects/?search=bulk%20site', 'demo');
    expect(otherTenant.body.count).toBe(0);
  });
});

describe('GET /projects/?ids= and GET /users/?ids=', () => {
  it('answers only the projects named, wherever they fall in the pages, in the tenant only', async () => {
    const found = await get<Paged<{ id: number; name: string }>>(
      '/projects/?search=bulk%20site%20150&page_size=10',
    );
    const last = found.body.results[0].id;
    const first = (
      await get<Paged<{ id: number; name: string }>>('/projects/?search=bulk%20site%20001')
    ).body.results[0].id;
    const named = await get<Paged<{ id: number; name: string }>>(
      `/projects/?ids=${last},${first},${last}&page_size=100`,
    );
    expect(named.status).toBe(200);
    expect(named.body.count).toBe(2);
    expect(named.body.results.map((project) => project.name)).toEqual([
      'Bulk Site 001',
      'Bulk Site 150',
    ]);
    const searched = await get<Paged<{ name: string }>>(
      `/projects/?ids=${last},${first}&search=150`,
    );
    expect(searched.body.results.map((project) => project.name)).toEqual(['Bulk Site 150']);
    expect(searched.body.count).toBe(1);
    // Another tenant's ids name nothing.
    const demo = await get<Paged<unknown>>(`/projects/?ids=${last},${first}`, 'demo');
    expect(demo.body.count).toBe(0);
    for (const ids of [
      'x',
      '1,,2',
      '0',
      '99999999999',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const refused = await get<Record<string, string[]>>(`/projects/?ids=${ids}`);
      expect(refused.status, ids).toBe(400);
    }
  });

  it('answers only the users named', async () => {
    const users = await get<Paged<{ id: number; username: string }>>(
      '/users/?page_size=100',
      'demo',
      'admin',
    );
    const [one, two] = users.body.results;
    const named = await get<Paged<{ id: number }>>(
      `/users/?ids=${two.id},${one.id}`,
      'demo',
      'admin',
    );
    expect(named.status).toBe(200);
    expect(named.body.results.map((user) => user.id).sort()).toEqual([one.id, two.id].sort());
    const acme = await get<Paged<unknown>>(`/users/?ids=${two.id},${one.id}`, 'acme', 'admin');
    expect(acme.body.count).toBe(0);
  });
});

describe('GET /projects/map/', () => {
  it('answers every located project of the tenant as a marker, past 100, by name', async () => {
    const { status, body } = await get<Marker[]>('/projects/map/');
    expect(status).toBe(200);
    const list = await get<Paged<{ location: unknown }>>('/projects/?page_size=100');
    const bulk = body.filter((marker) => marker.name.startsWith('Bulk Site'));
    expect(bulk).toHaveLength(BULK);
    // Every other acme project with coordinates is there too, and nothing else.
    const located = list.body.count - 1;
    expect(body).toHaveLength(located);
    const names = body.map((marker) => marker.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Bulk Site Unplaced');
    const last = body.find((marker) => marker.name === 'Bulk Site 150');
    expect(last?.id).toBeGreaterThan(0);
    expect(last).toEqual({
      id: last?.id,
      name: 'Bulk Site 150',
      address_street_one: 'Ilica 150',
      address_zip: '10000',
      address_city: 'Zagreb',
      address_country: 'Croatia',
      image: null,
      location: { lat: 45.8 + 150 / 1000, lon: 15.9 + 150 / 1000 },
      has_active_alarm: false,
    });
  });

  it('shows each tenant only its own projects, with their alarm state and image links', async () => {
    const demo = await get<Marker[]>('/projects/map/', 'demo');
    expect(demo.status).toBe(200);
    expect(demo.body.some((marker) => marker.name.startsWith('Bulk Site'))).toBe(false);
    const list = await get<
      Paged<{ id: number; has_active_alarm: boolean; image: string | null; location: unknown }>
    >('/projects/?page_size=100', 'demo');
    const located = list.body.results.filter((project) => project.location !== null);
    expect(demo.body.map((marker) => marker.id).sort()).toEqual(
      located.map((project) => project.id).sort(),
    );
    for (const project of located) {
      const marker = demo.body.find((item) => item.id === project.id);
      expect(marker?.has_active_alarm).toBe(project.has_active_alarm);
      expect(Boolean(marker?.image)).toBe(Boolean(project.image));
    }
    expect(demo.body.some((marker) => marker.has_active_alarm)).toBe(true);
  });

  it('is refused without a session (401)', async () => {
    const response = await context.request({
      tenant: 'acme',
      method: 'GET',
      url: '/projects/map/',
    });
    expect(response.statusCode).toBe(401);
  });
});
