import * as fs from 'node:fs';

/** The node:fs calls the journal makes: tests wrap them to count syncs or to fail a write. */
export type JournalFileSystem = Pick<
  typeof fs,
  | 'closeSync'
  | 'fdatasyncSync'
  | 'fstatSync'
  | 'fsyncSync'
  | 'ftruncateSync'
  | 'mkdirSync'
  | 'openSync'
  | 'readFileSync'
  | 'readSync'
  | 'readdirSync'
  | 'renameSync'
  | 'unlinkSync'
  | 'writeSync'
>;

export const nodeFileSystem: JournalFileSystem = fs;

/** Writes all of `bytes` at `position` (writeSync may write less than asked). */
export function writeAll(
  fileSystem: JournalFileSystem,
  fd: number,
  bytes: Buffer,
  position: number,
): void {
  let written = 0;
  while (written < bytes.length) {
    written += fileSystem.writeSync(fd, bytes, written, bytes.length - written, position + written);
  }
}

/** A new or renamed file survives a power loss only once its directory entry is synced too. */
export function syncDirectory(fileSystem: JournalFileSystem, directory: string): void {
  const fd = fileSystem.openSync(directory, 'r');
  try {
    fileSystem.fsyncSync(fd);
  } finally {
    fileSystem.closeSync(fd);
  }
}

/** Replaces a file whole: written beside, synced, renamed over, directory synced. */
export function replaceFile(
  fileSystem: JournalFileSystem,
  directory: string,
  path: string,
  bytes: Buffer,
): void {
  const temporary = `${path}.tmp`;
  const fd = fileSystem.openSync(temporary, 'w');
  try {
    writeAll(fileSystem, fd, bytes, 0);
    fileSystem.fsyncSync(fd);
  } finally {
    fileSystem.closeSync(fd);
  }
  fileSystem.renameSync(temporary, path);
  syncDirectory(fileSystem, directory);
}
