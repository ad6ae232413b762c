import { MESSAGES } from '@hvac/console-domain';
import type { DocumentListLabels } from './DocumentList';

/** The default texts of DocumentList; a product replaces any of them through its `labels` prop. */
export const DEFAULT_DOCUMENT_LIST_LABELS: DocumentListLabels = {
  heading: 'Documents',
  empty: MESSAGES.NO_DOCUMENTS,
  download: 'Download',
  rename: 'Rename',
  renameTitle: 'Rename document',
  name: 'Name',
  documentType: 'Type',
  nameRequired: MESSAGES.FILL_ALL_UPLOAD_FIELDS,
  save: 'Save',
  delete: 'Delete',
  deleteTitle: 'Delete document',
  confirmDelete: 'This document will be deleted for everyone. This cannot be undone.',
  cancel: 'Cancel',
  retry: 'Retry',
};
