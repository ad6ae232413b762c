import { MESSAGES } from '@hvac/console-domain';

/**
 * Screen texts of the project detail's change-log, documentation and debug widgets. The
 * specification's strings come from `MESSAGES` of @hvac/console-domain; the labels it does not name
 * (field labels, icon buttons' accessible names) live here in one place, overridable through each
 * widget's `labels` prop.
 */
export const PROJECT_TAB_TEXT = {
  // Change log
  changeLogHeading: MESSAGES.CHANGE_LOG_HEADING,
  noEntries: MESSAGES.NO_ENTRIES_YET,
  loadingMoreEntries: MESSAGES.LOADING_MORE_ENTRIES,
  retry: 'Retry',

  // Documents
  uploadDocument: 'Upload Document',
  documentName: 'Name',
  documentFile: 'File',
  documentType: 'Type',
  chooseDocumentType: 'Choose a type',
  upload: 'Upload',
  uploading: 'Uploading',
  noDocuments: MESSAGES.NO_DOCUMENTS,
  download: 'Download',
  rename: 'Rename',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  renameDocument: 'Rename document',
  deleteDocument: 'Delete document',
  confirmDelete: 'This document will be deleted for everyone. This cannot be undone.',
  documents: 'Documents',

  // Debug mode
  device: 'Device',
  debugHeading: 'Coils and registers',
  debugUnit: 'Unit',
  debugGeneral: 'Device',
  debugOutdoorUnit: 'Outdoor unit',
  debugIndoorUnit: 'Indoor unit',
  debugParameter: 'Parameter',
  debugType: 'Type',
  debugModbusType: 'Modbus type',
  debugFormula: 'Register formula',
  debugRegister: 'Register',
  debugRawValue: 'Raw value',
  debugReadAgain: 'Read again',
  debugNoParameters: 'No coils or registers configured',
  notAvailable: MESSAGES.NOT_AVAILABLE,
} as const;

export type ProjectTabText = typeof PROJECT_TAB_TEXT;
