import {
  DOCUMENT_TYPE_VALUES,
  DOCUMENTS_PAGE_SIZE,
  fileTypeForExtension,
  MESSAGES,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteFile, fileUrl } from '../files/store';
import { checkUpload, storeUpload } from '../files/upload';
import {
  badRequest,
  fieldErrors,
  idParams,
  listQuerySchema,
  MAX_ID,
  notFound,
  pagedList,
  readForm,
  requireAction,
  strictInt,
} from '../http';

interface DocumentRow {
  id: number;
  name: string;
  file_key: string;
  original_name: string;
  size: number;
  content_type: string;
  file_format: string;
  file_extension: string;
  file_type: string;
  document_type: string;
  project_id: number | null;
  created_at: Date;
}

const DOCUMENT_COLUMNS = `id, name, file_key, original_name, size, content_type, file_format, file_extension,
  file_type, document_type, project_id, created_at`;

const documentType = z.enum(DOCUMENT_TYPE_VALUES as [string, ...string[]], {
  message: MESSAGES.FILL_ALL_UPLOAD_FIELDS,
});
const documentQuery = listQuerySchema.extend({
  page_size: strictInt(1, DOCUMENTS_PAGE_SIZE).default(DOCUMENTS_PAGE_SIZE),
  document_type: z.union([z.literal(''), documentType]).optional(),
  projects: z.union([z.literal(''), strictInt(1, MAX_ID)]).optional(),
});
const uploadFields = z.object({
  name: z
    .string({ message: MESSAGES.FILL_ALL_UPLOAD_FIELDS })
    .trim()
    .min(1, MESSAGES.FILL_ALL_UPLOAD_FIELDS)
    .max(200),
  document_type: documentType,
  projects: strictInt(1, MAX_ID, MESSAGES.FILL_ALL_UPLOAD_FIELDS),
  file_extension: z.string().max(10).optional(),
});
const documentPatch = z.object({
  name: z.string().trim().min(1, MESSAGES.FILL_ALL_UPLOAD_FIELDS).max(200).optional(),
  document_type: documentType.optional(),
});

export const documentRoutes: FastifyPluginAsync = (app) => {
  const documentJson = (request: FastifyRequest, row: DocumentRow) => ({
    id: row.id,
    name: row.name,
    file: {
      url: fileUrl(request, app.secret, row.file_key, app.now()),
      size: row.size,
      name: row.original_name,
    },
    file_format: row.file_format,
    file_extension: row.file_extension,
    file_type: row.file_type,
    document_type: row.document_type,
    projects: row.project_id,
    created_at: row.created_at.toISOString(),
  });

  const findDocument = async (request: FastifyRequest) => {
    const { id } = idParams(request.params, 'id');
    const row = await app.db.one<DocumentRow>(
      `SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE id = $1 AND tenant_id = $2`,
      [id, request.tenant],
    );
    if (!row) throw notFound();
    return row;
  };

  app.get('/documents/', async (request) => {
    const query = documentQuery.parse(request.query);
    const params: (string | number)[] = [request.tenant];
    let filters = '';
    if (query.document_type) {
      params.push(query.document_type);
      filters += ` AND document_type = $${params.length}`;
    }
    if (typeof query.projects === 'number') {
      params.push(query.projects);
      filters += ` AND project_id = $${params.length}`;
    }
    return pagedList<DocumentRow, ReturnType<typeof documentJson>>(
      app.db,
      request,
      query,
      {
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
      },
      (row) => documentJson(request, row),
    );
  });

  app.post(
    '/documents/',
    { preHandler: requireAction('manage_documents') },
    async (request, reply) => {
      const form = await readForm(request, ['file']);
      const missing = ['name', 'document_type', 'projects'].filter(
        (field) => !form.fields[field]?.trim(),
      );
      if (!form.files.file) missing.unshift('file');
      if (missing.length > 0) {
        throw fieldErrors(
          Object.fromEntries(missing.map((field) => [field, MESSAGES.FILL_ALL_UPLOAD_FIELDS])),
        );
      }
      const fields = uploadFields.parse(form.fields);
      const project = await app.db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
        fields.projects,
        request.tenant,
      ]);
      if (!project) throw notFound();
      const upload = checkUpload('file', form.files.file, { extension: fields.file_extension });
      const fileType = fileTypeForExtension(upload.extension);
      if (!fileType) throw badRequest(MESSAGES.UNSUPPORTED_FILE_TYPE);
      const row = await app.db.transaction(async (tx) => {
        const stored = await storeUpload(app, tx, request, upload);
        return tx.one<DocumentRow>(
          `INSERT INTO documents (tenant_id, name, file_key, original_name, size, content_type, file_format,
                                file_extension, file_type, document_type, project_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${DOCUMENT_COLUMNS}`,
          [
            request.tenant,
            fields.name,
            stored.key,
            stored.originalName,
            stored.size,
            stored.contentType,
            upload.extension.toUpperCase(),
            upload.extension,
            fileType,
            fields.document_type,
            fields.projects,
            app.now(),
          ],
        );
      });
      if (!row) throw new Error('document not stored');
      return reply.status(201).send(documentJson(request, row));
    },
  );

  app.patch(
    '/documents/:id/',
    { preHandler: requireAction('manage_documents') },
    async (request) => {
      const document = await findDocument(request);
      const body = documentPatch.parse(request.body ?? {});
      if (body.name === undefined && body.document_type === undefined) {
        throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
      }
      const row = await app.db.one<DocumentRow>(
        `UPDATE documents SET name = coalesce($3, name), document_type = coalesce($4, document_type)
        WHERE id = $1 AND tenant_id = $2 RETURNING ${DOCUMENT_COLUMNS}`,
        [document.id, request.tenant, body.name ?? null, body.document_type ?? null],
      );
      if (!row) throw notFound();
      return documentJson(request, row);
    },
  );

  app.delete(
    '/documents/:id/',
    { preHandler: requireAction('manage_documents') },
    async (request, reply) => {
      const document = await findDocument(request);
      await app.db.query('DELETE FROM documents WHERE id = $1 AND tenant_id = $2', [
        document.id,
        request.tenant,
      ]);
      await deleteFile(app.db, app.dataDir, request.tenant, document.file_key);
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
