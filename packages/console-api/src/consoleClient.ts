import type { ConsoleClientOptions, SessionClient } from './client';
import { createSessionClient } from './client';
import { createAlarmsService } from './services/alarms';
import { createDeviceModelsService } from './services/deviceModels';
import { createDevicesService } from './services/devices';
import { createDocumentsService } from './services/documents';
import { createFloorsService } from './services/floors';
import { createNotificationsService } from './services/notifications';
import { createProjectsService } from './services/projects';
import { createUsersService } from './services/users';

/** The whole client on top of a session client (same session and transport): one service per area. */
export function withServices(base: SessionClient) {
  const { http } = base;
  return {
    ...base,
    users: createUsersService(http),
    devices: createDevicesService(http),
    deviceModels: createDeviceModelsService(http),
    documents: createDocumentsService(http),
    projects: createProjectsService(http),
    floors: createFloorsService(http),
    alarms: createAlarmsService(http),
    notifications: createNotificationsService(http),
  };
}

/** The typed client of the console API: one service per area, sharing one session. */
export function createConsoleClient(options: ConsoleClientOptions) {
  return withServices(createSessionClient(options));
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
