// `npm start`: runs the reference API server and the console side by side, prefixing their output,
// and stops both when either stops or on Ctrl+C.
//
// The two are started straight from their binaries (not through `pnpm --filter`): two pnpm processes
// starting at once race on the workspace state file, and a signal to pnpm does not always reach the
// server it started. Each child runs in its own process group, which is stopped as a whole.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = process.env.PORT ?? '8787';
const APP_PORT = process.env.APP_PORT ?? '5173';
// The development switch of the server's mail outbox (GET /dev/outbox/): a fresh secret for this run
// only, printed below, so that other users of a shared machine cannot read reset and invite links.
const OUTBOX_TOKEN = randomBytes(24).toString('base64url');

const processes = [
  {
    name: 'server',
    cwd: join(root, 'apps/console-server'),
    command: process.execPath,
    // node itself runs the server (tsx as a loader, not a wrapper process), and stops when this script dies.
    args: ['--conditions=@hvac/source', '--import', 'tsx', 'src/main.ts'],
    env: {
      PORT: API_PORT,
      DEV_OUTBOX_TOKEN: OUTBOX_TOKEN,
      CONSOLE_URL: process.env.CONSOLE_URL ?? `http://{tenant}.localhost:${APP_PORT}`,
    },
  },
  {
    name: 'console',
    cwd: join(root, 'apps/console'),
    command: process.execPath,
    args: [
      '--import',
      join(root, 'scripts/exit-with-parent.mjs'),
      join(root, 'node_modules/vite/bin/vite.js'),
      '--port',
      APP_PORT,
      '--strictPort',
    ],
    // The console derives each tenant's API address from this host (demo.localhost:5173 → demo.localhost:8787).
    env: { VITE_API_HOST: process.env.VITE_API_HOST ?? `localhost:${API_PORT}` },
  },
];

const children = processes.map(({ name, cwd, command, args, env }) => {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with code ${code}`);
    shutdown(code ?? 0);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log(`
HVAC console starting…
  Tenant demo:  http://demo.localhost:${APP_PORT}/
  Tenant acme:  http://acme.localhost:${APP_PORT}/
  API server:   http://localhost:${API_PORT}/
  Sign in as admin / Demo#2026 (demo) or admin / Acme#2026 (acme); more users in the README.
  Mail outbox:  http://demo.localhost:${API_PORT}/dev/outbox/?token=${OUTBOX_TOKEN}
                (reset and invite links; this machine only, this run only)
`);
