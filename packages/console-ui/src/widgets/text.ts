import { MESSAGES } from '@hvac/console-domain';

/**
 * Screen texts of the device, dashboard and user widgets. The specification's own strings come from
 * `MESSAGES` of @hvac/console-domain; the few labels it does not name (accessible names of icon
 * buttons, the value-age line) are kept here in one place so they can move into the domain package
 * without touching the widgets.
 */
export const WIDGET_TEXT = {
  singleUnitTitle: MESSAGES.SINGLE_UNIT_TITLE,
  noAlerts: MESSAGES.NO_ALERTS,
  noRecentProjects: MESSAGES.NO_RECENT_PROJECTS,
  last7Days: MESSAGES.LAST_7_DAYS,
  last30Days: MESSAGES.LAST_30_DAYS,
  last90Days: MESSAGES.LAST_90_DAYS,
  viewProject: MESSAGES.VIEW_PROJECT,
  notAvailable: MESSAGES.NOT_AVAILABLE,
  serverError: MESSAGES.SERVER_ERROR,
  allFieldsRequired: MESSAGES.ALL_FIELDS_REQUIRED,
  failedToInviteUser: MESSAGES.FAILED_TO_INVITE_USER,

  // Outdoor system and single-unit cards
  power: 'Power',
  on: 'On',
  off: 'Off',
  outdoorTemperature: 'Outdoor Temp',
  // The state follows ('Outdoor: No Error'), with the wording of the Indoor Units error filter.
  outdoorError: 'Outdoor',
  indoorError: 'Indoor',
  errorStatus: 'Error Status',
  error: 'Error',
  noError: 'No Error',
  latestStats: 'Latest stats',
  historicalStats: 'Historical stats',
  stale: 'Stale',
  mode: 'Mode',
  leavingWaterTempCool: 'Leaving Water Temp Cool',
  leavingWaterTempHeat: 'Leaving Water Temp Heat',
  waterTempSetPoint: 'Water Temp Set Point',
  eHeaterLeavingWaterTemp: 'E-Heater Leaving Water Temp',
  enteringWaterTempSensor: 'Entering Water Temp Sensor',
  waterTankTempSensorTwo: 'Water Tank Temp Sensor Two',

  // Indoor unit card
  unit: 'Unit',
  name: 'Name',
  status: 'Status',
  operationMode: 'Operation Mode',
  fanSpeed: 'Fan Speed',
  ambientTemperature: 'Ambient Temp',
  setTemperature: 'Set Temp',

  // Device card
  unitId: 'Unit ID',

  // Parameter table
  parameterName: 'Parameter Name',
  parameterType: 'Parameter Type',
  computedValue: 'Computed Value',
  actualValue: 'Actual Value',
  registerFormula: 'Register Formula',
  register: 'Register',
  noParameters: 'No parameters',

  // Dashboard
  recentAlerts: 'Recent Alerts',
  recentProjects: 'Recent Projects',
  alarmEntryStats: 'Alarm Entry Stats',
  loading: 'Loading…',
  projectsMap: 'Projects map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  activeAlarm: 'active alarm',

  // Project detail
  noErrors: MESSAGES.NO_ERRORS,
  errors: MESSAGES.ERRORS,
  info: 'Info',
  contact: 'Contact',
  devices: 'Devices',
  projectName: 'Name',
  investor: 'Investor',
  address: 'Address',
  contactName: 'Contact Name',
  contactNumber: 'Contact Number',
  contactEmail: 'Email',
  deviceCount: 'Count',
  deviceTypes: 'Device Types',
  deviceList: 'Devices of the project',
  activeAlarms: 'Active Alarms',
  alarmsLast7Days: 'Alarms in last 7 days',
  alarmsLast30Days: 'Alarms in last 30 days',
  projectImage: 'Picture of the project',

  // Add Project dialog
  addProject: 'Add Project',
  create: 'Create',
  projectNameField: 'Project Name',
  city: 'City',
  street: 'Street',
  zipCode: 'Zip Code',
  country: 'Country',
  image: 'Image (optional)',
  uploadingImage: 'Uploading',
  errorCreatingProject: MESSAGES.ERROR_CREATING_PROJECT,

  // Alarms
  addAlarmConfiguration: 'Add Alarm Configuration',
  editAlarmConfiguration: 'Edit Alarm Configuration',
  device: 'Device',
  chooseDevice: 'Choose a device',
  thresholdValue: 'Threshold Value',
  booleanValue: 'Boolean Value',
  alarmType: 'Alarm Type',
  chooseAlarmType: 'Choose an alarm type',
  add: 'Add',
  save: 'Save',
  unresolved: MESSAGES.UNRESOLVED,
  resolve: 'Resolve',

  // Invite dialog
  inviteUser: 'Invite User',
  email: 'Email',
  permissionType: 'Permission Type',
  choosePermissionType: 'Choose a permission type',
  invite: 'Invite',
  cancel: 'Cancel',
} as const;

/** 'updated 12 s ago' (seconds under two minutes, then minutes, then hours). */
export function valueAgeText(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 120) return `updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `updated ${minutes} min ago`;
  return `updated ${Math.floor(minutes / 60)} h ago`;
}

/** '3 projects' on a map cluster, with the alarm noted so colour is not the only signal. */
export function clusterLabel(count: number, hasActiveAlarm: boolean): string {
  const base = `${count} projects`;
  return hasActiveAlarm ? `${base}, ${WIDGET_TEXT.activeAlarm}` : base;
}

/** A project marker's name, with the alarm noted so colour is not the only signal. */
export function projectMarkerLabel(name: string, hasActiveAlarm: boolean): string {
  return hasActiveAlarm ? `${name}, ${WIDGET_TEXT.activeAlarm}` : name;
}
