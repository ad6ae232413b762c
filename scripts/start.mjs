// `npm start`: the reference API server with demo data and a production build of the console,
// served on the console's addresses (http://demo.localhost:5173/, APP_PORT; the API on 8787, PORT).
// The console is built once, and again only when its sources, the lockfile or the build-time
// variables change (scripts/console-build.mjs); a start with nothing changed serves the last build at
// once. One line says when both answer: the API's /health/ and the console's first page.
// Ctrl+C, SIGTERM or the death of this script stop everything. `npm run dev` runs the Vite
// development server instead.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildConsole, consoleBuildStamp, isBuildCurrent } from './console-build.mjs';
import {
  apiHost,
  banner,
  ports,
  prefixed,
  processGroup,
  root,
  serverProcess,
} from './processes.mjs';
import { serveStatic } from './serve-static.mjs';

const started = performance.now();
const addresses = ports();
// CONSOLE_BUILD_DIR: where the build and its stamp live (benchmarks keep theirs apart).
const outDir = process.env.CONSOLE_BUILD_DIR ?? join(root, 'apps/console/dist-start');
let served;
const group = processGroup({ onStop: () => served?.close() });

const server = serverProcess();
console.log(banner(addresses, server.outboxToken, 'HVAC console starting…'));
group.add(server.process);

/** Resolves once the API answers /health/ (the first start stores the demo's history first). */
async function apiReady() {
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${addresses.api}/health/`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function consoleReady() {
  const env = { ...process.env, VITE_API_HOST: apiHost() };
  const stamp = await consoleBuildStamp(root, env);
  if (await isBuildCurrent(outDir, stamp)) {
    console.log('[console] the built console is up to date');
  } else {
    console.log('[console] building the console (once; again when its sources change)…');
    const buildStarted = performance.now();
    await buildConsole({
      root,
      outDir,
      env,
      stamp,
      onOutput: prefixed('console', process.stdout),
      onChild: group.adopt,
    });
    console.log(`[console] built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);
  }
  served = await serveStatic(outDir, Number(addresses.app), '127.0.0.1', {
    fallback: 'index.html',
  });
}

try {
  await Promise.all([consoleReady(), apiReady()]);
} catch (error) {
  if (!group.isStopping()) {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[console] port ${addresses.app} is in use: stop what listens there or set APP_PORT`
        : `[console] ${error.message}`,
    );
    group.stop(1);
  }
}
if (!group.isStopping())
  console.log(
    `HVAC console ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `http://demo.localhost:${addresses.app}/ (demo), http://acme.localhost:${addresses.app}/ (acme); ` +
      `API http://localhost:${addresses.api}/`,
  );
