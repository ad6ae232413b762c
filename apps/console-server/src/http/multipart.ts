import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { invalidFileMessage, MAX_UPLOAD_BYTES, MESSAGES } from '@hvac/console-domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FormatSniffer } from './sniff';
import type { SniffedFormat } from './sniff';
import { badRequest, fieldErrors, HttpError } from './errors';
import { SERVER_MESSAGES } from './messages';
import { assertNoControlCharacters, hasForbiddenText, keepsBidi, stripBidi } from './sanitize';

/**
 * A file of a multipart request, streamed to a temporary file as it arrives (never held in memory:
 * eight 30 MB uploads at once would otherwise hold 240 MB and more); removed after the answer unless
 * it was stored.
 */
export interface UploadedFile {
  /** The client's file name, for display and the extension only: never a path on disk. */
  filename: string;
  /** The temporary file under DATA_DIR/files/.incoming. */
  path: string;
  size: number;
  /** What its bytes are, told as they arrived. */
  format: SniffedFormat;
}

const TEMPORARY_FILES = Symbol('temporary upload files');
type WithTemporaryFiles = FastifyRequest & { [TEMPORARY_FILES]?: string[] };

/** Where uploads are written while they arrive: inside DATA_DIR/files, so storing one is a rename. */
export function incomingDir(dataDir: string): string {
  return join(dataDir, 'files', '.incoming');
}

/**
 * Removes a request's temporary upload files as its answer goes out (the handler is done by then and has
 * moved the files it stored), whether it succeeded or failed.
 */
export function registerUploadCleanup(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const paths = (request as WithTemporaryFiles)[TEMPORARY_FILES];
    if (paths) await Promise.all(paths.map((path) => rm(path, { force: true })));
    return payload;
  });
}

export interface FormInput {
  /** Text fields; a repeated field keeps every value in `lists` and its last value here. */
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: Record<string, UploadedFile>;
}

/** Limits of every multipart request, passed to @fastify/multipart at registration. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 50,
  headerPairs: 200,
} as const;

/**
 * Reads a multipart/form-data body (or, for convenience, a JSON object of text fields): text fields into
 * memory, files to temporary files (UploadedFile).
 * Only the named `fileFields` may carry files; other file parts are a 400. A file over the upload
 * limit answers `{field: ['{name} is not a valid file. Max file size is 30 MB']}`.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  const input: FormInput = { fields: {}, lists: {}, files: {} };
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (body === undefined || body === null) return input;
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      const values = Array.isArray(value) ? value : [value];
      const strings = values.map((item) =>
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      );
      input.lists[key] = strings;
      input.fields[key] = strings[strings.length - 1] ?? '';
    }
    return input;
  }
  try {
    await readParts(request, fileFields, input);
  } catch (error) {
    // Broken framing surfaces as plain Errors from busboy: the client's fault, so a 400.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status >= 400 && status < 500)) {
      throw error;
    }
    throw badRequest(SERVER_MESSAGES.MALFORMED_REQUEST);
  }
  assertNoControlCharacters(input.fields);
  return input;
}

const FILE_NAME_CONTROLS = /[\p{Cc}\u2028\u2029\u180e\u200b\u2060\ufeff]/gu;

async function readParts(
  request: FastifyRequest,
  fileFields: readonly string[],
  input: FormInput,
): Promise<void> {
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname) || part.fieldname in input.files) {
        part.file.resume();
        throw fieldErrors({ [part.fieldname]: MESSAGES.UNSUPPORTED_FILE_TYPE });
      }
      const dir = incomingDir(request.server.dataDir);
      mkdirSync(dir, { recursive: true });
      const path = join(dir, randomBytes(16).toString('hex'));
      ((request as WithTemporaryFiles)[TEMPORARY_FILES] ??= []).push(path);
      const sniffer = new FormatSniffer();
      let size = 0;
      try {
        await pipeline(
          part.file,
          new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              size += chunk.length;
              sniffer.push(chunk);
              callback(null, chunk);
            },
          }),
          createWriteStream(path, { flags: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      }
      // Past the limit the parser stops delivering the file and marks it truncated.
      if (part.file.truncated || size > MAX_UPLOAD_BYTES) {
        throw fieldErrors({
          [part.fieldname]: invalidFileMessage(
            part.filename || part.fieldname,
            MESSAGES.MAX_FILE_SIZE,
          ),
        });
      }
      input.files[part.fieldname] = {
        // The browser's file name is kept as a label only: invisible characters are dropped from it.
        filename: stripBidi(part.filename ?? '').replace(FILE_NAME_CONTROLS, ''),
        path,
        size,
        format: sniffer.format(),
      };
    } else {
      if (part.valueTruncated || part.fieldnameTruncated)
        throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
      const raw = typeof part.value === 'string' ? part.value : String(part.value);
      if (hasForbiddenText(raw) || hasForbiddenText(part.fieldname)) {
        throw badRequest(SERVER_MESSAGES.MALFORMED_REQUEST);
      }
      const value = keepsBidi(part.fieldname) ? raw : stripBidi(raw);
      (input.lists[part.fieldname] ??= []).push(value);
      input.fields[part.fieldname] = value;
    }
  }
}
