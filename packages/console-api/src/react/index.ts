export { ConsoleApiProvider, useConsoleClient } from './ConsoleApiProvider';
export type { ConsoleApiProviderProps } from './ConsoleApiProvider';
export {
  changeLogKeyLoader,
  useAlarmConfiguration,
  useAlarmConfigurations,
  useAlarmCounts,
  useAlarmEntries,
  useAlarmEntry,
  useAlarmStats,
  useChangeLog,
  useCurrentUser,
  useDevice,
  useDeviceModels,
  useDeviceStatus,
  useDeviceConfiguration,
  useDeviceList,
  useDevices,
  useDeviceSlim,
  useDeviceStats,
  useDeviceUnits,
  useDevicesAndConfigurations,
  useDocuments,
  useFloors,
  useGraph,
  useGraphHeaders,
  useHistoricalStats,
  useInvites,
  useNotificationDeliveries,
  useNotificationRules,
  useOfflineDevices,
  useProject,
  useProjectAlarmEntries,
  useProjectDevices,
  useProjectMap,
  useProjects,
  useProjectsByIds,
  useProjectUnits,
  useRawRead,
  useRealtime,
  useRecentProjects,
  useRedeemInvite,
  useSession,
  useUser,
  useUsers,
  useUsersByIds,
} from './hooks';
export type { HookConfig, RealtimeOptions } from './hooks';
export { useConsoleMutations } from './mutations';
export type { ConsoleMutations } from './mutations';
export { useFloorPlanEditor } from './useFloorPlanEditor';
export type { FloorPlanEditor, FloorPlanEditorNotices } from './useFloorPlanEditor';
export { usePolling } from './usePolling';
export type { UsePollingOptions } from './usePolling';
export { AREAS, consoleKey, matchesArea, readAreaOf } from './keys';
export type { Area as CacheArea, ConsoleKey } from './keys';
