export { createSessionClient } from './client';
export type { ConsoleClientOptions, SessionClient } from './client';
export { createConsoleClient, withServices } from './consoleClient';
export type { ConsoleClient } from './consoleClient';
export {
  ApiError,
  isAbortError,
  isApiError,
  isMessageForPeople,
  isForbidden,
  isNotFound,
  parseErrorBody,
  unitRemovalsOf,
} from './errors';
export { HttpClient, REFRESH_LOCK, REFRESH_PATH } from './http';
export type { RefreshLocks } from './http';
export type { HttpClientOptions, HttpMethod, RequestSpec } from './http';
export { Session, SESSION_KEYS, acceptLoginAnswer, createMemoryStorage } from './session';
export type { SessionSnapshot, SessionStorage, SessionUser } from './session';
export { resolveApiBaseUrl } from './tenancy';
export type { ApiBaseUrlInput } from './tenancy';
export { createPoller } from './polling';
export type { Poller, PollerOptions } from './polling';
export { mapWithConcurrency } from './concurrency';
export { buildQuery } from './query';
export type { FetchLike } from './transport';
export { REALTIME_MAX_IN_FLIGHT } from './services/devices';
export { ALARM_PATHS } from './services/alarms';
export type { AuthService } from './services/auth';
export type { UsersService } from './services/users';
export type { DevicesService } from './services/devices';
export type { DeviceModelsService } from './services/deviceModels';
export { documentDownloadUrl } from './services/documents';
export type { DocumentsService } from './services/documents';
export type { ProjectsService } from './services/projects';
export type { FloorsService } from './services/floors';
export type { AlarmsService } from './services/alarms';
export type { NotificationsService } from './services/notifications';
export { DEVICE_UNIT_HIERARCHY, SLIM_UNIT_HIERARCHY } from './unitHierarchies';
export * from './types';
