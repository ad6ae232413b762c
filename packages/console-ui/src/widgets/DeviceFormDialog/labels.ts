import {
  DEVICE_MESSAGES,
  answersAsText,
  reportedSystemsText,
  takeModelText,
} from '@hvac/console-domain';
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
  /** What Unit ID is, beside the Modbus unit (the two are easily confused). */
  unitIdHint: string;
  connection: string;
  host: string;
  hostHint: string;
  port: string;
  modbusUnit: string;
  modbusUnitHint: string;
  pollInterval: string;
  checkConnection: string;
  checkingConnection: string;
  connectionCheckFailed: string;
  /** Check Connection found another model answering: the sentence and its button. */
  answersAs: (modelName: string) => string;
  takeModel: (modelName: string) => string;
  /** What the device reports of its systems (indoor units per system), and the button that fills them in. */
  reportedSystems: (indoorUnitsPerSystem: readonly number[]) => string;
  fillReportedSystems: string;
  /** The name a filled-in indoor unit starts with ('Indoor unit 5'). */
  reportedIndoorUnitName: (number: number) => string;
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
  unitIdHint: DEVICE_MESSAGES.UNIT_ID_HINT,
  connection: 'Connection',
  host: 'Host',
  hostHint: 'Name or IP address of the device or its gateway',
  port: 'Port',
  modbusUnit: 'Modbus unit',
  modbusUnitHint: DEVICE_MESSAGES.MODBUS_UNIT_HINT,
  pollInterval: 'Poll interval (s)',
  checkConnection: DEVICE_MESSAGES.CHECK_CONNECTION,
  checkingConnection: DEVICE_MESSAGES.CHECKING_CONNECTION,
  connectionCheckFailed: DEVICE_MESSAGES.CONNECTION_CHECK_FAILED,
  answersAs: answersAsText,
  takeModel: takeModelText,
  reportedSystems: reportedSystemsText,
  fillReportedSystems: DEVICE_MESSAGES.USE_REPORTED_SYSTEMS,
  reportedIndoorUnitName: (number) => `Indoor unit ${number}`,
  checkFields: DEVICE_MESSAGES.CHECK_FIELDS,
  cancel: 'Cancel',
};
