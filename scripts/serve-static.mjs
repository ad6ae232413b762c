// A tiny static file server for the built Storybook, the built console of `npm start` (and any other
// static folder). Usage: node scripts/serve-static.mjs <dir> [port]   (port 0 picks a free one; the
// URL is printed). Also importable: `const { url, close } = await serveStatic(dir, 0)`.
// It answers any Host header: the console's tenant is the host name's first label (demo.localhost).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  // Dotfiles (the build's stamp) are not served.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const candidate = path.join(root, path.normalize(decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isDirectory()) return resolveFile(root, path.join(decoded, 'index.html'));
    return { file: candidate, size: info.size };
  } catch {
    return undefined;
  }
}

/**
 * Serves `directory` on `host`:`port`. `fallback: 'index.html'` answers that file for a missing path
 * without a file extension (a single-page app's client routes: /login/, /projects/1/), and marks
 * files under /assets/ (content-hashed names) as cacheable for good.
 */
export function serveStatic(directory, port = 0, host = '127.0.0.1', { fallback } = {}) {
  const root = path.resolve(directory);
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    const route = !path.extname(url.split('?')[0]);
    resolveFile(root, url)
      .then((found) => found ?? (fallback && route ? resolveFile(root, `/${fallback}`) : undefined))
      .then(
        (found) => {
          if (!found) {
            response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
            return;
          }
          const type = contentTypes[path.extname(found.file)] ?? 'application/octet-stream';
          const headers = { 'content-type': type, 'content-length': found.size };
          if (fallback)
            headers['cache-control'] = url.startsWith('/assets/')
              ? 'public, max-age=31536000, immutable'
              : 'no-cache';
          response.writeHead(200, headers);
          if (request.method === 'HEAD') response.end();
          else createReadStream(found.file).pipe(response);
        },
        (error) => {
          response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
        },
      );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // A browser's kept-alive connections would hold the close up.
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [directory = 'storybook-static', port = '0'] = process.argv.slice(2);
  const { url } = await serveStatic(directory, Number(port));
  console.log(`Serving ${path.resolve(directory)} at ${url}`);
}
