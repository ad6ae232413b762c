// Codes and units
export { POWER_LABELS, POWER_ON_RAW, isErrorActive, isPowerOn, powerLabel } from './units/power';
export {
  FAN_SPEEDS,
  OPERATION_MODES,
  fanSpeedName,
  normalizeCode,
  operationModeName,
} from './units/codes';
export type { FanSpeedCode, OperationModeCode, RawCode } from './units/codes';
export { formatTemperature, temperatureScale, toCelsius } from './units/temperature';
export {
  SPEC_TEMPERATURE_SCALE,
  averageValue,
  computedReading,
  decodeRegister,
  encodeRegister,
  formatReading,
  formatValue,
  readingDecimals,
  readingValue,
  registerValue,
} from './units/reading';
export type { Reading, SummaryScales } from './units/reading';

// Formatting
export { BYTES_PER_KB, BYTES_PER_MB, KB_DISPLAY_LIMIT, formatFileSize } from './format/fileSize';
export {
  DATE_LOCALE,
  INVALID_DATE,
  formatDate,
  formatDateTime,
  parseDate,
} from './format/dateTime';
export type { DateFormatArgument, DateFormatOptions, DateInput } from './format/dateTime';
export {
  REGISTER_FORMULA_PLACEHOLDER,
  UNIT_KINDS,
  evaluateRegisterFormula,
  registerFormulaText,
  unitSymbol,
} from './format/registerFormula';
export type { UnitKind } from './format/registerFormula';
export {
  formatRecentProject,
  parseRecentProject,
  parseRecentProjects,
} from './format/recentProject';
export type { RecentProject } from './format/recentProject';
export { formatProjectAddress, projectDeviceTypesText } from './format/projectText';
export type { ProjectAddressParts } from './format/projectText';

// Validation
export { formValidation, isBlank } from './validation/formResult';
export type { FormValidation } from './validation/formResult';
export {
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleMessages,
  validateLoginPassword,
  newPasswordFieldErrors,
  validateNewPassword,
} from './validation/password';
export type { NewPasswordFieldErrors } from './validation/password';
export {
  CLOSED_INVITE_STATUSES,
  isClosedInviteStatus,
  validateInvite,
  validateRedeem,
} from './validation/users';
export type { InviteField, InviteInput, RedeemField, RedeemInput } from './validation/users';
export {
  IMAGE_ACCEPT,
  IMAGE_EXTENSIONS,
  canSubmitUpload,
  fileRejectionReason,
  imageRejectionMessage,
  isImageFileName,
  validateUpload,
} from './validation/upload';
export type { UploadField, UploadFileInfo, UploadInput } from './validation/upload';
export { validateAddFloor, validateAddProject } from './validation/projects';
export type {
  AddFloorField,
  AddFloorInput,
  AddProjectField,
  AddProjectInput,
} from './validation/projects';
export {
  filterParameters,
  parameterFilterActive,
  truncateParameterName,
} from './validation/parameterFilter';

// Documents
export {
  ALLOWED_EXTENSIONS,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_VALUES,
  FILE_TYPES,
  FILE_TYPE_BY_EXTENSION,
  UPLOADABLE_DOCUMENT_TYPES,
  UPLOAD_ACCEPT,
  documentTypeLabel,
  documentTypeTitle,
  extensionOf,
  fileTypeForExtension,
  isAllowedExtension,
  isDocumentType,
  isUploadableDocumentType,
} from './documents/documents';
export type {
  AllowedExtension,
  DocumentType,
  FileType,
  UploadableDocumentType,
} from './documents/documents';

// Change log
export {
  CHANGE_LOG_ACTIONS,
  CHANGE_LOG_STATUSES,
  changeLogActionLabel,
  changeLogStatusText,
  changeLogText,
  changeLogTone,
  shouldLoadNextChangeLogPage,
} from './changeLog/changeLog';
export type {
  ChangeLogAction,
  ChangeLogEntryLike,
  ChangeLogStatus,
  ChangeLogText,
  ChangeLogTone,
} from './changeLog/changeLog';

// Alarms
export {
  ALARM_STATS_LABELS,
  ALARM_STATS_PERIODS,
  ALARM_TYPES,
  ALARM_TYPE_VALUES,
  UNRESOLVED_LABEL,
  alarmStatsTotals,
  alarmTypeLabel,
  evaluateAlarm,
  isAlarmType,
  resolvedAtText,
} from './alarms/alarms';
export type { AlarmRule, AlarmStatsBucket, AlarmStatsPeriod, AlarmType } from './alarms/alarms';
export {
  alarmParameterKey,
  alarmParametersOf,
  alarmTypesFor,
  alarmUnitName,
  hasReadMapping,
  isBooleanParameter,
  unitAlarmParametersOf,
  validateAlarmConfiguration,
} from './alarms/alarmConfiguration';
export type {
  AlarmDeviceUnits,
  UnitAlarmParameter,
  AlarmConfigurationField,
  AlarmConfigurationInput,
  AlarmConfigurationPayload,
  AlarmConfigurationValidation,
  AlarmParameter,
  AlarmParameterSource,
} from './alarms/alarmConfiguration';

// Realtime
export { OFFLINE_VALUE_INTERVAL_MS, liveValueTiming } from './live/valueTiming';
export type { LiveValueTiming, LiveValueTimingInput } from './live/valueTiming';
export { batchRealtimeRead, mergeRealtimeAnswers } from './realtime/realtime';
export { DEBUG_SCOPES, debugParameters, debugRawValue, debugRead } from './debug/debugRead';
export type {
  DebugConfiguration,
  DebugFormula,
  DebugParameter,
  DebugScope,
  DebugUnits,
} from './debug/debugRead';
export {
  formulasOfLevel,
  plannedRawValue,
  plannedRegister,
  registerPlan,
} from './realtime/registerPlan';
export type {
  ConfigurationFormulas,
  PlannedFormula,
  PlannedParameter,
  RegisterPlan,
} from './realtime/registerPlan';
export type {
  RealtimeAnswer,
  RealtimeRead,
  RealtimeValues,
  RegisterAddress,
} from './realtime/realtime';

// Floor plans
export {
  AREA_KEY_STEP,
  AREA_KEY_STEP_LARGE,
  DEFAULT_AREA_SIZE,
  UNIT_TYPES,
  UNIT_TYPE_LABELS,
  areasDiffer,
  clampArea,
  createArea,
  floorAfterDelete,
  floorIds,
  floorsInOrder,
  isUnitType,
  moveAreaBy,
  moveFloor,
  nextFloorOrder,
} from './floorPlan/floorPlan';
export { AREA_TEXT, freeAreaPosition } from './floorPlan/placement';
export type { AreaGeometry, FloorArea, Size, UnitType } from './floorPlan/floorPlan';

// Parameter writes
export {
  acceptsRawValue,
  formatParameterValue,
  formatWriteValue,
  parseWriteInput,
  writeChangeLogData,
  writeRangeMessage,
  writeRuleOf,
  writeStepMessage,
} from './parameterWrite/parameterWrite';
export type {
  ChoiceWriteRule,
  NumberWriteRule,
  ParameterReadLike,
  WritableFormulaLike,
  WriteChoice,
  WriteInputResult,
  WriteRule,
} from './parameterWrite/parameterWrite';

// Devices
export {
  NO_UNIT_SELECTION,
  UNIT_NODE_ID,
  buildUnitTree,
  indoorUnitsOf,
  mapUnitTree,
  selectedUnitNodeId,
  selectedUnits,
} from './devices/unitTree';
export type {
  IndoorUnitPlaceOf,
  SelectedUnits,
  UnitHierarchy,
  UnitLevel,
  UnitNodeText,
  UnitSelection,
  UnitTreeMapping,
  UnitTreeNode,
  UnitTreeText,
} from './devices/unitTree';
export {
  DEFAULT_INDOOR_UNIT_FILTERS,
  ERROR_FILTERS,
  POWER_FILTERS,
  historicalCellText,
  indoorUnitPlace,
  indoorUnitTitle,
  isHighlightedStatistic,
  isHistoricalErrorRow,
  matchesIndoorUnitFilters,
  setAndActualTemperature,
  yesNo,
} from './devices/devices';
export type {
  ErrorFilter,
  HistoricalColumn,
  HistoricalValue,
  IndoorUnitFilters,
  IndoorUnitRow,
  PowerFilter,
} from './devices/devices';

// Real devices: connection, state, device models
export {
  DEVICE_MESSAGES,
  answeredInText,
  answersAsText,
  checkNowResultText,
  deviceStateCountsText,
  removeDeviceText,
  unitRemovalHasData,
  unitRemovalText,
  unitRemovalsText,
  reportedSystemsText,
  tooManyChecksText,
  takeModelText,
} from './devices/deviceMessages';
export type { UnitRemoval } from './devices/deviceMessages';
export {
  CONNECTION_DEFAULTS,
  CONNECTION_LIMITS,
  INDOOR_UNIT_TYPES,
  connectionCheckText,
  connectionFieldErrors,
  connectionRequest,
  deviceRequest,
  isValidHost,
  nextFreeNumber,
  systemsFieldErrors,
  SYSTEM_LIMITS,
  validateDeviceForm,
  wholeNumber,
} from './devices/connection';
export type {
  DeviceFormField,
  DeviceFormInput,
  IndoorUnitInput,
  SystemInput,
} from './devices/connection';
export {
  DEVICE_STATES,
  DEVICE_STATE_FILTERS,
  DEVICE_STATE_ORDER,
  OFFLINE_DEVICES_SHOWN,
  countDeviceStates,
  deviceState,
  deviceStateLabel,
  deviceStateTone,
  hasStaleValues,
  offlineSinceText,
  isDeviceState,
  isDeviceStateFilter,
  lastSeenText,
  longestSilent,
} from './devices/state';
export type { DeviceState, DeviceStateFilter, DeviceStatusLike } from './devices/state';
export {
  canAddDeviceModels,
  checkDeviceModelFile,
  modelFileProblemText,
  modelFileProblems,
  readDeviceModelFile,
  deviceModelSummary,
  DEVICE_MODEL_LIMITS,
  DEVICE_MODEL_LIMIT_MESSAGES,
} from './devices/modelFile';
export type { ModelFileProblem, ModelFileResult } from './devices/modelFile';

// Graph logs
export {
  DEFAULT_GRAPH_INTERVAL,
  DEFAULT_GRAPH_TIME_RANGE,
  GRAPH_INTERVALS,
  GRAPH_PALETTE,
  GRAPH_TEXT,
  GRAPH_TIME_RANGES,
  canFetchGraph,
  graphColor,
  graphPointCount,
  isGraphInterval,
  isGraphTimeRange,
} from './graph/graph';
export { GRAPH_DASHES, graphDash, isDashOn } from './graph/dashes';
export { graphViewState } from './graph/viewState';
export type { GraphViewInput, GraphViewState } from './graph/viewState';
export { lowerBound, maxReducedLength, reduceToPixelColumns } from './graph/reduce';
export { GRAPH_ZOOM_FACTOR, zoomAround } from './graph/zoom';
export type { TimeWindow } from './graph/zoom';
export type { ReduceInput, ReducedSeries } from './graph/reduce';
export { formatGraphValue, graphCsv, graphSeriesLabel, toGraphColumns } from './graph/export';
export type { GraphCsvColumn, GraphCsvInput, GraphPointLike } from './graph/export';
export { GRAPH_SEARCH_KEYS, parseGraphSelection, writeGraphSelection } from './graph/selection';
export type { GraphSelection } from './graph/selection';

// Constants
export {
  DASHBOARD_ALERT_COUNT,
  GRAPH_MAX_DAYS,
  GRAPH_MAX_HEADERS,
  GRAPH_MAX_POINTS_PER_HEADER,
  LOGIN_PASSWORD_MIN_EXCLUSIVE,
  LOGIN_SUCCESS_STATUSES,
  MAX_UPLOAD_BYTES,
  PARAMETER_FILTER_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  REALTIME_BATCH_SIZE,
  RECENT_PROJECTS_LIMIT,
  TREE_NAME_MAX,
  isLoginSuccessStatus,
} from './constants/limits';
export {
  CHANGE_LOG_PAGE_SIZE,
  DEFAULT_HISTORICAL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEVICE_DETAIL_PAGE_SIZE,
  DOCUMENTS_PAGE_SIZE,
  FIRST_PAGE,
  HISTORICAL_PAGE_SIZES,
  MAX_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  orderingParam,
  pageCount,
  parseOrdering,
  toggleSortDirection,
} from './constants/paging';
export type { SortDirection } from './constants/paging';
export { DRAWER_WIDTH, HEADER_HEIGHT, SEARCH_DEBOUNCE_MS, TOAST_DURATION_MS } from './constants/ui';
export {
  MAP_CENTER,
  MAP_CLUSTER_RADIUS,
  MAP_HEIGHT,
  MAP_MAX_ZOOM,
  MAP_VIEWPORT_PADDING,
  MAP_ZOOM,
  projectMarkerTone,
} from './constants/map';
export { COUNTRIES, DEFAULT_COUNTRY } from './constants/countries';
export type { Country } from './constants/countries';

// Roles
export {
  ACTIONS,
  PERMISSION_TYPES,
  PERMISSION_TYPE_LABELS,
  PERMISSION_TYPE_OPTIONS,
  ROLE_MATRIX,
  can,
  canInvitePermission,
  invitablePermissionTypes,
  isAction,
  isPermissionType,
  permissionFlagsOf,
  permissionTypeLabel,
  permissionTypeOfUser,
} from './roles/roles';
export type { Action, PermissionFlags, PermissionType } from './roles/roles';

// Live updates (the server's event stream)
export {
  LIVE_CLOSE_REASONS,
  LIVE_CONTROL_EVENTS,
  LIVE_EVENT_ACTIONS,
  LIVE_EVENT_TYPES,
  LIVE_LAST_EVENT_ID_HEADER,
  LIVE_MESSAGES,
  LIVE_PAUSE_REASONS,
  LIVE_STREAM_PATH,
  isLiveEventType,
  livePauseText,
} from './live/events';
export type { LiveEvent, LiveEventBody, LiveEventType, LivePauseReason } from './live/events';

// Tenancy
export {
  apiBaseUrl,
  hostnameOf,
  isIpAddress,
  isValidTenant,
  tenantFromHost,
} from './tenancy/tenancy';

// Session and errors
export {
  STORAGE_KEYS,
  displayName,
  errorMessageFromBody,
  readStoredToken,
  readStoredUser,
} from './session/session';
export type { StoredUser } from './session/session';

// Colour scheme
export {
  COLOR_SCHEME_CHOICES,
  COLOR_SCHEME_STORAGE_KEY,
  DEFAULT_COLOR_SCHEME_CHOICE,
  isColorSchemeChoice,
  parseColorSchemeChoice,
  resolveColorScheme,
} from './colorScheme/colorScheme';
export type { ColorScheme, ColorSchemeChoice } from './colorScheme/colorScheme';

// Navigation
export {
  DEFAULT_PROJECT_TAB,
  NAV_ITEMS,
  PROJECT_TABS,
  PUBLIC_ROUTES,
  ROUTES,
  devicePath,
  isProjectTab,
  parseEntityId,
  projectPath,
  userPath,
  visibleNavItems,
  visibleProjectTabs,
} from './navigation/routes';
export type { ProjectTab } from './navigation/routes';

// Messages
export {
  MESSAGES,
  alarmsCountLabel,
  invalidFileMessage,
  realtimeLoadFailedMessage,
  rejectedFilesMessage,
  systemTitle,
} from './messages/messages';
export type { MessageKey } from './messages/messages';

// Notifications
export {
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  GROUPING_MINUTES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EMAILS_MAX,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_RULE_NAME_MAX,
  NOTIFICATION_TEXT,
  NOTIFICATION_URL_MAX,
  REPEAT_MINUTES,
  RETRY_FIRST_DELAY_MS,
  RETRY_GIVE_UP_AFTER_MS,
  WEBHOOK_TIMEOUT_MS,
  deliveryStatusText,
  isDeliveryStatus,
  isEmailAddress,
  isNotificationChannel,
  isNotificationEvent,
  isWebhookUrl,
  hasUrlCredentials,
  nextRetryAt,
  parseEmailList,
  validateNotificationRule,
} from './notifications/notifications';
export type {
  DeliveryStatus,
  NotificationChannel,
  NotificationEvent,
  NotificationMessageType,
  NotificationRuleField,
  NotificationRuleInput,
  NotificationRulePayload,
} from './notifications/notifications';
export {
  MODBUS_CONNECT_TIMEOUT_MS,
  MODBUS_EXCEPTIONS,
  MODBUS_MAX_ADDRESS,
  MODBUS_MAX_SPAN,
  MODBUS_REQUEST_TIMEOUT_MS,
  REGISTER_RAW_MAX,
  REGISTER_RAW_MIN,
  TCP_PORT_MAX,
  WRITE_ACTIONS,
  OFFLINE_AFTER_FAILED_POLLS,
  OFFLINE_AFTER_INTERVALS,
  effectiveDeviceState,
  modbusExceptionText,
} from './devices/modbus';
export { controlCharactersMessage, hasControlCharacters, TEXT_MESSAGES } from './validation/text';
