import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { ConsoleClient } from '../consoleClient';
import type {
  Area as FloorArea,
  ChangePasswordRequest,
  ConnectionCheckRequest,
  CreateDeviceRequest,
  DeviceModelFile,
  UpdateDeviceRequest,
  CreateAlarmConfigurationRequest,
  CreateAlarmEntryRequest,
  CreateFloorRequest,
  CreateProjectRequest,
  InviteRequest,
  NotificationRuleRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  RedeemInviteRequest,
  UpdateAlarmConfigurationRequest,
  UpdateAlarmEntryRequest,
  UpdateCurrentUserRequest,
  UpdateDocumentRequest,
  UpdateUserRequest,
  UploadDocumentRequest,
  UploadOptions,
  WriteParameterRequest,
} from '../types';
import { useConsoleClient } from './ConsoleApiProvider';
import { changeLogKeyLoader } from './hooks';
import type { Area, ConsoleKey } from './keys';
import { AREAS, matchesArea } from './keys';

/**
 * Every write of the API, each followed by the revalidation of the reads it changes (a new
 * document refreshes the document lists, resolving an alarm refreshes entries, counts and stats…).
 */
export function useConsoleMutations() {
  const client = useConsoleClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => createMutations(client, mutate), [client, mutate]);
}

/** The reads of one device (keyed by its id), which answer 404 once it is removed. */
const OWN_DEVICE_READS: readonly string[] = ['detail', 'slim', 'status', 'units', 'configuration'];

type GlobalMutate = ReturnType<typeof useSWRConfig>['mutate'];

function createMutations(client: ConsoleClient, mutate: GlobalMutate) {
  /**
   * Refetches the reads of the areas and keeps showing what they hold until the answers arrive:
   * `mutate(matcher)` alone revalidates, whereas `mutate(matcher, undefined, …)` would empty them,
   * so a screen would fall back to its spinner and lose its place, sort and focus (resolving an
   * alarm emptied the project and remounted its whole page).
   */
  const revalidate = (...areas: Area[]) => mutate((key) => matchesArea(key, client.baseUrl, areas));
  /**
   * A global mutate cannot force an infinite list to refetch cached pages, so the pages of the
   * project's change log are dropped first; the list keeps showing its entries until the refetch.
   */
  const revalidateChangeLog = async (projectId: number) => {
    await mutate(
      (key) =>
        matchesArea(key, client.baseUrl, ['changeLog']) && (key as ConsoleKey)[2] === projectId,
      undefined,
      { revalidate: false },
    );
    await mutate(unstable_serialize(changeLogKeyLoader(client.baseUrl, projectId)));
  };

  /** Runs a write, then revalidates; the write's answer is returned once the write succeeds. */
  const then =
    <Args extends unknown[], Answer>(
      write: (...args: Args) => Promise<Answer>,
      after: (...args: Args) => unknown,
    ) =>
    async (...args: Args): Promise<Answer> => {
      const answer = await write(...args);
      await after(...args);
      return answer;
    };

  return {
    login: (credentials: LoginRequest) => client.auth.login(credentials),
    /** Signs out and empties the cache of this tenant so the next user sees nothing stale. */
    logout: async () => {
      await client.auth.logout();
      await mutate((key) => matchesArea(key, client.baseUrl, AREAS), undefined, {
        revalidate: false,
      });
    },
    updateCurrentUser: then(
      (changes: UpdateCurrentUserRequest) => client.auth.updateUser(changes),
      () => revalidate('currentUser', 'users'),
    ),
    changePassword: (request: ChangePasswordRequest) => client.auth.changePassword(request),
    requestPasswordReset: (email: string) => client.auth.requestPasswordReset(email),
    confirmPasswordReset: (request: PasswordResetConfirmRequest) =>
      client.auth.confirmPasswordReset(request),
    redeemInvite: then(
      (id: string, request: RedeemInviteRequest) => client.users.redeemInvite(id, request),
      () => revalidate('redeemInvite'),
    ),

    updateUser: then(
      (id: number, changes: UpdateUserRequest) => client.users.update(id, changes),
      () => revalidate('users', 'currentUser'),
    ),
    /** The removed user's own detail is not asked for again (it would answer 404). */
    removeUser: then(
      (id: number) => client.users.remove(id),
      (id: number) =>
        mutate(
          (key) =>
            matchesArea(key, client.baseUrl, ['users']) &&
            !((key as ConsoleKey)[2] === 'detail' && (key as ConsoleKey)[3] === id),
        ),
    ),
    inviteUser: then(
      (request: InviteRequest) => client.users.invite(request),
      () => revalidate('invites'),
    ),
    deleteInvite: then(
      (id: string) => client.users.deleteInvite(id),
      () => revalidate('invites'),
    ),

    uploadDocument: then(
      (request: UploadDocumentRequest, options?: UploadOptions) =>
        client.documents.upload(request, options),
      () => revalidate('documents'),
    ),
    updateDocument: then(
      (id: number, changes: UpdateDocumentRequest) => client.documents.update(id, changes),
      () => revalidate('documents'),
    ),
    removeDocument: then(
      (id: number) => client.documents.remove(id),
      () => revalidate('documents'),
    ),

    createProject: then(
      (request: CreateProjectRequest, options?: UploadOptions) =>
        client.projects.create(request, options),
      () => revalidate('projects'),
    ),
    addRecentProject: then(
      (projectId: number) => client.projects.addRecent(projectId),
      () => revalidate('recentProjects'),
    ),

    createFloor: then(
      (projectId: number, request: CreateFloorRequest, options?: UploadOptions) =>
        client.floors.create(projectId, request, options),
      () => revalidate('floors'),
    ),
    reorderFloors: then(
      (projectId: number, floorIds: number[]) => client.floors.reorder(projectId, floorIds),
      () => revalidate('floors'),
    ),
    removeFloor: then(
      (projectId: number, floorId: number) => client.floors.remove(projectId, floorId),
      () => revalidate('floors'),
    ),
    updateDeviceMap: then(
      (projectId: number, floorId: number, deviceMap: FloorArea[]) =>
        client.floors.updateDeviceMap(projectId, floorId, deviceMap),
      () => revalidate('floors'),
    ),

    createAlarmConfiguration: then(
      (projectId: number, request: CreateAlarmConfigurationRequest) =>
        client.alarms.configurations.create(projectId, request),
      () => revalidate('alarmConfigurations'),
    ),
    updateAlarmConfiguration: then(
      (id: number, changes: UpdateAlarmConfigurationRequest) =>
        client.alarms.configurations.update(id, changes),
      () => revalidate('alarmConfigurations'),
    ),
    removeAlarmConfiguration: then(
      (id: number) => client.alarms.configurations.remove(id),
      () => revalidate('alarmConfigurations', 'alarmEntries', 'alarmCounts', 'alarmStats'),
    ),
    createAlarmEntry: then(
      (projectId: number, request: CreateAlarmEntryRequest) =>
        client.alarms.entries.create(projectId, request),
      () => revalidate('alarmEntries', 'alarmCounts', 'alarmStats', 'projects'),
    ),
    updateAlarmEntry: then(
      (id: number, changes: UpdateAlarmEntryRequest) => client.alarms.entries.update(id, changes),
      () => revalidate('alarmEntries', 'alarmCounts', 'alarmStats', 'projects'),
    ),
    removeAlarmEntry: then(
      (id: number) => client.alarms.entries.remove(id),
      () => revalidate('alarmEntries', 'alarmCounts', 'alarmStats', 'projects'),
    ),

    /** Adds a device to a project: the project, the device lists and the tree's units refresh. */
    createDevice: then(
      (projectId: number, request: CreateDeviceRequest) =>
        client.devices.create(projectId, request),
      () => revalidate('devices', 'projects', 'realtime', 'graph'),
    ),
    updateDevice: then(
      (id: number, changes: UpdateDeviceRequest) => client.devices.update(id, changes),
      () => revalidate('devices', 'projects', 'realtime', 'graph'),
    ),
    /** The removed device's own reads are not asked for again (they would answer 404). */
    removeDevice: then(
      (id: number) => client.devices.remove(id),
      (id: number) =>
        mutate(
          (key) =>
            matchesArea(key, client.baseUrl, ['devices', 'projects', 'alarmConfigurations']) &&
            !(
              matchesArea(key, client.baseUrl, ['devices']) &&
              OWN_DEVICE_READS.includes((key as ConsoleKey)[2] as string) &&
              (key as ConsoleKey)[3] === id
            ),
          undefined,
          { revalidate: true },
        ),
    ),
    /** Check now: the device polled at once; its state shows everywhere (lists, pages, dashboard). */
    checkDeviceNow: then(
      (id: number) => client.devices.checkNow(id),
      () => revalidate('devices', 'projects', 'realtime'),
    ),
    /** One read over a connection before anything is saved; changes nothing. */
    checkConnection: (request: ConnectionCheckRequest, signal?: AbortSignal) =>
      client.devices.checkConnection(request, { signal }),
    createDeviceModel: then(
      (model: DeviceModelFile) => client.deviceModels.create(model),
      () => revalidate('deviceModels'),
    ),

    createNotificationRule: then(
      (request: NotificationRuleRequest) => client.notifications.createRule(request),
      () => revalidate('notificationRules'),
    ),
    updateNotificationRule: then(
      (id: number, changes: Partial<NotificationRuleRequest>) =>
        client.notifications.updateRule(id, changes),
      () => revalidate('notificationRules'),
    ),
    removeNotificationRule: then(
      (id: number) => client.notifications.removeRule(id),
      () => revalidate('notificationRules', 'notificationDeliveries'),
    ),
    /** Queues a test message; the delivery log refreshes to show it. */
    testNotificationRule: then(
      (id: number) => client.notifications.testRule(id),
      () => revalidate('notificationDeliveries'),
    ),

    /** Writes a device parameter; pass the project id so its change log refreshes. */
    writeParameter: then(
      (deviceId: number, request: WriteParameterRequest, _projectId?: number) =>
        client.devices.write(deviceId, request),
      (_deviceId: number, _request: WriteParameterRequest, projectId?: number) =>
        Promise.all([
          revalidate('realtime', 'devices'),
          projectId === undefined ? undefined : revalidateChangeLog(projectId),
        ]),
    ),
  };
}

export type ConsoleMutations = ReturnType<typeof useConsoleMutations>;
