import { DOCUMENT_TYPE_VALUES, FILE_TYPES } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../../http/responses';
import type { DocumentRow } from '../../documents/repository';

export const documentResponse = z.strictObject({
  id: wire.id,
  name: z.string(),
  /** A signed link to the stored file, its size in bytes and its original name. */
  file: z.strictObject({ url: z.string(), size: z.number().int().min(0), name: z.string() }),
  file_format: z.string(),
  file_extension: z.string(),
  file_type: z.enum(FILE_TYPES),
  document_type: z.enum(DOCUMENT_TYPE_VALUES),
  projects: wire.id.nullable(),
  created_at: wire.timestamp,
});
export type DocumentResponse = z.infer<typeof documentResponse>;
export const documentPageResponse = pageResponse(documentResponse);

/** A document as the API shows it; `url` is the file's signed link. */
export function documentView(row: DocumentRow, url: string): DocumentResponse {
  return {
    id: row.id,
    name: row.name,
    file: { url, size: row.size, name: row.original_name },
    file_format: row.file_format,
    file_extension: row.file_extension,
    file_type: row.file_type,
    document_type: row.document_type,
    projects: row.project_id,
    created_at: row.created_at.toISOString(),
  };
}
