import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { originPattern } from './origins';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The host part (with port) of a console URL pattern: `https://{tenant}.console.example.com` → regex. */
export function consoleHostPattern(consoleUrl: string): RegExp {
  const host = consoleUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  return originPattern(host);
}

/**
 * Production: the built console (STATIC_DIR, `apps/console/dist`) from the same process and port as the
 * API, told apart by the Host header: a host of CONSOLE_URL's pattern gets the console's files (and
 * index.html for every route of the single-page app), every other host the API.
 */
export function registerConsole(app: FastifyInstance, staticDir: string, consoleUrl: string): void {
  const root = resolve(staticDir);
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`STATIC_DIR has no index.html: ${root}`);
  const index = readFileSync(indexFile);
  const hosts = consoleHostPattern(consoleUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!hosts.test(request.headers.host ?? '')) return;
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(405).header('allow', 'GET, HEAD').send();
    }
    let path: string;
    try {
      path = decodeURIComponent(request.url.split('?', 1)[0]);
    } catch {
      return reply.status(400).send();
    }
    const file = resolve(root, `.${path}`);
    const inside = file.startsWith(root + sep);
    const stat = inside && !path.includes('\0') && existsSync(file) ? statSync(file) : undefined;
    if (stat?.isFile() && file !== indexFile) {
      const immutable = path.startsWith('/assets/');
      return reply
        .type(CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('content-length', String(stat.size))
        .send(createReadStream(file));
    }
    // A missing asset is a 404; any other path is a route of the app.
    if (path.startsWith('/assets/')) return reply.status(404).send();
    return reply.type(CONTENT_TYPES['.html']).header('cache-control', 'no-cache').send(index);
  });
}
