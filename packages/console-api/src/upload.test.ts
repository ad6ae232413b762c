// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../test/fakeFetch';
import { FakeXhr, fakeXhrFactory } from '../test/fakeXhr';
import { createConsoleClient } from './consoleClient';
import { isAbortError } from './errors';
import { createMemoryStorage } from './session';
import type { UploadProgress } from './types/common';

const BASE = 'http://demo.localhost:8787';

function setUp() {
  const fetch = createFakeFetch((call) =>
    call.url.pathname.includes('refresh') ? json({ access: 'new-access' }) : json({}),
  );
  const client = createConsoleClient({
    baseUrl: BASE,
    fetch,
    storage: createMemoryStorage({ access_token: 'tok', refresh_token: 'ref' }),
    createXMLHttpRequest: fakeXhrFactory(),
    onUnauthorized: vi.fn(),
  });
  return { client, fetch };
}

const file = new File(['%PDF-1.7 contract'], 'contract.pdf', { type: 'application/pdf' });
const request = {
  file,
  name: 'Service contract',
  file_type: 'document' as const,
  document_type: 'contract' as const,
  projects: 3,
  file_extension: 'pdf',
};

describe('documents.upload', () => {
  it('sends multipart through XMLHttpRequest and reports progress', async () => {
    const { client } = setUp();
    const progress: UploadProgress[] = [];
    const uploading = client.documents.upload(request, { onProgress: (p) => progress.push(p) });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/documents/`);
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(xhr.headers['Content-Type']).toBeUndefined(); // the browser adds the boundary
    const form = xhr.body as FormData;
    expect(form.get('name')).toBe('Service contract');
    expect(form.get('document_type')).toBe('contract');
    expect(form.get('projects')).toBe('3');
    expect(form.get('file_extension')).toBe('pdf');
    expect((form.get('file') as File).name).toBe('contract.pdf');

    xhr.progress(512, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(201, { id: 9, name: 'Service contract' });
    await expect(uploading).resolves.toEqual({ id: 9, name: 'Service contract' });
    expect(progress).toEqual([
      { loaded: 512, total: 2048, fraction: 0.25 },
      { loaded: 2048, total: 2048, fraction: 1 },
    ]);
  });

  it('cancels through the AbortSignal', async () => {
    const { client } = setUp();
    const controller = new AbortController();
    const uploading = client.documents.upload(request, { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].progress(100, 2048);
    controller.abort();
    const error = await uploading.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.instances[0].aborted).toBe(true);
  });

  it('does not start an upload whose signal is already aborted', async () => {
    const { client } = setUp();
    const controller = new AbortController();
    controller.abort();
    const error = await client.documents
      .upload(request, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
  });

  it('maps an XHR network error to status 0', async () => {
    const { client } = setUp();
    const uploading = client.documents.upload(request);
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].fail();
    await expect(uploading).rejects.toMatchObject({ status: 0 });
  });

  it('refreshes the token and re-sends the upload after a 401', async () => {
    const { client, fetch } = setUp();
    const uploading = client.projects.create({
      name: 'Tower',
      address_city: 'Beograd',
      address_street_one: 'Knez Mihailova 1',
      address_zip: '11000',
      address_country: 'Serbia',
      image: new File(['png'], 'tower.png', { type: 'image/png' }),
    });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].respond(401, { detail: 'expired' });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const replay = FakeXhr.instances[1];
    expect(replay.headers.Authorization).toBe('Bearer new-access');
    expect((replay.body as FormData).get('name')).toBe('Tower');
    expect(((replay.body as FormData).get('image') as File).name).toBe('tower.png');
    replay.respond(201, { id: 77 });
    await expect(uploading).resolves.toEqual({ id: 77 });
    expect(fetch.calls.map((call) => call.url.pathname)).toEqual([
      '/authentication/token/refresh/',
    ]);
  });

  it('falls back to fetch with start and end progress when no XMLHttpRequest is used', async () => {
    const fetch = createFakeFetch(() => json({ id: 4 }, 201));
    const client = createConsoleClient({ baseUrl: BASE, fetch, onUnauthorized: vi.fn() });
    const progress: number[] = [];
    await client.floors.create(
      2,
      { name: 'Ground floor', order: 1, floor_image: new Blob(['0123456789']), fileName: 'g.png' },
      { onProgress: (p) => progress.push(p.fraction) },
    );
    expect(progress).toEqual([0, 1]);
    const form = fetch.calls[0].body as FormData;
    expect(form.get('project')).toBe('2');
    expect(form.get('order')).toBe('1');
    expect((form.get('floor_image') as File).name).toBe('g.png');
  });
});
