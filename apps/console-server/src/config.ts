import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder (apps/console-server), whatever the working directory. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite's data, uploaded files and the signing secret live. */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** smtp://… to send the outbox's mail; without it mail stays in the outbox only. */
  smtpUrl: string | undefined;
  /** Seed the demo tenants and expose GET /dev/outbox/ (on unless DEMO=0). */
  demo: boolean;
  /** Run the device simulator (on unless SIMULATOR=0). */
  simulator: boolean;
  /** Console origin for links in e-mail, `{tenant}` replaced (CONSOLE_URL). */
  consoleUrl: string | undefined;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(PACKAGE_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    demo: flag(env.DEMO, true),
    simulator: flag(env.SIMULATOR, true),
    consoleUrl: env.CONSOLE_URL || undefined,
  };
}
