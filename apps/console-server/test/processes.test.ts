import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_DIR } from '../src/config';
import { createDatabase } from '../src/db';
import { freePort } from './modbus';

// Issue 21, finding 5: the embedded database and the processes of a start.
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'console-processes-'));
  folders.push(made);
  return made;
}

function health(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/health/', headers: { host: 'localhost' }, timeout: 2000 },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
    request.end();
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const TSX = ['--conditions=@hvac/source', '--import', 'tsx'];

describe('finding 5: one process per embedded database', () => {
  it('create-tenant beside an open database gets a clear error and loses nothing', async () => {
    const dataDir = folder();
    const db = await createDatabase({ dataDir: join(dataDir, 'pglite') });
    const createTenant = () =>
      spawnSync(
        process.execPath,
        [...TSX, 'src/cli/createTenant.ts', 'lockco', '--admin-email', 'it@lockco.example'],
        {
          cwd: PACKAGE_DIR,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            ADMIN_PASSWORD: 'Strong#Lock2026',
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
    try {
      const refused = createTenant();
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid} (a running server)`);
      // The same process may not open it twice either.
      await expect(createDatabase({ dataDir: join(dataDir, 'pglite') })).rejects.toThrow(
        /in use by process/,
      );
    } finally {
      await db.close();
    }
    const created = createTenant();
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Tenant "lockco" created');
  }, 120_000);

  it('takes over the lock of a process that is gone (kill -9)', async () => {
    const dataDir = join(folder(), 'pglite');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dataDir}.lock`, gone.stdout);
    const db = await createDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  });
});

describe('finding 5: no server outlives the wrapper that started it', () => {
  it('the start script’s server stops when its wrapper is killed with -9', async () => {
    const port = await freePort();
    const scripts = (
      JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    // A wrapper as pnpm is one: a node process that runs the script through `sh -c` and waits.
    const wrapper = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn('sh', ['-c', ${JSON.stringify(scripts.start)}], { stdio: 'ignore' }); setInterval(() => {}, 1e6);`,
      ],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: folder(),
          DATABASE_URL: '',
          DEMO: '0',
          SIMULATOR: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      },
    );
    try {
      expect(await until(async () => (await health(port)) !== 0, 180_000)).toBe(true);
      wrapper.kill('SIGKILL');
      expect(await until(async () => (await health(port)) === 0, 20_000)).toBe(true);
    } finally {
      wrapper.kill('SIGKILL');
    }
  }, 240_000);
});
