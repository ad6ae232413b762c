import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_INPUTS,
  buildVariables,
  consoleBuildStamp,
  isBuildCurrent,
  STAMP_FILE,
} from './console-build.mjs';

let root;
const write = (relative, content) => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const env = { VITE_API_HOST: 'localhost:8787', PATH: '/usr/bin' };

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'console-build-stamp-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('apps/console/vite.config.ts', 'export default {};\n');
  write('apps/console/src/main.tsx', 'console.log(1);\n');
  write('packages/console-ui/src/Button/Button.tsx', 'export const Button = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp of npm start’s console', () => {
  it('is the same for the same sources and variables, so a second start does not build', async () => {
    const stamp = await consoleBuildStamp(root, env);
    expect(await consoleBuildStamp(root, { ...env, PATH: '/elsewhere', HOME: '/root' })).toBe(
      stamp,
    );
  });

  it('changes with a source, a new file, the lockfile or the configuration', async () => {
    const seen = new Set([await consoleBuildStamp(root, env)]);
    for (const [file, content] of [
      ['packages/console-ui/src/Button/Button.tsx', 'export const Button = 2;\n'],
      ['apps/console/src/pages/New.tsx', 'export {};\n'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9.1\n'],
      ['apps/console/vite.config.ts', 'export default { base: "/" };\n'],
      ['apps/console/public/favicon.svg', '<svg/>'],
    ]) {
      write(file, content);
      const stamp = await consoleBuildStamp(root, env);
      expect(seen.has(stamp), `${file} changed the stamp`).toBe(false);
      seen.add(stamp);
    }
  });

  it('changes with the API host (PORT) and any other VITE_ variable', async () => {
    const stamp = await consoleBuildStamp(root, env);
    expect(await consoleBuildStamp(root, { ...env, VITE_API_HOST: 'localhost:9000' })).not.toBe(
      stamp,
    );
    expect(await consoleBuildStamp(root, { ...env, VITE_MAP_TILE_URL: 'local' })).not.toBe(stamp);
    expect(buildVariables({ B: '1', VITE_B: '2', VITE_A: '3' })).toEqual({
      VITE_A: '3',
      VITE_B: '2',
    });
  });

  it('ignores what only tests and Storybook read', async () => {
    const stamp = await consoleBuildStamp(root, env);
    write('packages/console-ui/src/Button/Button.test.tsx', 'it();\n');
    write('packages/console-ui/src/Button/Button.stories.tsx', 'export default {};\n');
    write('packages/console-ui/src/Button/__image_snapshots__/a.png', 'png');
    expect(await consoleBuildStamp(root, env)).toBe(stamp);
  });

  it('a build counts only when it finished with the same stamp', async () => {
    const stamp = await consoleBuildStamp(root, env);
    const outDir = path.join(root, 'apps/console/dist-start');
    expect(await isBuildCurrent(outDir, stamp)).toBe(false);
    write('apps/console/dist-start/index.html', '<!doctype html>');
    expect(await isBuildCurrent(outDir, stamp)).toBe(false); // stopped before its stamp
    write(`apps/console/dist-start/${STAMP_FILE}`, `${stamp}\n`);
    expect(await isBuildCurrent(outDir, stamp)).toBe(true);
    write('apps/console/src/main.tsx', 'console.log(2);\n');
    expect(await isBuildCurrent(outDir, await consoleBuildStamp(root, env))).toBe(false);
  });

  it('covers the real workspace’s console and packages', () => {
    for (const input of ['pnpm-lock.yaml', 'apps/console/src', 'packages/console-ui/src'])
      expect(BUILD_INPUTS).toContain(input);
  });
});
