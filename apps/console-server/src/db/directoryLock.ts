import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * An embedded database directory is opened by one process at a time: PGlite keeps its data in memory
 * and writes it back, so a second process (create-tenant beside a running server) would lose its writes
 * or the server's. The lock is a file beside the directory (`{dir}.lock`, since the database owns what is
 * inside) holding the owner's process id; a lock whose owner is gone is taken over.
 */
export function lockDirectory(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  const file = `${dir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner} (a running server). Stop it first, or run this against PostgreSQL (DATABASE_URL).`,
        );
      }
      rmSync(file, { force: true }); // its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
