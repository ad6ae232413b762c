import type { DocumentType, FileType } from '@hvac/console-domain';

export type { DocumentType };
export type DocumentFileType = FileType;

export interface ConsoleDocument {
  id: number;
  name: string;
  /** A signed link to the stored file, its size in bytes and its original name. */
  file: { url: string; size: number; name?: string };
  file_format: string;
  file_extension: string;
  file_type: DocumentFileType;
  document_type: DocumentType;
  projects: number | null;
  created_at?: string;
}

export interface DocumentListParams {
  page?: number;
  page_size?: number;
  document_type?: DocumentType | null;
  projects?: number | null;
}

/** POST /documents/ (multipart). */
export interface UploadDocumentRequest {
  file: Blob;
  /** The file name sent with the blob; `file.name` when the blob is a File. */
  fileName?: string;
  name: string;
  file_type: DocumentFileType;
  document_type: DocumentType;
  projects: number;
  file_extension: string;
}

/** PATCH /documents/{id}/ */
export interface UpdateDocumentRequest {
  name?: string;
  document_type?: DocumentType;
}
