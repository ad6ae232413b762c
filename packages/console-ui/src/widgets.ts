// `@hvac/console-ui/widgets`: the console's widgets (devices, dashboard, users, notifications, the
// project detail's tabs), their form hooks and default labels, explicit named exports only. The main
// entry re-exports all of them; their CSS is in `@hvac/console-ui/styles.css`. The project map itself
// is in `@hvac/console-ui/map` (lazy-loadable); its types and the local tile source are light and
// exported here too.
export { OutdoorSystemCard } from './widgets/OutdoorSystemCard/OutdoorSystemCard';
export type {
  OutdoorSystemCardProps,
  OutdoorSystemSummary,
} from './widgets/OutdoorSystemCard/OutdoorSystemCard';
export { IndoorUnitCard } from './widgets/IndoorUnitCard/IndoorUnitCard';
export type {
  IndoorUnitCardProps,
  IndoorUnitSummary,
} from './widgets/IndoorUnitCard/IndoorUnitCard';
export { SingleUnitCard } from './widgets/SingleUnitCard/SingleUnitCard';
export type {
  SingleUnitCardProps,
  SingleUnitSummary,
} from './widgets/SingleUnitCard/SingleUnitCard';
export { DeviceCard } from './widgets/DeviceCard/DeviceCard';
export type { DeviceCardProps, DeviceCardDevice } from './widgets/DeviceCard/DeviceCard';
export { ParameterTable } from './widgets/ParameterTable/ParameterTable';
export type { ParameterTableProps, ParameterRow } from './widgets/ParameterTable/ParameterTable';
export { AlarmStatsCard } from './widgets/AlarmStatsCard/AlarmStatsCard';
export type {
  AlarmStatsCardProps,
  AlarmStatsCounts,
} from './widgets/AlarmStatsCard/AlarmStatsCard';
export { RecentAlertsList } from './widgets/RecentAlertsList/RecentAlertsList';
export type {
  RecentAlertsListProps,
  RecentAlert,
} from './widgets/RecentAlertsList/RecentAlertsList';
export { RecentProjectsList } from './widgets/RecentProjectsList/RecentProjectsList';
export type { RecentProjectsListProps } from './widgets/RecentProjectsList/RecentProjectsList';
export { TimeSeriesChart, DEFAULT_CHART_LABELS } from './widgets/TimeSeriesChart/TimeSeriesChart';
export type {
  ChartZoom,
  TimeSeries,
  TimeSeriesChartHandle,
  TimeSeriesChartLabels,
  TimeSeriesChartProps,
} from './widgets/TimeSeriesChart/TimeSeriesChart';
export { NotificationRuleDialog } from './widgets/NotificationRuleDialog/NotificationRuleDialog';
export type {
  NotificationRuleDialogProps,
  OptionSearch,
} from './widgets/NotificationRuleDialog/NotificationRuleDialog';
export {
  EMPTY_RULE,
  ruleFieldErrors,
  ruleValues,
  useNotificationRuleForm,
} from './widgets/NotificationRuleDialog/useNotificationRuleForm';
export type {
  NotificationRuleFormState,
  NotificationRuleValues,
} from './widgets/NotificationRuleDialog/useNotificationRuleForm';
export { NotificationRuleList } from './widgets/NotificationRuleList/NotificationRuleList';
export type {
  NotificationRuleListProps,
  NotificationRuleSummary,
} from './widgets/NotificationRuleList/NotificationRuleList';
export { DeliveryLog } from './widgets/DeliveryLog/DeliveryLog';
export type {
  DeliveryLogFilters,
  DeliveryLogProps,
  DeliveryLogQuery,
  DeliveryLogRow,
} from './widgets/DeliveryLog/DeliveryLog';
export { WebhookSecretDialog } from './widgets/WebhookSecretDialog/WebhookSecretDialog';
export type { WebhookSecretDialogProps } from './widgets/WebhookSecretDialog/WebhookSecretDialog';
export { InviteDialog } from './widgets/InviteDialog/InviteDialog';
export type { InviteDialogProps } from './widgets/InviteDialog/InviteDialog';
export { useInviteForm } from './widgets/InviteDialog/useInviteForm';
export type {
  InviteFormState,
  InviteSubmission,
  InviteValues,
} from './widgets/InviteDialog/useInviteForm';
export { AddProjectDialog } from './widgets/AddProjectDialog/AddProjectDialog';
export type { AddProjectDialogProps } from './widgets/AddProjectDialog/AddProjectDialog';
export { useAddProjectForm } from './widgets/AddProjectDialog/useAddProjectForm';
export type {
  AddProjectFormState,
  AddProjectSubmission,
  AddProjectValues,
  ReportProgress,
} from './widgets/AddProjectDialog/useAddProjectForm';
export { AlarmConfigurationDialog } from './widgets/AlarmConfigurationDialog/AlarmConfigurationDialog';
export type { AlarmConfigurationDialogProps } from './widgets/AlarmConfigurationDialog/AlarmConfigurationDialog';
export { ParameterCombobox } from './widgets/AlarmConfigurationDialog/ParameterCombobox';
export type {
  ComboboxParameter,
  ParameterComboboxProps,
} from './widgets/AlarmConfigurationDialog/ParameterCombobox';
export { useAlarmConfigurationForm } from './widgets/AlarmConfigurationDialog/useAlarmConfigurationForm';
export type {
  AlarmConfigurationFormState,
  AlarmConfigurationInitial,
  AlarmConfigurationValues,
  AlarmDeviceOption,
} from './widgets/AlarmConfigurationDialog/useAlarmConfigurationForm';
export { AlarmEntryResolvedCell } from './widgets/AlarmEntryCells/AlarmEntryCells';
export type { AlarmEntryResolvedCellProps } from './widgets/AlarmEntryCells/AlarmEntryCells';
export { ProjectHero } from './widgets/ProjectHero/ProjectHero';
export type { ProjectHeroProps, ProjectHeroProject } from './widgets/ProjectHero/ProjectHero';
export { ProjectInfoCards } from './widgets/ProjectInfoCards/ProjectInfoCards';
export type {
  ProjectInfo,
  ProjectInfoCardsProps,
  ProjectInfoDevice,
} from './widgets/ProjectInfoCards/ProjectInfoCards';
export { ProjectStatusCard } from './widgets/ProjectStatusCard/ProjectStatusCard';
export type {
  ProjectAlarmCounts,
  ProjectStatusCardProps,
} from './widgets/ProjectStatusCard/ProjectStatusCard';
export { VerticalTabs } from './widgets/VerticalTabs/VerticalTabs';
export type { VerticalTabsItem, VerticalTabsProps } from './widgets/VerticalTabs/VerticalTabs';
export { FloorPlan } from './widgets/FloorPlan/FloorPlan';
export type { FloorPlanAreaLive, FloorPlanProps } from './widgets/FloorPlan/FloorPlan';
export { drawnAreaFootprints, freeSpotOnPlan } from './widgets/FloorPlan/footprints';
export { FLOOR_PLAN_TEXT } from './widgets/FloorPlan/text';
export type { FloorPlanLabels } from './widgets/FloorPlan/text';
export {
  CassetteUnitIcon,
  CeilingUnitIcon,
  KasetnaIcon,
  PlafonskaIcon,
} from './widgets/FloorPlan/unitTypeIcons';
export { Tree } from './widgets/Tree/Tree';
export type { TreeProps } from './widgets/Tree/Tree';
export { useTree, visibleTreeRows } from './widgets/Tree/useTree';
export type { TreeNode, TreeRow, UseTreeOptions } from './widgets/Tree/useTree';
export {
  WriteParameterDialog,
  WRITE_DIALOG_TEXT,
} from './widgets/WriteParameterDialog/WriteParameterDialog';
export type {
  WriteParameterDialogProps,
  WriteStatus,
} from './widgets/WriteParameterDialog/WriteParameterDialog';
// Widgets of real devices: state, the device form, systems, offline devices, device models.
export { DeviceStateBadge, DeviceStatusSummary } from './widgets/DeviceStateBadge/DeviceStateBadge';
export type {
  DeviceStateBadgeProps,
  DeviceStatusSummaryProps,
} from './widgets/DeviceStateBadge/DeviceStateBadge';
export { DeviceFormDialog } from './widgets/DeviceFormDialog/DeviceFormDialog';
export type {
  DeviceFormDialogProps,
  DeviceModelOption,
} from './widgets/DeviceFormDialog/DeviceFormDialog';
export { EMPTY_DEVICE_FORM } from './widgets/DeviceFormDialog/useDeviceForm';
export type {
  ConnectionCheckAnswer,
  ConnectionCheckSubmission,
  DeviceFormValues,
  DeviceSubmission,
} from './widgets/DeviceFormDialog/useDeviceForm';
export { SystemsEditor } from './widgets/SystemsEditor/SystemsEditor';
export type { SystemsEditorProps } from './widgets/SystemsEditor/SystemsEditor';
export { systemRowsOf } from './widgets/SystemsEditor/systemRows';
export type { IndoorUnitRowValue, SystemRowValue } from './widgets/SystemsEditor/systemRows';
export { OfflineDevicesCard } from './widgets/OfflineDevicesCard/OfflineDevicesCard';
export type {
  OfflineDevice,
  OfflineDeviceLinkProps,
  OfflineDevicesCardProps,
} from './widgets/OfflineDevicesCard/OfflineDevicesCard';
export { DeviceModelUpload } from './widgets/DeviceModelUpload/DeviceModelUpload';
export type { DeviceModelUploadProps } from './widgets/DeviceModelUpload/DeviceModelUpload';
export { ValueAgeText } from './widgets/ValueAgeText/ValueAgeText';
export type { ValueAgeTextProps } from './widgets/ValueAgeText/ValueAgeText';
export { valueAge, STALE_AFTER_INTERVALS } from './widgets/ValueAgeText/valueAge';
export type { ValueAge, TimeInput } from './widgets/ValueAgeText/valueAge';
export {
  createGridTileProvider,
  localTileProvider,
  GRID_TILE_LIGHT,
  GRID_TILE_DARK,
} from './widgets/ProjectMap/localTiles';
export type { TileProvider, GridTileColors } from './widgets/ProjectMap/localTiles';
export type { ProjectMapProps } from './widgets/ProjectMap/ProjectMap';
export type { ProjectLinkProps } from './widgets/ProjectMap/ProjectInfoWindow';
export type { MapProject, MapPoint } from './widgets/ProjectMap/useProjectClusters';

// Widgets of the project detail's tabs: change log, documents, debug mode.
export { ChangeLogTimeline } from './widgets/ChangeLogTimeline/ChangeLogTimeline';
export type {
  ChangeLogTimelineEntry,
  ChangeLogTimelineLabels,
  ChangeLogTimelineProps,
} from './widgets/ChangeLogTimeline/ChangeLogTimeline';
export { DocumentUploadForm } from './widgets/DocumentUploadForm/DocumentUploadForm';
export type {
  DocumentUploadFormLabels,
  DocumentUploadFormProps,
} from './widgets/DocumentUploadForm/DocumentUploadForm';
export {
  useDocumentUploadForm,
  pickedFileRejection,
} from './widgets/DocumentUploadForm/useDocumentUploadForm';
export type {
  DocumentUploadCallbacks,
  DocumentUploadFormState,
  DocumentUploadSubmission,
} from './widgets/DocumentUploadForm/useDocumentUploadForm';
export { DocumentList, documentMeta } from './widgets/DocumentList/DocumentList';
export type {
  DocumentListItem,
  DocumentListLabels,
  DocumentListProps,
} from './widgets/DocumentList/DocumentList';
export { DebugParameterTable } from './widgets/DebugParameterTable/DebugParameterTable';
export type {
  DebugParameterTableLabels,
  DebugParameterTableProps,
  DebugRawValues,
} from './widgets/DebugParameterTable/DebugParameterTable';

// The widgets' default texts: each widget takes a `labels` prop (a partial override) to translate them.
export { DEFAULT_ADD_PROJECT_DIALOG_LABELS } from './widgets/AddProjectDialog/labels';
export { DEFAULT_ALARM_CONFIGURATION_DIALOG_LABELS } from './widgets/AlarmConfigurationDialog/labels';
export { DEFAULT_ALARM_ENTRY_RESOLVED_CELL_LABELS } from './widgets/AlarmEntryCells/labels';
export { DEFAULT_ALARM_STATS_CARD_LABELS } from './widgets/AlarmStatsCard/labels';
export { DEFAULT_CHANGE_LOG_TIMELINE_LABELS } from './widgets/ChangeLogTimeline/labels';
export { DEFAULT_DEBUG_PARAMETER_TABLE_LABELS } from './widgets/DebugParameterTable/labels';
export { DEFAULT_DELIVERY_LOG_LABELS } from './widgets/DeliveryLog/labels';
export { DEFAULT_DEVICE_CARD_LABELS } from './widgets/DeviceCard/labels';
export { DEFAULT_DEVICE_FORM_DIALOG_LABELS } from './widgets/DeviceFormDialog/labels';
export { DEFAULT_DEVICE_MODEL_UPLOAD_LABELS } from './widgets/DeviceModelUpload/labels';
export {
  DEFAULT_DEVICE_STATE_BADGE_LABELS,
  DEFAULT_DEVICE_STATUS_SUMMARY_LABELS,
} from './widgets/DeviceStateBadge/labels';
export { DEFAULT_DOCUMENT_LIST_LABELS } from './widgets/DocumentList/labels';
export { DEFAULT_DOCUMENT_UPLOAD_FORM_LABELS } from './widgets/DocumentUploadForm/labels';
export { DEFAULT_INDOOR_UNIT_CARD_LABELS } from './widgets/IndoorUnitCard/labels';
export { DEFAULT_INVITE_DIALOG_LABELS } from './widgets/InviteDialog/labels';
export { DEFAULT_NOTIFICATION_RULE_DIALOG_LABELS } from './widgets/NotificationRuleDialog/labels';
export { DEFAULT_NOTIFICATION_RULE_LIST_LABELS } from './widgets/NotificationRuleList/labels';
export { DEFAULT_OFFLINE_DEVICES_CARD_LABELS } from './widgets/OfflineDevicesCard/labels';
export { DEFAULT_OUTDOOR_SYSTEM_CARD_LABELS } from './widgets/OutdoorSystemCard/labels';
export { DEFAULT_PARAMETER_TABLE_LABELS } from './widgets/ParameterTable/labels';
export { DEFAULT_PROJECT_HERO_LABELS } from './widgets/ProjectHero/labels';
export { DEFAULT_PROJECT_INFO_CARDS_LABELS } from './widgets/ProjectInfoCards/labels';
export { DEFAULT_PROJECT_MAP_LABELS } from './widgets/ProjectMap/labels';
export { DEFAULT_PROJECT_STATUS_CARD_LABELS } from './widgets/ProjectStatusCard/labels';
export { DEFAULT_RECENT_ALERTS_LIST_LABELS } from './widgets/RecentAlertsList/labels';
export { DEFAULT_RECENT_PROJECTS_LIST_LABELS } from './widgets/RecentProjectsList/labels';
export { DEFAULT_SINGLE_UNIT_CARD_LABELS } from './widgets/SingleUnitCard/labels';
export { DEFAULT_SYSTEMS_EDITOR_LABELS } from './widgets/SystemsEditor/labels';
export { DEFAULT_VALUE_AGE_TEXT_LABELS, valueAgeText } from './widgets/ValueAgeText/labels';
export { DEFAULT_WEBHOOK_SECRET_DIALOG_LABELS } from './widgets/WebhookSecretDialog/labels';
export { DEFAULT_WRITE_PARAMETER_DIALOG_LABELS } from './widgets/WriteParameterDialog/labels';
export type { AddProjectDialogLabels } from './widgets/AddProjectDialog/labels';
export type { AlarmConfigurationDialogLabels } from './widgets/AlarmConfigurationDialog/labels';
export type { AlarmEntryResolvedCellLabels } from './widgets/AlarmEntryCells/labels';
export type { AlarmStatsCardLabels } from './widgets/AlarmStatsCard/labels';
export type { DeliveryLogLabels } from './widgets/DeliveryLog/labels';
export type { DeviceCardLabels } from './widgets/DeviceCard/labels';
export type { DeviceFormDialogLabels } from './widgets/DeviceFormDialog/labels';
export type { DeviceModelUploadLabels } from './widgets/DeviceModelUpload/labels';
export type {
  DeviceStateBadgeLabels,
  DeviceStatusSummaryLabels,
} from './widgets/DeviceStateBadge/labels';
export type { IndoorUnitCardLabels } from './widgets/IndoorUnitCard/labels';
export type { InviteDialogLabels } from './widgets/InviteDialog/labels';
export type { NotificationRuleDialogLabels } from './widgets/NotificationRuleDialog/labels';
export type { NotificationRuleListLabels } from './widgets/NotificationRuleList/labels';
export type { OfflineDevicesCardLabels } from './widgets/OfflineDevicesCard/labels';
export type { OutdoorSystemCardLabels } from './widgets/OutdoorSystemCard/labels';
export type { ParameterTableLabels } from './widgets/ParameterTable/labels';
export type { ProjectHeroLabels } from './widgets/ProjectHero/labels';
export type { ProjectInfoCardsLabels } from './widgets/ProjectInfoCards/labels';
export type { ProjectMapLabels } from './widgets/ProjectMap/labels';
export type { ProjectStatusCardLabels } from './widgets/ProjectStatusCard/labels';
export type { RecentAlertsListLabels } from './widgets/RecentAlertsList/labels';
export type { RecentProjectsListLabels } from './widgets/RecentProjectsList/labels';
export type { SingleUnitCardLabels } from './widgets/SingleUnitCard/labels';
export type { SystemsEditorLabels } from './widgets/SystemsEditor/labels';
export type { ValueAgeTextLabels } from './widgets/ValueAgeText/labels';
export type { WebhookSecretDialogLabels } from './widgets/WebhookSecretDialog/labels';
export type { WriteParameterDialogLabels } from './widgets/WriteParameterDialog/labels';
