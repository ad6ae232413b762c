import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { link, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';

/** Generated keys only: 32 hex characters. A key is checked against this before it names a file. */
export const FILE_KEY = /^[0-9a-f]{32}$/;
const LINK_DAYS = 7;
const DAY_SECONDS = 24 * 60 * 60;

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  originalName: string;
}

function filesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

function pathOf(dataDir: string, key: string): string {
  if (!FILE_KEY.test(key)) throw new Error('invalid file key');
  return join(filesDir(dataDir), key);
}

/** The client's file name as display data: separators and control characters replaced, 200 at most. */
function safeName(name: string): string {
  const cleaned = [...name]
    .map((character) =>
      character === '/' || character === '\\' || character.charCodeAt(0) < 0x20 ? '_' : character,
    )
    .join('')
    .slice(0, 200);
  return cleaned || 'file';
}

/**
 * Writes `data` under DATA_DIR/files/<generated key> and records it for the tenant. The client's file
 * name is stored as data (for Content-Disposition), never used as a path.
 */
export async function saveFile(
  db: Database,
  dataDir: string,
  tenant: string,
  file: { data: Buffer; contentType: string; originalName: string },
): Promise<StoredFile> {
  const key = randomBytes(16).toString('hex');
  mkdirSync(filesDir(dataDir), { recursive: true });
  await writeFile(pathOf(dataDir, key), file.data, { flag: 'wx' });
  const originalName = safeName(file.originalName);
  await db.query(
    'INSERT INTO files (key, tenant_id, content_type, size, original_name) VALUES ($1, $2, $3, $4, $5)',
    [key, tenant, file.contentType, file.data.length, originalName],
  );
  return { key, contentType: file.contentType, size: file.data.length, originalName };
}

/**
 * Stores an upload that was streamed to a temporary file inside DATA_DIR/files: the file is moved under
 * its generated key (a hard link, then the temporary name goes), never read into memory.
 */
export async function saveUploadedFile(
  db: Database,
  dataDir: string,
  tenant: string,
  file: { path: string; size: number; contentType: string; originalName: string },
): Promise<StoredFile> {
  const key = randomBytes(16).toString('hex');
  mkdirSync(filesDir(dataDir), { recursive: true });
  await link(file.path, pathOf(dataDir, key)); // fails rather than replace an existing file
  await unlink(file.path);
  const originalName = safeName(file.originalName);
  await db.query(
    'INSERT INTO files (key, tenant_id, content_type, size, original_name) VALUES ($1, $2, $3, $4, $5)',
    [key, tenant, file.contentType, file.size, originalName],
  );
  return { key, contentType: file.contentType, size: file.size, originalName };
}

/** Deletes the row and the blob (the blob after the row, so a failure leaves no dangling row). */
export async function deleteFile(
  db: Database,
  dataDir: string,
  tenant: string,
  key: string | null,
): Promise<void> {
  if (!key || !FILE_KEY.test(key)) return;
  await db.query('DELETE FROM files WHERE key = $1 AND tenant_id = $2', [key, tenant]);
  await rm(pathOf(dataDir, key), { force: true });
}

/** Where a stored file's bytes are, and their size; undefined when the blob is missing. */
export async function storedFile(
  dataDir: string,
  key: string,
): Promise<{ path: string; stats: Stats } | undefined> {
  const path = pathOf(dataDir, key);
  try {
    return { path, stats: await stat(path) };
  } catch {
    return undefined;
  }
}

function signature(secret: Buffer, tenant: string, key: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`file:${tenant}:${key}:${expires}`)
    .digest('base64url');
}

/**
 * An absolute link to a stored file, signed for the tenant. Images in <img> and download links carry
 * no bearer token, so the link itself is the permission; it expires at a day boundary 7–8 days out,
 * which keeps the URL stable (cacheable) within a day.
 */
export function fileUrl(request: FastifyRequest, secret: Buffer, key: string, now: Date): string;
export function fileUrl(
  request: FastifyRequest,
  secret: Buffer,
  key: string | null,
  now: Date,
): string | null;
export function fileUrl(
  request: FastifyRequest,
  secret: Buffer,
  key: string | null,
  now: Date,
): string | null {
  if (!key) return null;
  const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS);
  const expires = (today + 1 + LINK_DAYS) * DAY_SECONDS;
  const sig = signature(secret, request.tenant, key, expires);
  // The configured origin, never the request's Host or X-Forwarded-Host (a proxy may pass either on).
  return `${request.server.apiUrl(request.tenant)}/files/${key}?expires=${expires}&sig=${sig}`;
}

export function verifyFileSignature(
  secret: Buffer,
  tenant: string,
  key: string,
  expires: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, tenant, key, expires));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `attachment; filename="report.pdf"; filename*=UTF-8''r%C3%A9port.pdf` */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
