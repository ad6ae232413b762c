import { REALTIME_BATCH_SIZE } from '@hvac/console-domain';

/** `detail` and field messages of the device, alarm and change-log calls. */
export const DEVICE_MESSAGES = {
  TOO_MANY_REALTIME_ITEMS: `At most ${REALTIME_BATCH_SIZE} coils and registers per request.`,
  UNKNOWN_REGISTER: 'The device has no such register.',
  UNKNOWN_COIL: 'The device has no such coil.',
  READ_ONLY_PARAMETER: 'This parameter cannot be written.',
  COIL_VALUE: 'A coil takes 0 or 1.',
  WRONG_UNIT: 'The register does not belong to this unit.',
  UNKNOWN_HEADER: 'Unknown header.',
  HEADERS_REQUIRED: 'Select at least one header.',
  UNKNOWN_DEVICE: 'Unknown device.',
  DEVICE_NOT_IN_PROJECT: 'The device does not belong to this project.',
  UNIT_NOT_OF_DEVICE: 'The unit does not belong to this device.',
  PARAMETER_MISMATCH: 'The parameter does not match the device configuration.',
  UNKNOWN_CONFIGURATION: 'Unknown alarm configuration.',
  /** Debug Mode's raw read (504): the instance that polls the device did not answer in time. */
  RAW_READ_NO_POLLER:
    'The device poller did not answer in time: no instance is polling this device now. Try again shortly.',
} as const;
