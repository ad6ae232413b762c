import { DocumentUploadForm } from './DocumentUploadForm';
import type { DocumentUploadCallbacks, DocumentUploadSubmission } from './useDocumentUploadForm';
import { useDocumentUploadForm } from './useDocumentUploadForm';

/** Stories' wiring of the form to its hook (the console does the same with its upload call). */
export function UploadFormHarness({
  onUpload,
  onReject,
}: {
  onUpload: (
    submission: DocumentUploadSubmission,
    callbacks: DocumentUploadCallbacks,
  ) => Promise<unknown>;
  onReject?: (file: File, message: string) => void;
}) {
  const form = useDocumentUploadForm({ onUpload, onReject });
  return <DocumentUploadForm form={form} />;
}
