import type { FastifyPluginAsync } from 'fastify';
import { alarmConfigurationRoutes } from './alarmConfigurations/routes';
import { alarmEntryRoutes } from './alarmEntries/routes';
import { authRoutes } from './auth/routes';
import { changeLogRoutes } from './changeLog/routes';
import { devRoutes } from './dev';
import { deviceCheckNowRoutes } from './devices/checkNow';
import { deviceGraphRoutes } from './devices/graph';
import { deviceManagementRoutes } from './devices/manage';
import { deviceRoutes } from './devices/routes';
import { deviceModelRoutes } from './deviceModels/routes';
import { deviceStatsRoutes } from './deviceStats/routes';
import { documentRoutes } from './documents/routes';
import { eventRoutes } from './events';
import { fileRoutes } from './files';
import { floorRoutes } from './floors/routes';
import { gatewayRoutes } from './gateways/routes';
import { healthRoutes } from './health';
import { inviteRoutes } from './invites/routes';
import { notificationRoutes } from './notifications/routes';
import { projectRoutes } from './projects/routes';
import { userRoutes } from './users/routes';

/**
 * Every route plugin of the server, registered in this order by buildServer: one plugin per
 * resource, each in its folder as routes.ts (handlers), repository.ts (SQL and row types) and
 * views.ts (response shapes).
 */
export const routes: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  devRoutes,
  userRoutes,
  inviteRoutes,
  projectRoutes,
  fileRoutes,
  floorRoutes,
  documentRoutes,
  deviceRoutes,
  deviceManagementRoutes,
  deviceCheckNowRoutes,
  deviceModelRoutes,
  deviceGraphRoutes,
  deviceStatsRoutes,
  alarmConfigurationRoutes,
  alarmEntryRoutes,
  changeLogRoutes,
  eventRoutes,
  notificationRoutes,
  gatewayRoutes,
];
