import { CHANGE_LOG_PAGE_SIZE } from '@hvac/console-domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound, pathIds } from '../../http';
import { assertProject } from '../guards';
import { findChangeLogEntry, listChangeLog } from '../../devices/changeLog';
import { changeLogEntryResponse, changeLogEntryView, changeLogPageResponse } from './views';
import type { ChangeLogPageResponse } from './views';
import { useZodSchemas } from '../../http/schemas';

const changeLogQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** GET /projects/{id}/change_log/?page=n: 20 per page, newest first, `next` while more exist. */
export const changeLogRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  app.get(
    '/projects/:id/change_log/',
    {
      schema: {
        params: pathIds('id'),
        querystring: changeLogQuery,
        response: { 200: changeLogPageResponse },
      },
    },
    async (request): Promise<ChangeLogPageResponse> => {
      const { id } = request.params;
      const { page } = request.query;
      await assertProject(app.db, request.tenant, id);
      const { rows, count } = await listChangeLog(app.db, request.tenant, id, {
        page,
        page_size: CHANGE_LOG_PAGE_SIZE,
      });
      return {
        results: rows.map((row) => changeLogEntryView(row)),
        count,
        next: page * CHANGE_LOG_PAGE_SIZE < count ? page + 1 : null,
        previous: page > 1 ? page - 1 : null,
        pages: {
          current_page: page,
          total_pages: Math.max(1, Math.ceil(count / CHANGE_LOG_PAGE_SIZE)),
        },
      };
    },
  );
  // One entry: a write dialog reads its own write once when its live stream (re)connects, wherever
  // newer writes have pushed it in the pages.
  app.get(
    '/projects/:id/change_log/:entry/',
    { schema: { params: pathIds('id', 'entry'), response: { 200: changeLogEntryResponse } } },
    async (request) => {
      const { id, entry } = request.params;
      await assertProject(app.db, request.tenant, id);
      const row = await findChangeLogEntry(app.db, request.tenant, id, entry);
      if (!row) throw notFound();
      return changeLogEntryView(row);
    },
  );
  return Promise.resolve();
};
