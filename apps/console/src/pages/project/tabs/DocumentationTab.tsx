import { documentDownloadUrl } from '@hvac/console-api';
import { useConsoleMutations, useDocuments } from '@hvac/console-api/react';
import type { DocumentType } from '@hvac/console-domain';
import { DOCUMENTS_PAGE_SIZE, MESSAGES, rejectedFilesMessage } from '@hvac/console-domain';
import type { DocumentListItem } from '@hvac/console-ui';
import {
  DocumentList,
  DocumentUploadForm,
  useDocumentUploadForm,
  useToast,
} from '@hvac/console-ui';
import { useEffect, useState } from 'react';

import { errorMessage, loadErrorMessage } from '../../../app/errors';
import * as styles from '../../../app/layout.css';
import { usePermissions } from '../../../app/usePermissions';
import type { ProjectTabProps } from './types';

/**
 * The project's documents (console.md §2 Documents): the upload form and the six lists. Uploading,
 * renaming and deleting need `manage_documents` (DECISIONS.md); the server refuses them otherwise.
 */
export default function DocumentationTab({ project }: ProjectTabProps) {
  const permissions = usePermissions();
  const canManage = permissions.can('manage_documents');
  const documents = useDocuments({ projects: project.id, page_size: DOCUMENTS_PAGE_SIZE });
  const { uploadDocument, updateDocument, removeDocument } = useConsoleMutations();
  const toast = useToast();
  // The document just uploaded: the list moves focus to it once it shows it.
  const [arrivedId, setArrivedId] = useState<number | null>(null);

  const failedToLoad = Boolean(documents.error);
  useEffect(() => {
    if (failedToLoad) toast.error(MESSAGES.FAILED_TO_FETCH_DOCUMENTS);
  }, [failedToLoad, toast]);

  const form = useDocumentUploadForm({
    onUpload: async (upload, { onProgress }) => {
      try {
        const created = await uploadDocument(
          {
            file: upload.file,
            name: upload.name,
            file_type: upload.fileType,
            document_type: upload.documentType,
            projects: project.id,
            file_extension: upload.extension,
          },
          { onProgress: (progress) => onProgress(progress.fraction) },
        );
        setArrivedId(created.id);
        toast.success(MESSAGES.DOCUMENT_UPLOADED);
      } catch (error) {
        toast.error(errorMessage(error, MESSAGES.FAILED_TO_UPLOAD_DOCUMENT));
        throw error;
      }
    },
    onReject: (file) => toast.error(rejectedFilesMessage([file.name])),
  });

  async function rename(
    document: DocumentListItem,
    name: string,
    documentType: DocumentType,
  ): Promise<boolean> {
    try {
      await updateDocument(Number(document.id), { name, document_type: documentType });
      toast.success(MESSAGES.DOCUMENT_UPDATED);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.FAILED_TO_UPDATE_DOCUMENT));
      return false;
    }
  }

  async function remove(document: DocumentListItem): Promise<boolean> {
    try {
      await removeDocument(Number(document.id));
      toast.success(MESSAGES.DOCUMENT_DELETED);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.FAILED_TO_DELETE_DOCUMENT));
      return false;
    }
  }

  return (
    <div className={styles.section}>
      {canManage ? <DocumentUploadForm form={form} /> : null}
      <DocumentList
        documents={documents.data?.results}
        loading={documents.isLoading}
        errorMessage={loadErrorMessage(documents.error, MESSAGES.FAILED_TO_FETCH_DOCUMENTS)}
        onRetry={() => void documents.mutate()}
        canManage={canManage}
        onRename={rename}
        arrivedId={arrivedId}
        onDelete={remove}
        downloadHref={documentDownloadUrl}
      />
    </div>
  );
}
