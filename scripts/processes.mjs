// What `npm start` (scripts/start.mjs) and `npm run dev` (scripts/dev.mjs) share: the reference
// server's command and settings, and a group of child processes whose output is prefixed with their
// name and which stop together, when one of them stops, on Ctrl+C and on SIGTERM.
//
// Children are started straight from their binaries (not through `pnpm --filter`): two pnpm
// processes starting at once race on the workspace state file, and a signal to pnpm does not always
// reach the server it started. Each child runs in its own process group, which is stopped as a whole;
// each also stops by itself when this script dies, even by kill -9 (the server watches its parent,
// other children preload scripts/exit-with-parent.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The addresses of a start: PORT (API, 8787) and APP_PORT (console, 5173). */
export function ports(env = process.env) {
  return { api: env.PORT ?? '8787', app: env.APP_PORT ?? '5173' };
}

/**
 * The console's build-time API host for a start's PORT: the console puts the tenant in front of it
 * (demo.localhost:5173 → demo.localhost:8787).
 */
export function apiHost(env = process.env) {
  return env.VITE_API_HOST ?? `localhost:${ports(env).api}`;
}

/**
 * The reference server as the demo runs it. The development mail outbox (GET /dev/outbox/) gets a
 * fresh secret for this run only, printed by the caller, so that other users of a shared machine
 * cannot read reset and invite links.
 */
export function serverProcess(env = process.env) {
  const { api, app } = ports(env);
  const outboxToken = randomBytes(24).toString('base64url');
  return {
    outboxToken,
    process: {
      name: 'server',
      cwd: join(root, 'apps/console-server'),
      command: process.execPath,
      // node itself runs the server (tsx as a loader, not a wrapper process), and stops when its parent dies.
      args: ['--conditions=@hvac/source', '--import', 'tsx', 'src/main.ts'],
      env: {
        PORT: api,
        DEV_OUTBOX_TOKEN: outboxToken,
        CONSOLE_URL: env.CONSOLE_URL ?? `http://{tenant}.localhost:${app}`,
      },
    },
  };
}

/** The lines every start prints first: where to go, who to sign in as, the mail outbox. */
export function banner({ api, app }, outboxToken, heading) {
  return `
${heading}
  Tenant demo:  http://demo.localhost:${app}/
  Tenant acme:  http://acme.localhost:${app}/
  API server:   http://localhost:${api}/
  Sign in as admin / Demo#2026 (demo) or admin / Acme#2026 (acme); more users in the README.
  Mail outbox:  http://demo.localhost:${api}/dev/outbox/?token=${outboxToken}
                (reset and invite links; this machine only, this run only)
`;
}

/** Writes each line of `chunk` to `out` behind `[name] `. */
export function prefixed(name, out) {
  return (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`[${name}] ${line}\n`);
  };
}

/**
 * A group of child processes that stop together. `add` starts one; `adopt` takes one started
 * elsewhere (in its own process group); `stop(code)` stops them all and exits with `code`.
 */
export function processGroup({ onStop } = {}) {
  const children = new Set();
  let stopping = false;

  function stop(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    Promise.resolve(onStop?.()).finally(() => setTimeout(() => process.exit(code), 500));
  }

  function adopt(child) {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  }

  /** Starts a child whose exit stops the whole group (a server that dies ends the start). */
  function add({ name, cwd, command, args, env }) {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout.on('data', prefixed(name, process.stdout));
    child.stderr.on('data', prefixed(name, process.stderr));
    child.on('exit', (code) => {
      if (stopping) return;
      console.log(`[${name}] exited with code ${code}`);
      stop(code ?? 0);
    });
    return adopt(child);
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  process.on('SIGHUP', () => stop(0));
  // npm (or the shell) that started this script killed with -9: stop too rather than serve on alone.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(0);
  }, 500).unref();
  return { add, adopt, stop, isStopping: () => stopping };
}
