import {
  DOCUMENT_TYPE_VALUES,
  DOCUMENTS_PAGE_SIZE,
  fileTypeForExtension,
  MESSAGES,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deleteFile, fileUrl } from '../../files/store';
import { checkUpload, storeUpload } from '../../files/upload';
import {
  badRequest,
  fieldErrors,
  idParams,
  pathIds,
  listQuerySchema,
  MAX_ID,
  notFound,
  pageOf,
  readForm,
  requireAction,
  strictInt,
} from '../../http';
import { assertProject } from '../guards';
import {
  deleteDocument,
  findDocument,
  insertDocument,
  listDocuments,
  updateDocument,
} from '../../documents/repository';
import type { DocumentRow } from '../../documents/repository';
import { documentPageResponse, documentResponse, documentView } from './views';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';

const documentType = z.enum(DOCUMENT_TYPE_VALUES, {
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

const documentPath = pathIds('id');
const documentForm = checkedInHandler(uploadFields.extend({ file: z.unknown() }));

/** The tenant's documents: the filtered paged list, upload, rename or retype, delete. */
export const documentRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const view = (request: FastifyRequest, row: DocumentRow) =>
    documentView(row, fileUrl(request, app.secret, row.file_key, app.now()));

  const documentOr404 = async (request: FastifyRequest) => {
    const { id } = idParams(request.params, 'id');
    const row = await findDocument(db, request.tenant, id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/documents/',
    { schema: { querystring: documentQuery, response: { 200: documentPageResponse } } },
    async (request) => {
      const { query } = request;
      const page = await listDocuments(
        db,
        request.tenant,
        {
          documentType: query.document_type || undefined,
          projectId: typeof query.projects === 'number' ? query.projects : undefined,
        },
        query,
      );
      return pageOf(request, page, (row) => view(request, row));
    },
  );

  app.post(
    '/documents/',
    {
      preValidation: requireAction('manage_documents'),
      // multipart/form-data, read by readForm
      schema: { body: documentForm, response: { 201: documentResponse } },
    },
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
      await assertProject(db, request.tenant, fields.projects);
      const upload = checkUpload('file', form.files.file, { extension: fields.file_extension });
      const fileType = fileTypeForExtension(upload.extension);
      if (!fileType) throw badRequest(MESSAGES.UNSUPPORTED_FILE_TYPE);
      const row = await db.transaction(async (tx) => {
        const stored = await storeUpload(app, tx, request, upload);
        return insertDocument(
          tx,
          request.tenant,
          {
            name: fields.name,
            fileKey: stored.key,
            originalName: stored.originalName,
            size: stored.size,
            contentType: stored.contentType,
            fileFormat: upload.extension.toUpperCase(),
            fileExtension: upload.extension,
            fileType,
            documentType: fields.document_type,
            projectId: fields.projects,
          },
          app.now(),
        );
      });
      return reply.status(201).send(view(request, row));
    },
  );

  app.patch(
    '/documents/:id/',
    {
      preValidation: requireAction('manage_documents'),
      // The document is looked up (404) before the body is read.
      schema: {
        params: documentPath,
        body: checkedInHandler(documentPatch),
        response: { 200: documentResponse },
      },
    },
    async (request) => {
      const document = await documentOr404(request);
      const body = documentPatch.parse(request.body ?? {});
      if (body.name === undefined && body.document_type === undefined) {
        throw badRequest(MESSAGES.ALL_FIELDS_REQUIRED);
      }
      const row = await updateDocument(db, request.tenant, document.id, {
        name: body.name,
        documentType: body.document_type,
      });
      if (!row) throw notFound();
      return view(request, row);
    },
  );

  app.delete(
    '/documents/:id/',
    { preValidation: requireAction('manage_documents'), schema: { params: documentPath } },
    async (request, reply) => {
      const document = await documentOr404(request);
      await deleteDocument(db, request.tenant, document.id);
      await deleteFile(db, app.dataDir, request.tenant, document.file_key);
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
