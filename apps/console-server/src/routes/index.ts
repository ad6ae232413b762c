import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth';
import { devRoutes } from './dev';
import { healthRoutes } from './health';

/**
 * Every route plugin of the server, registered in this order by buildServer. Each helper appends its
 * own line(s), one plugin per area; the trailing comment names the owner and keeps one entry a line.
 */
export const routes: FastifyPluginAsync[] = [
  healthRoutes, // A
  authRoutes, // A
  devRoutes, // A
];
