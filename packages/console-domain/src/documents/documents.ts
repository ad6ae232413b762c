/** File types the server stores, derived from the extension (console.md §3). */
export const FILE_TYPES = ['document', 'spreadsheet', 'text', 'image'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_BY_EXTENSION = {
  pdf: 'document',
  docx: 'document',
  doc: 'document',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
  txt: 'text',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
} as const satisfies Record<string, FileType>;
export type AllowedExtension = keyof typeof FILE_TYPE_BY_EXTENSION;

/** Upload allow-list, lower case, without the dot. */
export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPE_BY_EXTENSION) as AllowedExtension[];

/** The `accept` attribute of the file input: '.pdf,.docx,…'. */
export const UPLOAD_ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Lower-case extension without the dot ('' when the name has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

export function isAllowedExtension(extension: string): extension is AllowedExtension {
  return Object.hasOwn(FILE_TYPE_BY_EXTENSION, normalizeExtension(extension));
}

/** 'pdf' / '.PDF' → 'document', 'xls' → 'spreadsheet', …; undefined when unsupported. */
export function fileTypeForExtension(extension: string | null | undefined): FileType | undefined {
  if (!extension) return undefined;
  const normalized = normalizeExtension(extension);
  return Object.hasOwn(FILE_TYPE_BY_EXTENSION, normalized)
    ? FILE_TYPE_BY_EXTENSION[normalized as AllowedExtension]
    : undefined;
}

/** Document types in display order (two rows of three), with list titles and form labels. */
export const DOCUMENT_TYPES = [
  { value: 'contract', title: 'Contracts', label: 'Contract' },
  { value: 'service', title: 'Services', label: 'Service' },
  { value: 'work_order', title: 'Work Orders', label: 'Work Order' },
  { value: 'project', title: 'Projects', label: 'Project' },
  { value: 'installation', title: 'Installations', label: 'Installation' },
  { value: 'other', title: 'Other Documents', label: 'Other' },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];
export const DOCUMENT_TYPE_VALUES: readonly DocumentType[] = DOCUMENT_TYPES.map(
  (type) => type.value,
);

/** The types the upload form and Rename offer: all six, so every list can be filled (DECISIONS.md). */
export const UPLOADABLE_DOCUMENT_TYPES = [
  'contract',
  'service',
  'work_order',
  'project',
  'installation',
  'other',
] as const satisfies readonly DocumentType[];
export type UploadableDocumentType = (typeof UPLOADABLE_DOCUMENT_TYPES)[number];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPE_VALUES as readonly string[]).includes(value);
}

export function isUploadableDocumentType(value: unknown): value is UploadableDocumentType {
  return (
    typeof value === 'string' && (UPLOADABLE_DOCUMENT_TYPES as readonly string[]).includes(value)
  );
}

/** 'Contracts' for 'contract'; the raw value when unknown. */
export function documentTypeTitle(value: string): string {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.title ?? value;
}

/** 'Contract' for 'contract'; the raw value when unknown. */
export function documentTypeLabel(value: string): string {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;
}
