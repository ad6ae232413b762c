import { DEVICE_MESSAGES } from '@hvac/console-domain';

/** The texts of DeviceModelUpload: the defaults, and what a product may replace through `labels`. */
export interface DeviceModelUploadLabels {
  failedToAddDeviceModel: string;
  modelFileRequired: string;
  addDeviceModel: string;
  modelFile: string;
  modelFileHint: string;
  problemsInFile: string;
  readyToAdd: string;
}

export const DEFAULT_DEVICE_MODEL_UPLOAD_LABELS: DeviceModelUploadLabels = {
  failedToAddDeviceModel: DEVICE_MESSAGES.FAILED_TO_ADD_DEVICE_MODEL,
  modelFileRequired: DEVICE_MESSAGES.MODEL_FILE_REQUIRED,
  addDeviceModel: DEVICE_MESSAGES.ADD_DEVICE_MODEL,
  modelFile: 'Model file (JSON)',
  modelFileHint: 'The register layout and parameters, in the shape of the server’s model files',
  problemsInFile: 'Problems in the file',
  readyToAdd: 'Ready to add',
};
