import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound, strictInt } from '../http';

const outboxQuery = z.object({
  to: z.string().max(254).optional(),
  limit: strictInt(1, 200).default(50),
});

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * GET /dev/outbox/ (public, demo mode only): the tenant's outgoing mail, newest first, so newcomers
 * and tests can follow reset and invite links without a mail server. Outside demo mode it is a 404.
 */
export const devRoutes: FastifyPluginAsync = (app) => {
  app.get('/dev/outbox/', { config: { public: true } }, async (request) => {
    if (!app.demo) throw notFound();
    const query = outboxQuery.parse(request.query);
    const rows = await app.db.query<OutboxRow>(
      `SELECT id, to_address, subject, body, link, created_at, sent_at FROM outbox
        WHERE tenant_id = $1 AND ($2::text IS NULL OR lower(to_address) = lower($2))
        ORDER BY id DESC LIMIT $3`,
      [request.tenant, query.to ?? null, query.limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      body: row.body,
      link: row.link,
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
    }));
  });
  return Promise.resolve();
};
