import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { loadSecret } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { createDatabase, migrate, type Database } from '../src/db';

// The server reads its environment in config.ts only (eslint.homes.js keeps it so): these settings
// were read where they were used, and now reach those places through ServerConfig and buildServer.
describe('settings read in config.ts', () => {
  it.each([
    [{}, { graphCache: true, logLevel: 'info', seedLarge: false, secretKey: undefined }],
    [
      { GRAPH_CACHE: '0', LOG_LEVEL: 'warn', SEED_SCALE: 'large', SECRET_KEY: 'a key' },
      { graphCache: false, logLevel: 'warn', seedLarge: true, secretKey: 'a key' },
    ],
    [
      { GRAPH_CACHE: '1', LOG_LEVEL: '', SEED_SCALE: 'small', SECRET_KEY: '' },
      { graphCache: true, logLevel: 'info', seedLarge: false, secretKey: undefined },
    ],
  ])('%j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});

describe('what buildServer and loadSecret do with them', () => {
  let db: Database;
  let dataDir: string;
  beforeAll(async () => {
    db = await createDatabase({ memory: true });
    await migrate(db);
    dataDir = mkdtempSync(join(tmpdir(), 'console-server-config-'));
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('LOG_LEVEL and GRAPH_CACHE: the logger’s level and the graph cache’s switch', async () => {
    const lines: string[] = [];
    const server = await buildServer({
      db,
      dataDir,
      demo: false,
      secret: Buffer.from('test-secret-of-the-console-server'),
      logStream: { write: (line) => lines.push(line) },
      logLevel: 'warn',
      graphCache: false,
    });
    try {
      expect(server.log.level).toBe('warn');
      expect(server.graphCache.enabled).toBe(false);
    } finally {
      await server.close();
    }
    const defaults = await buildServer({
      db,
      dataDir,
      demo: false,
      secret: Buffer.from('test-secret-of-the-console-server'),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      expect(defaults.log.level).toBe('info');
      expect(defaults.graphCache.enabled).toBe(true);
    } finally {
      await defaults.close();
    }
  });

  it('SECRET_KEY: the signing secret, else one generated once into DATA_DIR', () => {
    expect(loadSecret(dataDir, 'a key').toString('utf8')).toBe('a key');
    const generated = loadSecret(dataDir);
    expect(generated.length).toBe(48);
    expect(loadSecret(dataDir)).toEqual(generated);
  });
});
