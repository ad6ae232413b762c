// @vitest-environment node
/**
 * The browser path of uploads, for real: jsdom's XMLHttpRequest (a page at http://localhost:3000)
 * sends a multipart document to the reference server listening on a port, across origins (CORS
 * preflight with the bearer token), reporting upload progress. The file runs in the node
 * environment because the server's modules need Node's URL and fetch; the page's XMLHttpRequest,
 * FormData, File and Blob come from a JSDOM window and replace the globals for the test, so the
 * client builds the body with the classes that page's XMLHttpRequest can send.
 */
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../src/client';
import { createMemoryStorage } from '../src/session';
import type { ReferenceServer } from './referenceServer';
import { DEMO_PASSWORD, startReferenceServer } from './referenceServer';

vi.setConfig({ testTimeout: 30_000 });

let server: ReferenceServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startReferenceServer();
  // An IP address is a single-label host: the server's default tenant, demo.
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const page = new JSDOM('', { url: 'http://localhost:3000/' }).window;
const replaced = ['FormData', 'File', 'Blob'] as const;
const originals = replaced.map((name) => globalThis[name]);
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

describe('uploads through XMLHttpRequest', () => {
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
