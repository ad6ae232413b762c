import { MAX_UPLOAD_BYTES } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../src/seed/pdf';
import { Raster } from '../src/seed/png';
import { createTestContext, multipart } from './helpers';
import type { TestContext } from './helpers';

let context: TestContext;
let projectId: number;
let acmeProjectId: number;
beforeAll(async () => {
  context = await createTestContext();
  const demo = await context.db.one<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'demo' AND name = 'Hotel Vojvodina'",
  );
  const acme = await context.db.one<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'acme' ORDER BY id LIMIT 1",
  );
  projectId = demo?.id ?? 0;
  acmeProjectId = acme?.id ?? 0;
});
afterAll(async () => {
  await context.close();
});

type User = 'admin' | 'manager' | 'operator' | 'spectator';
interface Area {
  id: string;
  label: string;
  unitNumber: string | number;
  deviceId?: number | null;
  indoorUnitId?: number | null;
  unitType: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Floor {
  id: number;
  name: string;
  order: number;
  project: number;
  floor_image: string | null;
  device_map: Area[];
}
interface DocumentItem {
  id: number;
  name: string;
  file: { url: string; size: number };
  file_format: string;
  file_extension: string;
  file_type: string;
  document_type: string;
  projects: number;
}
interface Paged<T> {
  results: T[];
  count: number;
  pages: { current_page: number };
}

const png = (color: [number, number, number] = [200, 30, 30]) => new Raster(6, 4, color).toPng();

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: User = 'admin',
  extra: object = {},
  tenant: 'demo' | 'acme' = 'demo',
) {
  return context.request({
    tenant,
    method,
    url,
    token: await context.token(tenant, user),
    ...extra,
  });
}

/** GET a file link the API answered, as a browser would (Host of the link, no token). */
async function fetchLink(link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return context.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: { host: url.host, ...headers },
  });
}

describe('floors', () => {
  it('lists the seeded floors in order with plan images and placed areas', async () => {
    const response = await call('GET', `/projects/${projectId}/floors/`, 'spectator');
    expect(response.statusCode).toBe(200);
    const floors = response.json<Floor[]>();
    expect(floors.map((floor) => floor.name)).toEqual(['Lobby', 'Rooms 1xx', 'Rooms 2xx']);
    expect(floors.map((floor) => floor.order)).toEqual([0, 1, 2]);
    for (const floor of floors) {
      expect(floor.project).toBe(projectId);
      expect(floor.device_map.length).toBeGreaterThan(0);
      for (const area of floor.device_map) {
        expect(['kasetna', 'plafonska']).toContain(area.unitType);
        // The seed's areas name the unit they show.
        expect(area.indoorUnitId).toEqual(expect.any(Number));
        expect(area.x).toBeGreaterThanOrEqual(0);
        expect(area.x + area.width).toBeLessThanOrEqual(900);
        expect(area.y + area.height).toBeLessThanOrEqual(560);
      }
    }
    const image = await fetchLink(floors[0].floor_image ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="Lobby\.png"/);
    // A Download asks for the same signed file as an attachment.
    const download = await fetchLink(`${floors[0].floor_image ?? ''}&download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Lobby\.png"/);
    expect((await fetchLink(`${floors[0].floor_image ?? ''}&download=yes`)).statusCode).toBe(404);
  });

  it('adds a floor (multipart), reorders, saves the device map and deletes, with the domain’s messages', async () => {
    const missing = await call(
      'POST',
      `/projects/${projectId}/floors/`,
      'manager',
      multipart({ name: '', order: '' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      name: ['Floor name is required.'],
      floor_image: ['Floor image is required.'],
      order: ['Order is required'],
    });
    const created = await call(
      'POST',
      `/projects/${projectId}/floors/`,
      'manager',
      multipart(
        { name: 'Roof', order: 3, project: projectId },
        { floor_image: { filename: 'roof.png', data: png() } },
      ),
    );
    expect(created.statusCode).toBe(201);
    const roof = created.json<Floor>();
    expect(roof).toMatchObject({ name: 'Roof', order: 3, project: projectId, device_map: [] });
    expect((await fetchLink(roof.floor_image ?? '')).rawPayload.equals(png())).toBe(true);

    const before = (await call('GET', `/projects/${projectId}/floors/`)).json<Floor[]>();
    const reversed = before.map((floor) => floor.id).reverse();
    const reordered = await call('POST', `/projects/${projectId}/floors/reorder/`, 'manager', {
      payload: { project_id: projectId, floor_ids: reversed },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<Floor[]>().map((floor) => floor.id)).toEqual(reversed);
    const partial = await call('POST', `/projects/${projectId}/floors/reorder/`, 'manager', {
      payload: { floor_ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(400);

    const areas: Area[] = [
      {
        id: 'a1',
        label: 'IU 3.01',
        unitNumber: 1,
        unitType: 'kasetna',
        x: 10,
        y: 20,
        width: 50,
        height: 50,
      },
      {
        id: 'a2',
        label: 'IU 3.02',
        unitNumber: '2',
        unitType: 'plafonska',
        x: 120,
        y: 40,
        width: 60,
        height: 40,
      },
    ];
    const saved = await call('PATCH', `/projects/${projectId}/floors/${roof.id}/`, 'manager', {
      payload: { device_map: areas },
    });
    expect(saved.statusCode).toBe(200);
    // Each area answers with the project's unit of its number (device and indoor unit ids).
    const linked = areas.map((area) => ({
      ...area,
      deviceId: expect.any(Number) as number,
      indoorUnitId: expect.any(Number) as number,
    }));
    expect(saved.json<Floor>().device_map).toEqual(linked);
    const badArea = await call('PATCH', `/projects/${projectId}/floors/${roof.id}/`, 'manager', {
      payload: { device_map: [{ ...areas[0], unitType: 'wall' }] },
    });
    expect(badArea.statusCode).toBe(400);
    expect(
      (await call('GET', `/projects/${projectId}/floors/`))
        .json<Floor[]>()
        .find((floor) => floor.id === roof.id)?.device_map,
    ).toEqual(linked);

    const deleted = await call('DELETE', `/projects/${projectId}/floors/${roof.id}/`, 'manager');
    expect(deleted.statusCode).toBe(204);
    expect((await fetchLink(roof.floor_image ?? '')).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/projects/${projectId}/floors/${roof.id}/`, 'manager')).statusCode,
    ).toBe(404);
  });

  it('refuses a plan that is not an image and writes by operators and spectators', async () => {
    const pdf = await call(
      'POST',
      `/projects/${projectId}/floors/`,
      'admin',
      multipart(
        { name: 'X', order: 1 },
        { floor_image: { filename: 'x.pdf', data: makePdf('x', []) } },
      ),
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      floor_image: ['Unsupported file type. Please upload a .jpeg, .jpg or .png image.'],
    });
    const floors = (await call('GET', `/projects/${projectId}/floors/`)).json<Floor[]>();
    for (const user of ['operator', 'spectator'] as const) {
      expect(
        (
          await call(
            'POST',
            `/projects/${projectId}/floors/`,
            user,
            multipart({ name: 'X', order: 1 }, { floor_image: { filename: 'x.png', data: png() } }),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PATCH', `/projects/${projectId}/floors/${floors[0].id}/`, user, {
            payload: { device_map: [] },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', `/projects/${projectId}/floors/reorder/`, user, {
            payload: { floor_ids: floors.map((floor) => floor.id) },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/projects/${projectId}/floors/${floors[0].id}/`, user)).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `/projects/${projectId}/floors/`)).json<Floor[]>()).toEqual(floors);
  });
});

describe('documents', () => {
  it('lists a project’s documents of every type, filtered by type and project', async () => {
    const all = await call('GET', `/documents/?projects=${projectId}&page_size=100`, 'spectator');
    expect(all.statusCode).toBe(200);
    const body = all.json<Paged<DocumentItem>>();
    expect(new Set(body.results.map((document) => document.document_type))).toEqual(
      new Set(['contract', 'service', 'work_order', 'project', 'installation', 'other']),
    );
    expect(body.results.every((document) => document.projects === projectId)).toBe(true);
    const contracts = (
      await call('GET', `/documents/?projects=${projectId}&document_type=contract`, 'spectator')
    ).json<Paged<DocumentItem>>();
    expect(contracts.results).toHaveLength(1);
    expect(contracts.results[0]).toMatchObject({
      file_format: 'PDF',
      file_extension: 'pdf',
      file_type: 'document',
    });
    const file = await fetchLink(contracts.results[0].file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(file.headers['content-length'])).toBe(contracts.results[0].file.size);
    const byName = (await call('GET', `/documents/?projects=${projectId}&ordering=name`)).json<
      Paged<DocumentItem>
    >();
    const names = byName.results.map((document) => document.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const bySize = (
      await call('GET', `/documents/?projects=${projectId}&ordering=-size&page_size=2&page=1`)
    ).json<Paged<DocumentItem>>();
    expect(bySize.results[0].file.size).toBeGreaterThanOrEqual(bySize.results[1].file.size);
    expect(bySize.count).toBe(6);
    const searched = (
      await call('GET', `/documents/?projects=${projectId}&search=refrigerant`)
    ).json<Paged<DocumentItem>>();
    expect(searched.results.map((document) => document.name)).toEqual(['Refrigerant log']);
    expect((await call('GET', '/documents/?ordering=file_key')).statusCode).toBe(400);
    expect((await call('GET', '/documents/?document_type=memo')).statusCode).toBe(400);
    expect((await call('GET', '/documents/?page_size=101')).statusCode).toBe(400);
    const acme = (await call('GET', `/documents/?projects=${projectId}`, 'admin', {}, 'acme')).json<
      Paged<DocumentItem>
    >();
    expect(acme.count).toBe(0);
  });

  it('uploads, renames and deletes a document, sniffing the type from the bytes', async () => {
    const text = Buffer.from('Servis 2026-03-01: zamena filtera, provera pritiska.\n', 'utf8');
    const uploaded = await call(
      'POST',
      '/documents/',
      'manager',
      multipart(
        {
          name: 'Service note',
          document_type: 'service',
          projects: projectId,
          file_type: 'text',
          file_extension: 'txt',
        },
        { file: { filename: 'napomena-čćž.txt', data: text, contentType: 'application/pdf' } },
      ),
    );
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json<DocumentItem>();
    expect(document).toMatchObject({
      name: 'Service note',
      document_type: 'service',
      projects: projectId,
      file_extension: 'txt',
      file_type: 'text',
      file: { size: text.length },
    });
    const served = await fetchLink(document.file.url);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="napomena-___.txt"; filename*=UTF-8''napomena-%C4%8D%C4%87%C5%BE.txt`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(text)).toBe(true);

    const renamed = await call('PATCH', `/documents/${document.id}/`, 'manager', {
      payload: { name: 'Service note March', document_type: 'work_order' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Service note March',
      document_type: 'work_order',
    });
    expect(
      (
        await call('PATCH', `/documents/${document.id}/`, 'manager', {
          payload: { document_type: 'memo' },
        })
      ).statusCode,
    ).toBe(400);

    expect((await call('DELETE', `/documents/${document.id}/`, 'manager')).statusCode).toBe(204);
    expect((await fetchLink(document.file.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/documents/${document.id}/`, 'manager')).statusCode).toBe(404);
  });

  it('refuses missing fields, unsupported and disguised files, and oversized files', async () => {
    const count = async () =>
      (await call('GET', '/documents/?page_size=100')).json<Paged<DocumentItem>>().count;
    const before = await count();
    const missing = await call('POST', '/documents/', 'admin', multipart({ name: 'x' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      file: ['Please fill out all fields before uploading.'],
      document_type: ['Please fill out all fields before uploading.'],
      projects: ['Please fill out all fields before uploading.'],
    });
    const fields = { name: 'x', document_type: 'other', projects: projectId };
    const exe = await call(
      'POST',
      '/documents/',
      'admin',
      multipart(fields, { file: { filename: 'tool.exe', data: Buffer.from('MZ\u0090\u0000') } }),
    );
    expect(exe.json()).toEqual({
      file: ['Unsupported file type. Please upload a valid document.'],
    });
    const disguised = await call(
      'POST',
      '/documents/',
      'admin',
      multipart(fields, {
        file: { filename: 'report.pdf', data: Buffer.from('<html><script>x</script></html>') },
      }),
    );
    expect(disguised.json()).toEqual({
      file: ['report.pdf is not a valid file. Its content does not match its extension.'],
    });
    const large = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    large.write('%PDF-1.4\n');
    const oversized = await call(
      'POST',
      '/documents/',
      'admin',
      multipart(fields, { file: { filename: 'big.pdf', data: large } }),
    );
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toEqual({
      file: ['big.pdf is not a valid file. Max file size is 30 MB'],
    });
    const foreignProject = await call(
      'POST',
      '/documents/',
      'admin',
      multipart(
        { ...fields, projects: acmeProjectId },
        { file: { filename: 'a.txt', data: Buffer.from('a') } },
      ),
    );
    expect(foreignProject.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps document writes to admins and managers', async () => {
    const [document] = (await call('GET', `/documents/?projects=${projectId}`)).json<
      Paged<DocumentItem>
    >().results;
    for (const user of ['operator', 'spectator'] as const) {
      expect(
        (
          await call(
            'POST',
            '/documents/',
            user,
            multipart(
              { name: 'x', document_type: 'other', projects: projectId },
              { file: { filename: 'a.txt', data: Buffer.from('a') } },
            ),
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('PATCH', `/documents/${document.id}/`, user, { payload: { name: 'y' } }))
          .statusCode,
      ).toBe(403);
      expect((await call('DELETE', `/documents/${document.id}/`, user)).statusCode).toBe(403);
    }
  });
});

describe('GET /files/{key}', () => {
  it('serves a link only with a valid signature for the Host’s tenant, or with a bearer token', async () => {
    const [document] = (
      await call('GET', `/documents/?projects=${projectId}&document_type=contract`)
    ).json<Paged<DocumentItem>>().results;
    const url = new URL(document.file.url);
    const key = url.pathname.split('/')[2];
    expect((await fetchLink(document.file.url)).statusCode).toBe(200);
    const tampered = new URL(document.file.url);
    tampered.searchParams.set('sig', 'A'.repeat(43));
    expect((await fetchLink(tampered.toString())).statusCode).toBe(404);
    const otherTenant = new URL(document.file.url);
    otherTenant.host = 'acme.localhost:8787';
    expect((await fetchLink(otherTenant.toString())).statusCode).toBe(404);
    expect((await context.request({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    expect((await call('GET', `/files/${key}`, 'spectator')).statusCode).toBe(200);
    expect((await call('GET', `/files/${key}`, 'admin', {}, 'acme')).statusCode).toBe(404);
    for (const path of [
      '/files/..%2F..%2Fsecret.key',
      '/files/../secret.key',
      '/files/%2e%2e',
      `/files/${key.toUpperCase()}`,
    ]) {
      expect((await call('GET', path, 'admin')).statusCode, path).toBe(404);
    }
  });
});
