import { DEVICE_MESSAGES } from '@hvac/console-domain';
import type { SystemsEditorLabels } from '../SystemsEditor/labels';
import { DEFAULT_SYSTEMS_EDITOR_LABELS } from '../SystemsEditor/labels';

/**
 * The texts of DeviceFormDialog: the defaults, and what a product may replace through `labels`;
 * with those of the systems editor inside it.
 */
export interface DeviceFormDialogLabels extends SystemsEditorLabels {
  singleUnitModel: string;
  failedToAddDevice: string;
  failedToUpdateDevice: string;
  addDevice: string;
  editDevice: string;
  add: string;
  save: string;
  model: string;
  chooseModel: string;
  loading: string;
  unitId: string;
  connection: string;
  host: string;
  hostHint: string;
  port: string;
  modbusUnit: string;
  pollInterval: string;
  checkConnection: string;
  checkingConnection: string;
  connectionCheckFailed: string;
  /** The form-wide message of a refused save whose reasons are all on fields. */
  checkFields: string;
  cancel: string;
}

export const DEFAULT_DEVICE_FORM_DIALOG_LABELS: DeviceFormDialogLabels = {
  ...DEFAULT_SYSTEMS_EDITOR_LABELS,
  singleUnitModel: 'single unit',
  failedToAddDevice: DEVICE_MESSAGES.FAILED_TO_ADD_DEVICE,
  failedToUpdateDevice: DEVICE_MESSAGES.FAILED_TO_UPDATE_DEVICE,
  addDevice: DEVICE_MESSAGES.ADD_DEVICE,
  editDevice: DEVICE_MESSAGES.EDIT_DEVICE,
  add: 'Add',
  save: 'Save',
  model: 'Model',
  chooseModel: 'Choose a model',
  loading: 'Loading…',
  unitId: 'Unit ID',
  connection: 'Connection',
  host: 'Host',
  hostHint: 'Name or IP address of the device or its gateway',
  port: 'Port',
  modbusUnit: 'Modbus unit',
  pollInterval: 'Poll interval (s)',
  checkConnection: DEVICE_MESSAGES.CHECK_CONNECTION,
  checkingConnection: DEVICE_MESSAGES.CHECKING_CONNECTION,
  connectionCheckFailed: DEVICE_MESSAGES.CONNECTION_CHECK_FAILED,
  checkFields: DEVICE_MESSAGES.CHECK_FIELDS,
  cancel: 'Cancel',
};
