import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { authenticateRequest, notFound, strictInt } from '../http';
import { contentDisposition, FILE_KEY, storedFile, verifyFileSignature } from '../files/store';
import { checkedInHandler, useZodSchemas } from '../http/schemas';

const fileQuery = z.object({
  expires: strictInt(0, 1e12).optional(),
  sig: z.string().max(100).optional(),
  /** `download=1`: always as an attachment (a document's Download), even a PDF or an image. */
  download: z.enum(['0', '1']).optional(),
});

/** A stored file's key; any other key answers 404. */
const filePath = z.object({ key: z.string().regex(FILE_KEY) });

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/**
 * GET /files/{key}: a stored upload of the Host's tenant, allowed by a signed link (what the API
 * answers as image and document URLs) or a bearer token. Any other key, tenant or signature is a 404.
 */
export const fileRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  // A query that fails is a 404 like a bad signature, not a 400: the handler checks it.
  const schema = { params: filePath, querystring: checkedInHandler(fileQuery) };
  app.get('/files/:key', { config: { public: true }, schema }, async (request, reply) => {
    const { key } = request.params;
    const query = fileQuery.safeParse(request.query);
    if (!query.success) throw notFound();
    const { expires, sig } = query.data;
    const now = app.now();
    const signed =
      expires !== undefined &&
      sig !== undefined &&
      verifyFileSignature(app.secret, request.tenant, key, expires, sig, now);
    if (!signed) {
      if (!request.headers.authorization) throw notFound();
      await authenticateRequest(request, app.db, app.secret, now);
    }
    const file = await app.db.one<{ content_type: string; original_name: string; size: number }>(
      'SELECT content_type, original_name, size FROM files WHERE key = $1 AND tenant_id = $2',
      [key, request.tenant],
    );
    if (!file) throw notFound();
    // Streamed from disk: a 30 MB document is never held in memory.
    const blob = await storedFile(app.dataDir, key);
    if (!blob) throw notFound();
    const kind =
      query.data.download !== '1' && INLINE_TYPES.has(file.content_type) ? 'inline' : 'attachment';
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', contentDisposition(kind, file.original_name))
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
      )
      .header('cache-control', 'private, max-age=3600')
      .header('content-length', blob.stats.size)
      .send(createReadStream(blob.path));
  });
  return Promise.resolve();
};
