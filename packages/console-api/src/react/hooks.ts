import { canFetchGraph, OFFLINE_DEVICES_SHOWN } from '@hvac/console-domain';
import { useSyncExternalStore } from 'react';
import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWR from 'swr';
import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from 'swr/infinite';
import useSWRInfinite from 'swr/infinite';
import type { ApiError } from '../errors';
import type { SessionSnapshot } from '../session';
import type {
  AlarmConfigurationListParams,
  AlarmEntryListParams,
  DeviceListItem,
  DeviceListParams,
  DocumentListParams,
  Paged,
  GraphParams,
  GraphPoint,
  HistoricalParams,
  InviteListParams,
  ProjectListParams,
  RealtimeRequest,
  UnitType,
  UserListParams,
  DeliveryListParams,
  NotificationRule,
  AlarmCounts,
  ChangeLogPage,
  CurrentUser,
  DeviceSlim,
  DeviceStatus,
  ProjectDetail,
} from '../types';
import { useConsoleClient } from './ConsoleApiProvider';
import type { ConsoleKey } from './keys';
import { consoleKey, keyWhen } from './keys';

export type HookConfig<Data> = SWRConfiguration<Data, ApiError>;

type Id = number | null | undefined;

/** Ids once each, in order: the same set of ids is the same cache key, whatever its order. */
function distinctSorted(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
const known = (id: Id): id is number => id !== null && id !== undefined;

/** Lists: the previous page stays visible while the next page (or search) loads. */
function useConsoleSWR<Data>(
  key: ConsoleKey | null,
  fetcher: () => Promise<Data>,
  config?: HookConfig<Data>,
): SWRResponse<Data, ApiError> {
  return useSWR<Data, ApiError>(key, fetcher, { keepPreviousData: true, ...config });
}

/** One entity by id: another id's data is never shown in its place while it loads. */
function useEntitySWR<Data>(
  key: ConsoleKey | null,
  fetcher: () => Promise<Data>,
  config?: HookConfig<Data>,
): SWRResponse<Data, ApiError> {
  return useSWR<Data, ApiError>(key, fetcher, { keepPreviousData: false, ...config });
}

/** The stored session (tokens, user, isAuthenticated), re-rendering when it changes. */
export function useSession(): SessionSnapshot {
  const { session } = useConsoleClient();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

// Authentication and users

/** The signed-in user (GET /authentication/user/); not fetched while signed out. */
export function useCurrentUser(config?: HookConfig<CurrentUser>) {
  const client = useConsoleClient();
  const { isAuthenticated } = useSession();
  return useEntitySWR(
    keyWhen(isAuthenticated, client.baseUrl, 'currentUser'),
    () => client.auth.currentUser(),
    config,
  );
}

export function useUsers(params: UserListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'users', 'list', params), () =>
    client.users.list(params),
  );
}

/**
 * The users with these ids (a notification rule's recipients), wherever they fall in the list's
 * pages: one request per 100 ids; none for no ids.
 */
export function useUsersByIds(ids: readonly number[]) {
  const client = useConsoleClient();
  const wanted = distinctSorted(ids);
  return useEntitySWR(keyWhen(wanted.length > 0, client.baseUrl, 'users', 'byIds', wanted), () =>
    client.users.byIds(wanted),
  );
}

export function useUser(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'users', 'detail', id), () =>
    client.users.get(id as number),
  );
}

export function useInvites(params: InviteListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'invites', params), () =>
    client.users.listInvites(params),
  );
}

/** The invite behind /invite/{token}; no retries, an invalid invite is an answer, not a hiccup. */
export function useRedeemInvite(id: string | null | undefined) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(Boolean(id), client.baseUrl, 'redeemInvite', id),
    () => client.users.getRedeemInvite(id as string),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

// Devices

/** The device list (the slim list call), server-paged. */
export function useDevices(params: DeviceListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'devices', 'slimList', params), () =>
    client.devices.slimList(params),
  );
}

/** The full device list call (GET /devices/). */
export function useDeviceList(params: DeviceListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'devices', 'list', params), () =>
    client.devices.list(params),
  );
}

export function useDevice(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'devices', 'detail', id), () =>
    client.devices.get(id as number),
  );
}

/** A device's outdoor systems and indoor units with their summaries; `refreshInterval` in config. */
export function useDeviceSlim(id: Id, config?: HookConfig<DeviceSlim>) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(id), client.baseUrl, 'devices', 'slim', id),
    () => client.devices.slim(id as number),
    { refreshWhenHidden: false, ...config },
  );
}

/** A device's state, last successful poll and last error; `refreshInterval` in config. */
export function useDeviceStatus(id: Id, config?: HookConfig<DeviceStatus>) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(id), client.baseUrl, 'devices', 'status', id),
    () => client.devices.status(id as number),
    { refreshWhenHidden: false, ...config },
  );
}

/**
 * The company's offline devices silent the longest (the slim list filtered by `state=offline`,
 * ordered by `last_seen`, never seen first): `count` is how many, `results` the first
 * OFFLINE_DEVICES_SHOWN. The server orders all of them; a page ordered here would only order itself.
 */
export function useOfflineDevices(config?: HookConfig<Paged<DeviceListItem>>) {
  const client = useConsoleClient();
  const params = {
    state: 'offline',
    ordering: 'last_seen',
    page: 1,
    page_size: OFFLINE_DEVICES_SHOWN,
  } as const;
  return useConsoleSWR(
    consoleKey(client.baseUrl, 'devices', 'slimList', params),
    () => client.devices.slimList(params),
    config,
  );
}

/** The device models a device may be added with. */
export function useDeviceModels() {
  const client = useConsoleClient();
  return useEntitySWR(consoleKey(client.baseUrl, 'deviceModels'), () => client.deviceModels.list());
}

export function useDeviceStats(unitType: UnitType | null | undefined, unitId: Id) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(
      Boolean(unitType) && known(unitId),
      client.baseUrl,
      'devices',
      'stats',
      unitType,
      unitId,
    ),
    () => client.devices.statsSlim(unitType as UnitType, unitId as number),
  );
}

export function useHistoricalStats(
  unitType: UnitType | null | undefined,
  unitId: Id,
  params: HistoricalParams = {},
) {
  const client = useConsoleClient();
  return useConsoleSWR(
    keyWhen(
      Boolean(unitType) && known(unitId),
      client.baseUrl,
      'devices',
      'historical',
      unitType,
      unitId,
      params,
    ),
    () => client.devices.historical(unitType as UnitType, unitId as number, params),
  );
}

export function useDeviceUnits(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'devices', 'units', id), () =>
    client.devices.units(id as number),
  );
}

/** The project's devices with their units' live summaries; `refreshInterval` in config. */
export function useProjectUnits(projectId: Id, config?: HookConfig<DeviceSlim[]>) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(projectId), client.baseUrl, 'devices', 'projectUnits', projectId),
    () => client.devices.projectUnits(projectId as number),
    { refreshWhenHidden: false, ...config },
  );
}

export function useDeviceConfiguration(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'devices', 'configuration', id), () =>
    client.devices.configuration(id as number),
  );
}

export interface RealtimeOptions {
  /** Milliseconds between reads; 0 reads once. Paused while the page is hidden. */
  interval?: number;
}

/**
 * Live values of a device's coils and registers from its last stored poll, with their read time and
 * the device's state (batched ≤ 40, ≤ 4 in flight), re-read every `interval` ms while the page is
 * visible (and on each poll of the device while live updates arrive).
 */
export function useRealtime(
  id: Id,
  read: Partial<RealtimeRequest> | null | undefined,
  options: RealtimeOptions = {},
) {
  const client = useConsoleClient();
  const coils = read?.coils ?? [];
  const registers = read?.registers ?? [];
  const ready = known(id) && coils.length + registers.length > 0;
  return useEntitySWR(
    keyWhen(ready, client.baseUrl, 'realtime', id, { coils, registers }),
    () => client.devices.realtime(id as number, { coils, registers }),
    { refreshInterval: options.interval ?? 0, refreshWhenHidden: false, dedupingInterval: 0 },
  );
}

/**
 * Debug Mode's raw read of a device's coils and registers: asks the device itself (superusers), once,
 * and again when asked (`mutate`); live events never re-read it.
 */
export function useRawRead(id: Id, read: Partial<RealtimeRequest> | null | undefined) {
  const client = useConsoleClient();
  const coils = read?.coils ?? [];
  const registers = read?.registers ?? [];
  const ready = known(id) && coils.length + registers.length > 0;
  return useEntitySWR(
    keyWhen(ready, client.baseUrl, 'rawRead', id, { coils, registers }),
    () => client.devices.rawRead(id as number, { coils, registers }),
    { dedupingInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

export function useGraphHeaders(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'graph', 'headers', id), () =>
    client.devices.graphHeaders(id as number),
  );
}

/**
 * Graph points; nothing is fetched until a device and at least one header are chosen. A graph is
 * large (up to 26,000 points per header): it is not re-read on focus or reconnect unless asked.
 */
export function useGraph(id: Id, params: GraphParams, config?: HookConfig<GraphPoint[]>) {
  const client = useConsoleClient();
  const ready = canFetchGraph({ headers: params.headers, deviceId: id });
  return useConsoleSWR(
    keyWhen(ready, client.baseUrl, 'graph', 'data', id, params),
    () => client.devices.graph(id as number, params),
    { revalidateOnFocus: false, revalidateOnReconnect: false, ...config },
  );
}

// Documents

export function useDocuments(params: DocumentListParams) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'documents', params), () =>
    client.documents.list(params),
  );
}

// Projects

export function useProjects(params: ProjectListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'projects', 'list', params), () =>
    client.projects.list(params),
  );
}

/**
 * The projects with these ids (a notification rule's), wherever they fall in the list's pages: one
 * request per 100 ids; none for no ids.
 */
export function useProjectsByIds(ids: readonly number[]) {
  const client = useConsoleClient();
  const wanted = distinctSorted(ids);
  return useEntitySWR(keyWhen(wanted.length > 0, client.baseUrl, 'projects', 'byIds', wanted), () =>
    client.projects.byIds(wanted),
  );
}

/** Every located project of the tenant as a map marker (GET /projects/map/), without paging. */
export function useProjectMap() {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'projects', 'map'), () => client.projects.map());
}

/** One project with its devices; `refreshInterval` in config keeps its alarm and error state fresh. */
export function useProject(id: Id, config?: HookConfig<ProjectDetail>) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(id), client.baseUrl, 'projects', 'detail', id),
    () => client.projects.get(id as number),
    config,
  );
}

export function useProjectDevices(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'projects', 'devices', id), () =>
    client.projects.devices(id as number),
  );
}

export function useDevicesAndConfigurations(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(id), client.baseUrl, 'projects', 'devicesAndConfigurations', id),
    () => client.projects.devicesAndConfigurations(id as number),
  );
}

export function useRecentProjects() {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'recentProjects'), () =>
    client.projects.recent(),
  );
}

/** The key loader of a project's change log; exported so writes can revalidate it. */
export function changeLogKeyLoader(
  baseUrl: string,
  projectId: Id,
): SWRInfiniteKeyLoader<ChangeLogPage, ConsoleKey | null> {
  return (pageIndex, previousPage) => {
    if (!known(projectId)) return null;
    // Pages advance only while the previous page says more exist.
    if (previousPage && !previousPage.next) return null;
    return consoleKey(baseUrl, 'changeLog', projectId, pageIndex + 1);
  };
}

/**
 * A project's change log, page by page (from 1): `setSize(size + 1)` loads the next page while
 * `hasMore`; `entries` holds every loaded page's results in order.
 */
export function useChangeLog(
  projectId: Id,
  config?: SWRInfiniteConfiguration<ChangeLogPage, ApiError>,
) {
  const client = useConsoleClient();
  const response = useSWRInfinite<
    ChangeLogPage,
    ApiError,
    SWRInfiniteKeyLoader<ChangeLogPage, ConsoleKey | null>
  >(
    changeLogKeyLoader(client.baseUrl, projectId),
    (key: ConsoleKey) => client.projects.changeLog(key[2] as number, key[3] as number),
    // Loading page n must not refetch page 1; writes refresh the log through useConsoleMutations.
    { revalidateFirstPage: false, ...config },
  );
  const pages = response.data ?? [];
  const last = pages.at(-1);
  const entries = pages.flatMap((page) => page.results);
  const isLoadingMore =
    response.isLoading || (response.size > 0 && pages[response.size - 1] === undefined);
  const hasMore = last === undefined ? known(projectId) : Boolean(last.next);
  return {
    ...response,
    entries,
    hasMore: hasMore && response.error === undefined,
    isLoadingMore: isLoadingMore && response.error === undefined,
    loadMore: () => response.setSize(response.size + 1),
  };
}

// Floors

export function useFloors(projectId: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(projectId), client.baseUrl, 'floors', projectId), () =>
    client.floors.list(projectId as number),
  );
}

// Alarms

export function useAlarmConfigurations(projectId: Id, params: AlarmConfigurationListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(
    keyWhen(known(projectId), client.baseUrl, 'alarmConfigurations', 'list', projectId, params),
    () => client.alarms.configurations.list(projectId as number, params),
  );
}

export function useAlarmConfiguration(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'alarmConfigurations', 'detail', id), () =>
    client.alarms.configurations.get(id as number),
  );
}

/** Company-wide alarm entries (the dashboard asks for unresolved ones). */
export function useAlarmEntries(params: AlarmEntryListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'alarmEntries', 'company', params), () =>
    client.alarms.entries.list(params),
  );
}

export function useProjectAlarmEntries(projectId: Id, params: AlarmEntryListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(
    keyWhen(known(projectId), client.baseUrl, 'alarmEntries', 'project', projectId, params),
    () => client.alarms.entries.listForProject(projectId as number, params),
  );
}

export function useAlarmEntry(id: Id) {
  const client = useConsoleClient();
  return useEntitySWR(keyWhen(known(id), client.baseUrl, 'alarmEntries', 'detail', id), () =>
    client.alarms.entries.get(id as number),
  );
}

export function useAlarmCounts(projectId: Id, config?: HookConfig<AlarmCounts>) {
  const client = useConsoleClient();
  return useEntitySWR(
    keyWhen(known(projectId), client.baseUrl, 'alarmCounts', projectId),
    () => client.alarms.entries.counts(projectId as number),
    config,
  );
}

/** Daily alarm counts of the last 90 days (the dashboard sums 7, 30 and 90). */
export function useAlarmStats() {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'alarmStats'), () =>
    client.alarms.entries.stats(),
  );
}

// Notifications

/** The company's notification rules (a plain list: a company has few). */
export function useNotificationRules(config?: HookConfig<NotificationRule[]>) {
  const client = useConsoleClient();
  return useConsoleSWR(
    consoleKey(client.baseUrl, 'notificationRules'),
    () => client.notifications.listRules(),
    config,
  );
}

/** The delivery log, server-paged, with its filters. */
export function useNotificationDeliveries(params: DeliveryListParams = {}) {
  const client = useConsoleClient();
  return useConsoleSWR(consoleKey(client.baseUrl, 'notificationDeliveries', params), () =>
    client.notifications.listDeliveries(params),
  );
}
