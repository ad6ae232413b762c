import type { FileType, UploadableDocumentType, UploadField } from '@hvac/console-domain';
import {
  canSubmitUpload,
  extensionOf,
  fileRejectionReason,
  fileTypeForExtension,
  invalidFileMessage,
  isUploadableDocumentType,
  MESSAGES,
  validateUpload,
} from '@hvac/console-domain';
import { useRef, useState } from 'react';

/** What the form hands to its owner: the fields of POST /documents/ (console.md §3). */
export interface DocumentUploadSubmission {
  name: string;
  file: File;
  documentType: UploadableDocumentType;
  fileType: FileType;
  /** Lower case, without the dot ('pdf'). */
  extension: string;
}

export interface DocumentUploadCallbacks {
  /** Reports the fraction sent (0 to 1) while the file travels. */
  onProgress: (fraction: number) => void;
}

export interface DocumentUploadFormState {
  name: string;
  file: File | null;
  documentType: UploadableDocumentType | '';
  fieldErrors: Partial<Record<UploadField, string>>;
  /** 'Please fill out all fields before uploading.' (a refused file is the file field's error). */
  formError: string | undefined;
  uploading: boolean;
  /** The fraction sent (0 to 1) while uploading; undefined otherwise. */
  progress: number | undefined;
  /** The Upload button is enabled once a name and a file exist, and no upload runs. */
  canSubmit: boolean;
  /** Changes on every reset, so the owner can remount the file input (its value cannot be set). */
  fileInputKey: number;
  setName: (name: string) => void;
  setDocumentType: (documentType: string) => void;
  /** The picker's choice: a file with another extension or over 30,000,000 bytes is refused. */
  selectFile: (file: File | null) => void;
  /** Validates, then uploads; resolves true when the document was stored (the form is cleared). */
  submit: () => Promise<boolean>;
  reset: () => void;
}

/** The reason a picked file is refused, worded as console.md §5 and DECISIONS.md say. */
export function pickedFileRejection(file: Pick<File, 'name' | 'size'>): string | undefined {
  const reason = fileRejectionReason(file);
  if (reason === undefined || reason === MESSAGES.UNSUPPORTED_FILE_TYPE) return reason;
  return invalidFileMessage(file.name, reason);
}

/**
 * The document upload form without its markup (console.md §2 Documents, §4 Upload, §5): name, file
 * and type required, the extension allow-list and the one 30,000,000-byte limit of the domain
 * package, one upload at a time with its progress, and the form cleared after success. The owner
 * uploads (and shows toasts); a rejected upload keeps what was typed.
 */
export function useDocumentUploadForm({
  onUpload,
  onReject,
}: {
  onUpload: (
    submission: DocumentUploadSubmission,
    callbacks: DocumentUploadCallbacks,
  ) => Promise<unknown>;
  /** Told about a refused file (the console shows 'Rejected files: {names}'). */
  onReject?: (file: File, message: string) => void;
}): DocumentUploadFormState {
  const [name, setNameValue] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [documentType, setDocumentTypeValue] = useState<UploadableDocumentType | ''>('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [fileInputKey, setFileInputKey] = useState(0);
  const busy = useRef(false);

  const clearError = (field: UploadField) => {
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
    setFormError(undefined);
  };

  const reset = () => {
    setNameValue('');
    setFile(null);
    setDocumentTypeValue('');
    setFieldErrors({});
    setFormError(undefined);
    setProgress(undefined);
    setFileInputKey((key) => key + 1);
  };

  return {
    name,
    file,
    documentType,
    fieldErrors,
    formError,
    uploading,
    progress,
    canSubmit: !uploading && canSubmitUpload({ name, file }),
    fileInputKey,
    setName: (value) => {
      setNameValue(value);
      clearError('name');
    },
    setDocumentType: (value) => {
      setDocumentTypeValue(isUploadableDocumentType(value) ? value : '');
      clearError('documentType');
    },
    selectFile: (picked) => {
      const rejection = picked ? pickedFileRejection(picked) : undefined;
      if (picked && rejection) {
        setFile(null);
        setFileInputKey((key) => key + 1);
        setFieldErrors((errors) => ({ ...errors, file: rejection }));
        setFormError(undefined);
        onReject?.(picked, rejection);
        return;
      }
      setFile(picked);
      clearError('file');
    },
    submit: async () => {
      if (busy.current) return false;
      const validation = validateUpload({ name, file, documentType });
      if (!validation.valid || file === null || !isUploadableDocumentType(documentType)) {
        setFieldErrors(validation.fieldErrors);
        setFormError(validation.formError);
        return false;
      }
      const extension = extensionOf(file.name);
      const fileType = fileTypeForExtension(extension);
      if (!fileType) return false;
      busy.current = true;
      setUploading(true);
      setProgress(0);
      setFormError(undefined);
      try {
        await onUpload(
          { name: name.trim(), file, documentType, fileType, extension },
          { onProgress: setProgress },
        );
        reset();
        return true;
      } catch {
        setProgress(undefined);
        return false;
      } finally {
        busy.current = false;
        setUploading(false);
      }
    },
    reset,
  };
}
