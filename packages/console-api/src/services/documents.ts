import type { HttpClient } from '../http';
import { segment } from '../query';
import type { CallOptions, Paged, UploadOptions } from '../types/common';
import type {
  ConsoleDocument,
  DocumentListParams,
  UpdateDocumentRequest,
  UploadDocumentRequest,
} from '../types/documents';
import { toFormData } from './multipart';

export function createDocumentsService(http: HttpClient) {
  return {
    list(
      params: DocumentListParams = {},
      options: CallOptions = {},
    ): Promise<Paged<ConsoleDocument>> {
      return http.request({ method: 'GET', path: '/documents/', query: { ...params }, ...options });
    },

    /**
     * Uploads a document as multipart. `onProgress` reports the bytes sent (XMLHttpRequest in
     * browsers); aborting `signal` cancels the upload and rejects with an AbortError.
     */
    upload(request: UploadDocumentRequest, options: UploadOptions = {}): Promise<ConsoleDocument> {
      const form = toFormData(
        {
          name: request.name,
          file_type: request.file_type,
          document_type: request.document_type,
          projects: request.projects,
          file_extension: request.file_extension,
        },
        { file: { blob: request.file, fileName: request.fileName } },
      );
      return http.request({
        method: 'POST',
        path: '/documents/',
        form,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      });
    },

    update(id: number, changes: UpdateDocumentRequest): Promise<ConsoleDocument> {
      return http.request({ method: 'PATCH', path: `/documents/${segment(id)}/`, json: changes });
    },

    remove(id: number): Promise<void> {
      return http.request({ method: 'DELETE', path: `/documents/${segment(id)}/` });
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/**
 * The document's signed link asking for an attachment (`download=1`), so a PDF or an image is
 * saved rather than opened in place; the link's signature does not cover the flag.
 */
export function documentDownloadUrl(document: { file: { url: string } }): string {
  const url = document.file.url;
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
