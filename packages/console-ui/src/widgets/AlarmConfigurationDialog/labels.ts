/** The texts of AlarmConfigurationDialog: the defaults, and what a product may replace through `labels`. */
export interface AlarmConfigurationDialogLabels {
  editAlarmConfiguration: string;
  addAlarmConfiguration: string;
  save: string;
  add: string;
  device: string;
  chooseDevice: string;
  parameterName: string;
  booleanValue: string;
  thresholdValue: string;
  alarmType: string;
  chooseAlarmType: string;
  noParameters: string;
  cancel: string;
}

export const DEFAULT_ALARM_CONFIGURATION_DIALOG_LABELS: AlarmConfigurationDialogLabels = {
  editAlarmConfiguration: 'Edit Alarm Configuration',
  addAlarmConfiguration: 'Add Alarm Configuration',
  save: 'Save',
  add: 'Add',
  device: 'Device',
  chooseDevice: 'Choose a device',
  parameterName: 'Parameter Name',
  booleanValue: 'Boolean Value',
  thresholdValue: 'Threshold Value',
  alarmType: 'Alarm Type',
  chooseAlarmType: 'Choose an alarm type',
  noParameters: 'No parameters',
  cancel: 'Cancel',
};
