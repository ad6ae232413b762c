import {
  IMAGE_EXTENSIONS as DOMAIN_IMAGE_EXTENSIONS,
  extensionOf,
  fileRejectionReason,
  invalidFileMessage,
  MESSAGES,
} from '@hvac/console-domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { fieldErrors } from '../http';
import type { UploadedFile } from '../http';
import { contentTypeFor } from '../http/sniff';
import { saveUploadedFile } from './store';
import type { StoredFile } from './store';

/** What image fields accept (.jpeg, .jpg, .png: DECISIONS.md); their refusal names an image. */
export const IMAGE_EXTENSIONS = DOMAIN_IMAGE_EXTENSIONS;

export interface CheckedUpload {
  file: UploadedFile;
  extension: string;
  contentType: string;
}

/**
 * The upload rules of console-domain (extension allow-list, 30,000,000 bytes) plus the server's own:
 * the bytes must be what the extension says. `allowed` narrows the allow-list (images for plans).
 * Failures are 400 `{[field]: [message]}`.
 */
export function checkUpload(
  field: string,
  file: UploadedFile,
  options: { allowed?: readonly string[]; extension?: string } = {},
): CheckedUpload {
  const extension =
    extensionOf(file.filename) || (options.extension ?? '').replace(/^\./, '').toLowerCase();
  const name = file.filename || `${field}.${extension}`;
  const reason = fileRejectionReason({ name: `file.${extension}`, size: file.size });
  if (reason === MESSAGES.MAX_FILE_SIZE)
    throw fieldErrors({ [field]: invalidFileMessage(name, reason) });
  if (options.allowed && !options.allowed.includes(extension)) {
    const image = options.allowed.every((allowed) =>
      (IMAGE_EXTENSIONS as readonly string[]).includes(allowed),
    );
    throw fieldErrors({
      [field]: image ? MESSAGES.UNSUPPORTED_IMAGE_TYPE : MESSAGES.UNSUPPORTED_FILE_TYPE,
    });
  }
  if (reason !== undefined) throw fieldErrors({ [field]: MESSAGES.UNSUPPORTED_FILE_TYPE });
  if (file.size === 0)
    throw fieldErrors({ [field]: invalidFileMessage(name, 'The file is empty.') });
  const contentType = contentTypeFor(extension, file.format);
  if (!contentType) {
    throw fieldErrors({
      [field]: invalidFileMessage(name, 'Its content does not match its extension.'),
    });
  }
  return { file, extension, contentType };
}

export function storeUpload(
  app: FastifyInstance,
  db: Database,
  request: FastifyRequest,
  upload: CheckedUpload,
): Promise<StoredFile> {
  return saveUploadedFile(db, app.dataDir, request.tenant, {
    path: upload.file.path,
    size: upload.file.size,
    contentType: upload.contentType,
    originalName: upload.file.filename || `file.${upload.extension}`,
  });
}
