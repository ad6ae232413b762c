import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { deviceStatusResponse } from '../../devices/schemas';
import { deviceStatusView } from '../../devices/views';
import { notFound, pathIds, requireAction } from '../../http';
import { unreadBody, useZodSchemas } from '../../http/schemas';
import { checkNow } from '../../poller/checkNow';
import { loadDevice } from '../../devices/store';

const checkNowResponse = z.strictObject({
  /** The poll finished within the wait (false: it was asked for and still comes). */
  checked: z.boolean(),
  status: deviceStatusResponse,
});

/** POST /devices/{id}/check-now/ (`edit_projects`): an offline device polled at once, past its backoff. */
export const deviceCheckNowRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  app.post(
    '/devices/:id/check-now/',
    {
      preValidation: requireAction('edit_projects'),
      schema: { params: pathIds('id'), body: unreadBody, response: { 200: checkNowResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await checkNow(app.db, () => app.poller.wake(id), request.tenant, id);
      const device = outcome ? await loadDevice(app.db, request.tenant, id) : undefined;
      if (!outcome || !device) throw notFound();
      return {
        checked: outcome.checked,
        status: deviceStatusView(device.row, app.now().getTime()),
      };
    },
  );
  return Promise.resolve();
};
