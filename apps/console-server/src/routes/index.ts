import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health';

/**
 * Every route plugin of the server, registered in this order by buildServer. Each helper appends its
 * own line(s); keep one plugin per area (auth, users, projects, devices, alerts, …).
 */
export const routes: FastifyPluginAsync[] = [healthRoutes];
