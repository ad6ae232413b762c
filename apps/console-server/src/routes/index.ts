import type { FastifyPluginAsync } from 'fastify';
import { alertRoutes } from './alerts';
import { authRoutes } from './auth';
import { changeLogRoutes } from './changeLog';
import { devRoutes } from './dev';
import { deviceRoutes } from './devices';
import { deviceStatsRoutes } from './deviceStats';
import { documentRoutes } from './documents';
import { fileRoutes } from './files';
import { floorRoutes } from './floors';
import { healthRoutes } from './health';
import { projectRoutes } from './projects';
import { simulatorPlugin } from '../simulator/loop';
import { userRoutes } from './users';

/**
 * Every route plugin of the server, registered in this order by buildServer. Each helper appends its
 * own line(s), one plugin per area; the trailing comment names the owner and keeps one entry a line.
 */
export const routes: FastifyPluginAsync[] = [
  healthRoutes, // A
  authRoutes, // A
  devRoutes, // A
  deviceRoutes, // B
  deviceStatsRoutes, // B
  alertRoutes, // B
  changeLogRoutes, // B
  simulatorPlugin, // B
  userRoutes, // A
  projectRoutes, // A
  fileRoutes, // A
  floorRoutes, // A
  documentRoutes, // A
];
