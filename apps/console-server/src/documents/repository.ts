import type { DocumentType, FileType } from '@hvac/console-domain';
import type { Database } from '../db';
import { queryPage } from '../http';
import type { PagedQuery, PageRequest, RowPage } from '../http';

export interface DocumentRow {
  id: number;
  name: string;
  file_key: string;
  original_name: string;
  size: number;
  content_type: string;
  file_format: string;
  file_extension: string;
  file_type: FileType;
  document_type: DocumentType;
  project_id: number | null;
  created_at: Date;
}

export interface NewDocument {
  name: string;
  fileKey: string;
  originalName: string;
  size: number;
  contentType: string;
  fileFormat: string;
  fileExtension: string;
  fileType: FileType;
  documentType: DocumentType;
  projectId: number;
}

const DOCUMENT_COLUMNS = `id, name, file_key, original_name, size, content_type, file_format, file_extension,
  file_type, document_type, project_id, created_at`;

export function findDocument(
  db: Database,
  tenant: string,
  id: number,
): Promise<DocumentRow | undefined> {
  return db.one<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1 AND tenant_id = $2`,
    [id, tenant],
  );
}

export interface DocumentFilter {
  documentType?: DocumentType;
  projectId?: number;
}

export function listDocuments(
  db: Database,
  tenant: string,
  filter: DocumentFilter,
  page: PageRequest,
): Promise<RowPage<DocumentRow>> {
  const params: (string | number)[] = [tenant];
  let filters = '';
  if (filter.documentType) {
    params.push(filter.documentType);
    filters += ` AND document_type = $${params.length}`;
  }
  if (filter.projectId !== undefined) {
    params.push(filter.projectId);
    filters += ` AND project_id = $${params.length}`;
  }
  const query: PagedQuery<DocumentRow> = {
    sql: `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE tenant_id = $1${filters}`,
    params,
    ordering: {
      id: 'id',
      name: 'name',
      created_at: 'created_at',
      size: 'size',
      document_type: 'document_type',
      file_extension: 'file_extension',
    },
    defaultOrdering: '-created_at',
    search: ['name', 'original_name'],
  };
  return queryPage(db, query, page);
}

export async function insertDocument(
  db: Database,
  tenant: string,
  document: NewDocument,
  createdAt: Date,
): Promise<DocumentRow> {
  const row = await db.one<DocumentRow>(
    `INSERT INTO documents (tenant_id, name, file_key, original_name, size, content_type, file_format,
                            file_extension, file_type, document_type, project_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${DOCUMENT_COLUMNS}`,
    [
      tenant,
      document.name,
      document.fileKey,
      document.originalName,
      document.size,
      document.contentType,
      document.fileFormat,
      document.fileExtension,
      document.fileType,
      document.documentType,
      document.projectId,
      createdAt,
    ],
  );
  if (!row) throw new Error('document not stored');
  return row;
}

/** Sets what is given (undefined keeps the stored value); undefined when the document is gone. */
export function updateDocument(
  db: Database,
  tenant: string,
  id: number,
  changes: { name?: string; documentType?: DocumentType },
): Promise<DocumentRow | undefined> {
  return db.one<DocumentRow>(
    `UPDATE documents SET name = coalesce($3, name), document_type = coalesce($4, document_type)
      WHERE id = $1 AND tenant_id = $2 RETURNING ${DOCUMENT_COLUMNS}`,
    [id, tenant, changes.name ?? null, changes.documentType ?? null],
  );
}

export async function deleteDocument(db: Database, tenant: string, id: number): Promise<void> {
  await db.query('DELETE FROM documents WHERE id = $1 AND tenant_id = $2', [id, tenant]);
}
