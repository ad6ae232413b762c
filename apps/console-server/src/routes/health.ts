import type { FastifyPluginAsync } from 'fastify';

/** GET /health/ (public): the server is up and its database answers. */
export const healthRoutes: FastifyPluginAsync = (app) => {
  app.get('/health/', { config: { public: true } }, async (request) => {
    await app.db.query('SELECT 1');
    return { status: 'ok', tenant: request.tenant };
  });
  return Promise.resolve();
};
