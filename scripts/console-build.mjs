// The built console of `npm start`: built once, and again only when what goes into it changed.
//
// A stamp beside the build (`.build-stamp` in its folder) holds a SHA-256 of everything the build
// reads: the console's and the published packages' sources and configuration, the workspace's
// lockfile and manifests, and the build-time variables (VITE_*, VITE_API_HOST included, which
// follows PORT). A start whose stamp matches serves the build as it is.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Raised when what the stamp covers changes meaning (new inputs, new build options). */
const STAMP_VERSION = 1;
export const STAMP_FILE = '.build-stamp';

/** Files and folders (relative to the workspace root) the console's build reads. */
export const BUILD_INPUTS = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'apps/console/package.json',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/console/tsconfig.json',
  'apps/console/src',
  'apps/console/public',
  'packages/console-domain/package.json',
  'packages/console-domain/src',
  'packages/console-ui/package.json',
  'packages/console-ui/src',
  'packages/console-api/package.json',
  'packages/console-api/src',
];

/** Inside those folders: what only tests and Storybook read. */
const NOT_BUILT =
  /(\.(test|spec|stories)\.[cm]?[jt]sx?$)|(^|\/)(__image_snapshots__|__diff_output__|__snapshots__)(\/|$)/;

async function listFiles(root, relative) {
  const absolute = path.join(root, relative);
  let entries;
  try {
    entries = await readdir(absolute, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return [relative];
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (NOT_BUILT.test(child)) continue;
    if (entry.isDirectory()) files.push(...(await listFiles(root, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** The build-time variables: every VITE_* of `env`, sorted. */
export function buildVariables(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith('VITE_') && value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * The stamp of a build from the sources under `root` with the variables of `env`: any change to a
 * built file, a file added or removed, or another VITE_* value gives another stamp.
 */
export async function consoleBuildStamp(root, env, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  hash.update(`stamp ${STAMP_VERSION}\n${JSON.stringify(buildVariables(env))}\n`);
  const files = (await Promise.all(inputs.map((input) => listFiles(root, input)))).flat().sort();
  for (const file of files) {
    const content = await readFile(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** The stamp stored beside the build in `outDir`, or undefined (no build, or an unfinished one). */
export async function storedStamp(outDir) {
  try {
    return (await readFile(path.join(outDir, STAMP_FILE), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/** Whether `outDir` holds a finished build of exactly `stamp`. */
export async function isBuildCurrent(outDir, stamp) {
  return existsSync(path.join(outDir, 'index.html')) && (await storedStamp(outDir)) === stamp;
}

/**
 * Builds the console into `outDir` with `vite build` (a child process of its own group, so that
 * the caller can stop it with everything else), then writes the stamp: a build stopped half-way
 * has none and is redone. Resolves when done; rejects when the build fails.
 */
export function buildConsole({ root, outDir, env, stamp, onOutput, onChild }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        path.join(root, 'scripts/exit-with-parent.mjs'),
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        // Errors only: a user's start need not show the bundler's timing notes.
        '--logLevel',
        'error',
      ],
      {
        cwd: path.join(root, 'apps/console'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    onChild?.(child);
    child.stdout.on('data', (chunk) => onOutput?.(String(chunk)));
    child.stderr.on('data', (chunk) => onOutput?.(String(chunk)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`the console's build failed (${signal ?? `exit code ${code}`})`));
        return;
      }
      writeFile(path.join(outDir, STAMP_FILE), `${stamp}\n`).then(resolve, reject);
    });
  });
}
