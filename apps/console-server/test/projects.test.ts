import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Raster } from '../src/seed/png';
import { createTestContext, multipart } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

interface ProjectItem {
  id: number;
  name: string;
  address_city: string;
  address_street_one: string;
  address_zip: string;
  address_country: string;
  image: string | null;
  investor: string;
  contact_person: string;
  contact_number: string;
  alarms: number;
  has_active_alarm: boolean;
  last_intervention: string | null;
  error_status: boolean;
  location: { lat: number; lon: number } | null;
  device_types: string[];
  devices: {
    id: number;
    unit_id: string;
    device_type: string;
    configuration: { manufacturer: string; model: string; model_type: string };
    units?: unknown[];
  }[];
}
interface Paged<T> {
  results: T[];
  count: number;
  pages: { current_page: number; total_pages: number };
  next: string | null;
}

type User = 'admin' | 'manager' | 'operator' | 'spectator';

async function get<T>(url: string, user: User = 'spectator', tenant: 'demo' | 'acme' = 'demo') {
  const response = await context.request({
    tenant,
    method: 'GET',
    url,
    token: await context.token(tenant, user),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const png = () => new Raster(4, 3, [10, 120, 200]).toPng();

describe('GET /projects/', () => {
  it('lists the tenant’s projects with alarms, last intervention, device types and location', async () => {
    const { status, body } = await get<Paged<ProjectItem>>('/projects/');
    expect(status).toBe(200);
    expect(body.count).toBe(8);
    expect(body.pages.current_page).toBe(1);
    const names = body.results.map((project) => project.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const tower = body.results.find((project) => project.name === 'Ušće Business Tower');
    expect(tower).toMatchObject({
      address_city: 'Novi Beograd',
      address_street_one: 'Bulevar Mihajla Pupina 6',
      address_zip: '11070',
      address_country: 'Serbia',
      investor: 'Sava Real Estate d.o.o.',
      location: { lat: 44.8156, lon: 20.4368 },
    });
    expect(tower?.image).toMatch(
      /^http:\/\/demo\.localhost:8787\/files\/[0-9a-f]{32}\?expires=\d+&sig=/,
    );
    for (const project of body.results) {
      expect(project.has_active_alarm).toBe(project.alarms > 0);
      expect(Array.isArray(project.device_types)).toBe(true);
      expect(new Set(project.device_types)).toEqual(
        new Set(project.devices.map((device) => device.device_type)),
      );
      for (const device of project.devices) {
        expect(device.configuration.manufacturer).not.toBe('');
      }
    }
    // The alarm count is the project's unresolved entries.
    const counted = await context.db.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM alarm_entries WHERE project_id = $1 AND NOT is_resolved',
      [tower?.id],
    );
    expect(tower?.alarms).toBe(counted?.count);
  });

  it('pages, orders by any listed column both ways and searches name, city, investor and contact', async () => {
    const first = await get<Paged<ProjectItem>>(
      '/projects/?page=1&page_size=3&ordering=-address_city',
    );
    const second = await get<Paged<ProjectItem>>(
      '/projects/?page=2&page_size=3&ordering=-address_city',
    );
    expect(first.body.results).toHaveLength(3);
    expect(first.body.pages.total_pages).toBe(3);
    const cities = [...first.body.results, ...second.body.results].map(
      (project) => project.address_city,
    );
    expect(cities).toEqual([...cities].sort((a, b) => b.localeCompare(a, 'en')));
    for (const ordering of [
      'name',
      'investor',
      'alarms',
      '-alarms',
      'last_intervention',
      'contact_person',
      'contact_number',
      'id',
    ]) {
      expect((await get(`/projects/?ordering=${ordering}`)).status).toBe(200);
    }
    const byAlarms = await get<Paged<ProjectItem>>('/projects/?ordering=-alarms&page_size=100');
    const counts = byAlarms.body.results.map((project) => project.alarms);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await get('/projects/?ordering=secret')).status).toBe(400);

    const search = async (term: string) =>
      (
        await get<Paged<ProjectItem>>(`/projects/?search=${encodeURIComponent(term)}`)
      ).body.results.map((project) => project.name);
    expect(await search('vojvodina')).toEqual(['Hotel Vojvodina']);
    expect(await search('Sarajevo')).toEqual(['Sarajevo City Offices']);
    expect(await search('panonija')).toEqual(['Hotel Vojvodina']);
    expect(await search('Goran Trajkovski')).toEqual(['Skopje Data Centre']);
    expect(await search('%')).toEqual([]);
    // The search reads each project's lower-cased names (migration 303) and matches as ILIKE does,
    // accented capitals included; a term that spans two names (across their separator) matches nothing.
    expect(await search('UŠĆE BUSINESS')).toEqual(['Ušće Business Tower']);
    const spanning = await get<Paged<ProjectItem>>(
      `/projects/?search=${encodeURIComponent('vojvodina\u001fnovi sad')}`,
    );
    expect(spanning.body.count).toBe(0);
    // The count rides on the page's rows; a page past the end has none and still counts the list.
    const all = await get<Paged<ProjectItem>>('/projects/?page_size=100');
    const past = await get<Paged<ProjectItem>>('/projects/?page=9&page_size=3');
    expect(past.body.results).toEqual([]);
    expect(past.body.count).toBe(all.body.count);
    const pastSearch = await get<Paged<ProjectItem>>('/projects/?search=hotel&page=9');
    expect(pastSearch.body.results).toEqual([]);
    expect(pastSearch.body.count).toBe(
      all.body.results.filter((project) =>
        [project.name, project.address_city, project.investor, project.contact_person].some(
          (name) => /hotel/i.test(name),
        ),
      ).length,
    );
  });

  it('shows each tenant only its own projects', async () => {
    const acme = await get<Paged<ProjectItem>>('/projects/', 'admin', 'acme');
    expect(acme.body.results.map((project) => project.name).sort()).toEqual([
      'Acme Logistics Hub',
      'Banja Luka Shopping Gallery',
      'Split Waterfront Hotel',
    ]);
  });
});

describe('GET /projects/{id}/ and its devices', () => {
  it('answers the project with full devices (configuration and units)', async () => {
    const list = await get<Paged<ProjectItem>>('/projects/?search=Ušće');
    const id = list.body.results[0].id;
    const { status, body } = await get<ProjectItem>(`/projects/${id}/`);
    expect(status).toBe(200);
    expect(body.name).toBe('Ušće Business Tower');
    expect(body.devices.length).toBeGreaterThan(0);
    for (const device of body.devices) {
      expect(Object.keys(device.configuration).sort()).toEqual([
        'manufacturer',
        'model',
        'model_type',
      ]);
      expect(device.configuration.manufacturer).not.toBe('');
      expect(Array.isArray(device.units)).toBe(true);
    }
    const devices = await get<ProjectItem['devices']>(`/projects/${id}/devices/`);
    expect(devices.body.map((device) => device.id)).toEqual(
      body.devices.map((device) => device.id),
    );
    const withConfigurations = await get<
      { device: { id: number }; configuration: { general_formulas: unknown[] } }[]
    >(`/projects/${id}/devices_and_configurations/`);
    expect(withConfigurations.status).toBe(200);
    expect(withConfigurations.body.map((entry) => entry.device.id)).toEqual(
      body.devices.map((device) => device.id),
    );
    expect(Array.isArray(withConfigurations.body[0].configuration.general_formulas)).toBe(true);
  });

  it('answers 404 for another tenant’s project, an unknown id and a malformed id', async () => {
    const acme = await get<Paged<ProjectItem>>('/projects/', 'admin', 'acme');
    const foreign = acme.body.results[0].id;
    for (const url of [
      `/projects/${foreign}/`,
      `/projects/${foreign}/devices/`,
      `/projects/${foreign}/devices_and_configurations/`,
      '/projects/999999/',
      '/projects/abc/',
      '/projects/99999999999/',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
});

describe('POST /projects/', () => {
  const fields = {
    name: 'Vračar Residence',
    address_city: 'Beograd',
    address_street_one: 'Njegoševa 45',
    address_zip: '11000',
    address_country: 'Serbia',
  };

  it('creates a project from multipart with an image (answer includes id) for admins and managers', async () => {
    const token = await context.token('demo', 'manager');
    const response = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart(
        { ...fields, investor: 'Vračar Gradnja d.o.o.', contact_email: 'info@vracar.rs' },
        { image: { filename: 'front.png', data: png(), contentType: 'image/png' } },
      ),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<ProjectItem>();
    expect(body).toMatchObject({
      ...fields,
      investor: 'Vračar Gradnja d.o.o.',
      devices: [],
      device_types: [],
      alarms: 0,
    });
    expect(typeof body.id).toBe('number');
    // No coordinates sent: the city's centre puts it on the map.
    expect(body.location).toEqual({ lat: 44.8125, lon: 20.4612 });
    const image = await context.request({
      method: 'GET',
      url: new URL(body.image ?? '').pathname + new URL(body.image ?? '').search,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png())).toBe(true);
    const listed = await get<Paged<ProjectItem>>('/projects/?search=Vračar Residence');
    expect(listed.body.count).toBe(1);
  });

  it('answers the field rules of console-domain and no project is created', async () => {
    const token = await context.token('demo', 'admin');
    const before = (await get<Paged<ProjectItem>>('/projects/')).body.count;
    const missing = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart({ name: '' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: ['Name is required'],
      address_city: ['City is required'],
      address_street_one: ['Street is required'],
      address_zip: ['Zip Code is required'],
      address_country: ['Country is required'],
    });
    const badCountry = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart({ ...fields, address_country: 'Atlantis' }),
    });
    expect(badCountry.statusCode).toBe(400);
    expect(Object.keys(badCountry.json<object>())).toEqual(['address_country']);
    const fakeImage = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart(fields, {
        image: {
          filename: 'photo.png',
          data: Buffer.from('<script>alert(1)</script>'),
          contentType: 'image/png',
        },
      }),
    });
    expect(fakeImage.statusCode).toBe(400);
    expect(fakeImage.json()).toEqual({
      image: ['photo.png is not a valid file. Its content does not match its extension.'],
    });
    const pdfImage = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart(fields, { image: { filename: 'plan.pdf', data: Buffer.from('%PDF-1.4\n') } }),
    });
    expect(pdfImage.statusCode).toBe(400);
    expect(pdfImage.json()).toEqual({
      image: ['Unsupported file type. Please upload a .jpeg, .jpg or .png image.'],
    });
    const exe = await context.request({
      method: 'POST',
      url: '/projects/',
      token,
      ...multipart(fields, { image: { filename: 'notes.exe', data: Buffer.from('MZ') } }),
    });
    expect(exe.json()).toEqual({
      image: ['Unsupported file type. Please upload a .jpeg, .jpg or .png image.'],
    });
    expect((await get<Paged<ProjectItem>>('/projects/')).body.count).toBe(before);
  });

  it('is refused to operators and spectators (403) and to strangers (401)', async () => {
    for (const user of ['operator', 'spectator'] as const) {
      const response = await context.request({
        method: 'POST',
        url: '/projects/',
        token: await context.token('demo', user),
        ...multipart(fields),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to do this.' });
    }
    expect(
      (await context.request({ method: 'POST', url: '/projects/', ...multipart(fields) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('/projects/recent/', () => {
  it('records visits and answers name_id strings, newest first, at most 5', async () => {
    const token = await context.token('demo', 'operator');
    const all = (await get<Paged<ProjectItem>>('/projects/?ordering=id&page_size=100', 'operator'))
      .body.results;
    expect((await get<string[]>('/projects/recent/', 'operator')).body).toEqual([]);
    for (const project of all.slice(0, 7)) {
      const response = await context.request({
        method: 'POST',
        url: '/projects/recent/',
        token,
        payload: { project_id: project.id },
      });
      expect(response.statusCode).toBe(200);
    }
    await context.request({
      method: 'POST',
      url: '/projects/recent/',
      token,
      payload: { project_id: all[2].id },
    });
    const recent = (await get<string[]>('/projects/recent/', 'operator')).body;
    expect(recent).toEqual(
      [all[2], all[6], all[5], all[4], all[3]].map((project) => `${project.name}_${project.id}`),
    );
    // Seeded visits of the admin.
    expect((await get<string[]>('/projects/recent/', 'admin')).body).toHaveLength(3);
  });

  it('refuses another tenant’s project and malformed bodies without recording', async () => {
    const token = await context.token('acme', 'operator');
    const demoProject = (await get<Paged<ProjectItem>>('/projects/')).body.results[0];
    const foreign = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: '/projects/recent/',
      token,
      payload: { project_id: demoProject.id },
    });
    expect(foreign.statusCode).toBe(404);
    for (const payload of [{}, { project_id: 'x' }, { project_id: -1 }, [1]]) {
      const response = await context.request({
        tenant: 'acme',
        method: 'POST',
        url: '/projects/recent/',
        token,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await get<string[]>('/projects/recent/', 'operator', 'acme')).body).toEqual([]);
  });
});
