import { CHANGE_LOG_PAGE_SIZE } from '@hvac/console-domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParams, notFound } from '../http';
import { changeLogEntryView, type ChangeLogRow } from './changeLogView';

const changeLogQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** GET /projects/{id}/change_log/?page=n: 20 per page, newest first, `next` while more exist. */
export const changeLogRoutes: FastifyPluginAsync = (app) => {
  app.get('/projects/:id/change_log/', async (request) => {
    const { id } = idParams(request.params, 'id');
    const { page } = changeLogQuery.parse(request.query);
    const project = await app.db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
      id,
      request.tenant,
    ]);
    if (!project) throw notFound();
    const rows = await app.db.query<ChangeLogRow & { total: number }>(
      `SELECT c.id, c.action, c.status, c.param_name, c.data, c.created_at, c.device_id,
              u.first_name, u.last_name, count(*) OVER ()::int AS total
         FROM change_log_entries c LEFT JOIN users u ON u.id = c.user_id AND u.tenant_id = c.tenant_id
        WHERE c.tenant_id = $1 AND c.project_id = $2
        ORDER BY c.created_at DESC, c.id DESC
        LIMIT ${CHANGE_LOG_PAGE_SIZE} OFFSET ${(page - 1) * CHANGE_LOG_PAGE_SIZE}`,
      [request.tenant, id],
    );
    let count = rows[0]?.total;
    if (count === undefined) {
      const total = await app.db.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM change_log_entries WHERE tenant_id = $1 AND project_id = $2',
        [request.tenant, id],
      );
      count = total?.count ?? 0;
    }
    const hasMore = page * CHANGE_LOG_PAGE_SIZE < count;
    return {
      results: rows.map((row) => changeLogEntryView(row)),
      count,
      next: hasMore ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
      pages: {
        current_page: page,
        total_pages: Math.max(1, Math.ceil(count / CHANGE_LOG_PAGE_SIZE)),
      },
    };
  });
  return Promise.resolve();
};
