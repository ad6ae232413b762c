import type { DocumentRow } from './repository';

/** A document as the API shows it; `url` is the file's signed link. */
export function documentView(row: DocumentRow, url: string | null) {
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
