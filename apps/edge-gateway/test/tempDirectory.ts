import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

afterEach(() => {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A fresh folder removed after the test. */
export function tempDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'hvac-edge-'));
  made.push(directory);
  return directory;
}
