// Ports and folders shared by playwright.config.ts and the tests. Playwright loads the config in the
// runner and again in every worker, so the values chosen once are passed on through the environment.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Asks the OS for a free TCP port (listen on 0, read it, close) in a child process. */
function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

function remember(name: string, make: () => string): string {
  process.env[name] ??= make();
  return process.env[name];
}

export const apiPort = Number(remember('E2E_API_PORT', () => String(freePort())));
export const appPort = Number(remember('E2E_APP_PORT', () => String(freePort())));
/** The demo emulator's Modbus TCP port (EMULATOR_PORT), free on this machine. */
export const emulatorPort = Number(remember('E2E_EMULATOR_PORT', () => String(freePort())));
export const dataDir = remember('E2E_DATA_DIR', () => mkdtempSync(join(tmpdir(), 'console-e2e-')));
/** The SMTP server of the notifications spec (the reference server sends alarm mail there). */
export const smtpPort = Number(remember('E2E_SMTP_PORT', () => String(freePort())));
/** The server's development outbox switch and secret (DEV_OUTBOX_TOKEN), one per run. */
export const outboxToken = remember('E2E_OUTBOX_TOKEN', () => randomBytes(24).toString('hex'));

/** The console as a tenant sees it: the first label of the host name picks the tenant. */
export function appUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${appPort}${path}`;
}

/** The API of a tenant (the browser resolves *.localhost to the loopback address). */
export function apiUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${apiPort}${path}`;
}
