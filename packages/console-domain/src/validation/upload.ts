import { MAX_UPLOAD_BYTES } from '../constants/limits';
import { extensionOf, isAllowedExtension, isUploadableDocumentType } from '../documents/documents';
import { invalidFileMessage, MESSAGES, rejectedFilesMessage } from '../messages/messages';
import type { FormValidation } from './formResult';
import { formValidation, isBlank } from './formResult';
import { controlCharactersMessage } from './text';

export interface UploadFileInfo {
  name: string;
  size: number;
}

export interface UploadInput {
  name: string | null | undefined;
  file: UploadFileInfo | null | undefined;
  documentType: string | null | undefined;
}
export type UploadField = 'name' | 'file' | 'documentType';

/** Why the picker rejects a file (unsupported extension or over 30,000,000 bytes); undefined if fine. */
export function fileRejectionReason(file: UploadFileInfo): string | undefined {
  if (!isAllowedExtension(extensionOf(file.name))) return MESSAGES.UNSUPPORTED_FILE_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.MAX_FILE_SIZE;
  return undefined;
}

/** The Upload button is enabled once a name and a file exist. */
export function canSubmitUpload(input: Pick<UploadInput, 'name' | 'file'>): boolean {
  return !isBlank(input.name) && input.file != null;
}

/**
 * Upload form: name, file and type required ('Please fill out all fields before uploading.');
 * an extension outside the allow-list gives 'Unsupported file type. Please upload a valid document.';
 * an oversized file gives '{file} is not a valid file. Max file size is 30 MB'.
 */
export function validateUpload(input: UploadInput): FormValidation<UploadField> {
  const fieldErrors: Partial<Record<UploadField, string>> = {};
  if (isBlank(input.name)) fieldErrors.name = MESSAGES.FILL_ALL_UPLOAD_FIELDS;
  if (input.file == null) fieldErrors.file = MESSAGES.FILL_ALL_UPLOAD_FIELDS;
  if (!isUploadableDocumentType(input.documentType)) {
    fieldErrors.documentType = MESSAGES.FILL_ALL_UPLOAD_FIELDS;
  }
  if (Object.keys(fieldErrors).length > 0 || input.file == null) {
    return formValidation(fieldErrors, MESSAGES.FILL_ALL_UPLOAD_FIELDS);
  }
  const nameMessage = controlCharactersMessage(input.name);
  if (nameMessage) return formValidation({ name: nameMessage });
  if (!isAllowedExtension(extensionOf(input.file.name))) {
    return formValidation({ file: MESSAGES.UNSUPPORTED_FILE_TYPE }, MESSAGES.UNSUPPORTED_FILE_TYPE);
  }
  if (input.file.size > MAX_UPLOAD_BYTES) {
    const message = invalidFileMessage(input.file.name, MESSAGES.MAX_FILE_SIZE);
    return formValidation({ file: message }, message);
  }
  return formValidation<UploadField>({});
}

/** What an image field (project image, floor image) accepts (DECISIONS.md). */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** The picker's `accept` of an image field. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isImageFileName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/**
 * Why an image field refuses chosen files: 'Rejected files: notes.exe, plan.gif' for those that are
 * not .jpeg, .jpg or .png images; undefined when every one is an image (or none was chosen).
 */
export function imageRejectionMessage(
  files: readonly { name: string }[] | null | undefined,
): string | undefined {
  const rejected = (files ?? []).filter((file) => !isImageFileName(file.name));
  return rejected.length > 0 ? rejectedFilesMessage(rejected.map((file) => file.name)) : undefined;
}
