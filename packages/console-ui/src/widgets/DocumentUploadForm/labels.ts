import { MESSAGES, UPLOAD_ACCEPT } from '@hvac/console-domain';
import type { DocumentUploadFormLabels } from './DocumentUploadForm';

/** The default texts of DocumentUploadForm; a product replaces any of them through its `labels` prop. */
export const DEFAULT_DOCUMENT_UPLOAD_FORM_LABELS: DocumentUploadFormLabels = {
  heading: 'Upload Document',
  name: 'Name',
  file: 'File',
  fileHint: `${UPLOAD_ACCEPT.split(',').join(', ')}. ${MESSAGES.MAX_FILE_SIZE}.`,
  type: 'Type',
  typePlaceholder: 'Choose a type',
  upload: 'Upload',
  uploading: 'Uploading',
};
