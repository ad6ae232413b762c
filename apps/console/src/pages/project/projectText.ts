/**
 * Labels of the project screens (list, detail, alarms), kept apart from SCREEN_TEXT so that the
 * sign-in entry does not carry them. Catalogued messages come from MESSAGES of @hvac/console-domain.
 */
export const PROJECT_TEXT = {
  projectsTitle: 'Projects',
  searchProjects: 'Search projects',
  address: 'Address',
  investor: 'Investor',
  alarms: 'Alarms',
  lastIntervention: 'Last Intervention',
  contactPerson: 'Contact Person',
  contactNumber: 'Contact Number',
  addProject: 'Add Project',
  projectTitle: 'Project',
  projectNotFound: 'Project not found',
  backToProjects: 'Back to Projects',
  projectSections: 'Project sections',
  openDevice: 'Open',
  noProjects: 'No projects found',
  alarmConfigurations: 'Alarm Configurations',
  alarmEntries: 'Alarm Entries',
  /** The system and indoor unit a configuration watches. */
  unit: 'Unit',
  /** The entries' filter: on by default, as alarm lists open on the active ones (ThingsBoard). */
  unresolvedOnly: 'Unresolved only',
  searchAlarmConfigurations: 'Search alarm configurations',
  searchAlarmEntries: 'Search alarm entries',
  addAlarmConfiguration: 'Add Alarm Configuration',
  editAlarmConfiguration: 'Edit alarm configuration',
  deleteAlarmConfiguration: 'Delete alarm configuration',
  confirmDeleteAlarmConfiguration: 'Delete the alarm on',
  noAlarmConfigurations: 'No alarm configurations',
  noAlarmEntries: 'No alarm entries',
  device: 'Device',
  parameterName: 'Parameter Name',
  alarmType: 'Alarm Type',
  threshold: 'Threshold',
  parameter: 'Parameter',
  triggeredValue: 'Triggered Value',
  triggeredAt: 'Triggered At',
  resolvedAt: 'Resolved At',
  edit: 'Edit',
} as const;
