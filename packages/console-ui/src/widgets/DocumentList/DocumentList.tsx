import type { DocumentType } from '@hvac/console-domain';
import { DOCUMENT_TYPES, formatFileSize } from '@hvac/console-domain';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { cx } from '../../utils/cx';
import { DeleteDocumentDialog, RenameDocumentDialog } from './DocumentDialogs';
import { DownloadIcon } from './documentIcons';
import * as styles from './DocumentList.css';
import { useFocusAfterDelete } from './useFocusAfterDelete';
import { useFocusOnArrival } from './useFocusOnArrival';
import { DEFAULT_DOCUMENT_LIST_LABELS } from './labels';

/** A document as the lists show it (console.md §3). */
export interface DocumentListItem {
  id: number | string;
  name: string;
  /** The signed download link and the size in bytes. */
  file: { url: string; size: number | null };
  file_format: string;
  file_extension: string;
  document_type: string;
}

export interface DocumentListLabels {
  heading: string;
  empty: string;
  download: string;
  rename: string;
  renameTitle: string;
  name: string;
  documentType: string;
  nameRequired: string;
  save: string;
  delete: string;
  deleteTitle: string;
  confirmDelete: string;
  cancel: string;
  retry: string;
}

export interface DocumentListProps {
  documents: readonly DocumentListItem[] | undefined;
  loading?: boolean;
  /** The failed read's message ('Failed to fetch documents.'), with Retry when `onRetry` is given. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Rename and delete are offered only with this (the `manage_documents` action). */
  canManage?: boolean;
  /**
   * Renames and retypes (any of the six types); resolve true once stored (the dialog closes), false
   * to keep it open.
   */
  onRename?: (
    document: DocumentListItem,
    name: string,
    documentType: DocumentType,
  ) => Promise<boolean>;
  /** A document just uploaded: focus moves to it once the list shows it. */
  arrivedId?: string | number | null;
  /** The download link of a document; its signed `file.url` by default. */
  downloadHref?: (document: DocumentListItem) => string;
  /** Deletes after the confirmation; resolve true once gone. */
  onDelete?: (document: DocumentListItem) => Promise<boolean>;
  headingLevel?: 2 | 3;
  labels?: Partial<DocumentListLabels>;
  className?: string;
}

/** 'PDF / pdf / 2.00 KB': format, extension and size as the domain package formats it. */
export function documentMeta(document: DocumentListItem): string {
  return [document.file_format, document.file_extension, formatFileSize(document.file.size)]
    .filter(Boolean)
    .join(' / ');
}

/**
 * A project's documents in six lists by type, two rows of three (console.md §2 Documents): Contracts,
 * Services, Work Orders; Projects, Installations, Other Documents. Each document shows its name, its
 * format, extension and size, and a download link; with `canManage`, rename and delete too.
 */
export function DocumentList({
  documents,
  loading = false,
  errorMessage,
  onRetry,
  canManage = false,
  onRename,
  onDelete,
  arrivedId,
  downloadHref = (document) => document.file.url,
  headingLevel = 2,
  labels,
  className,
}: DocumentListProps) {
  const text = { ...DEFAULT_DOCUMENT_LIST_LABELS, ...labels };
  const rootRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const headingId = (type: string) => `${idPrefix}-${type}`;
  const markDeleted = useFocusAfterDelete(rootRef, documents, headingId);
  useFocusOnArrival(rootRef, documents, arrivedId);
  const remove = onDelete
    ? async (document: DocumentListItem) => {
        const deleted = await onDelete(document);
        if (deleted) markDeleted(document);
        return deleted;
      }
    : undefined;

  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  let body;
  if (errorMessage) {
    body = (
      <div role="alert">
        <p className={styles.errorMessage}>{errorMessage}</p>
        {onRetry ? (
          <Button variant="outline" size="small" onClick={onRetry}>
            {text.retry}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className={styles.grid}>
        {DOCUMENT_TYPES.map((type) => {
          const items = (documents ?? []).filter(
            (document) => document.document_type === (type.value satisfies DocumentType),
          );
          return (
            <section
              key={type.value}
              className={styles.panel}
              aria-labelledby={headingId(type.value)}
            >
              <SectionHeading
                id={headingId(type.value)}
                className={styles.sectionHeading}
                tabIndex={-1}
              >
                {type.title}
              </SectionHeading>
              {documents === undefined && loading ? (
                <Skeleton lines={2} />
              ) : items.length === 0 ? (
                <p className={styles.message}>{text.empty}</p>
              ) : (
                <ul className={styles.list} aria-labelledby={headingId(type.value)}>
                  {items.map((document) => (
                    <li key={document.id} className={styles.item} data-document-id={document.id}>
                      <div className={styles.itemText}>
                        <p className={styles.itemName}>{document.name}</p>
                        <p className={styles.itemMeta}>{documentMeta(document)}</p>
                      </div>
                      <div className={styles.actions}>
                        <a
                          className={styles.iconLink}
                          href={downloadHref(document)}
                          download
                          aria-label={`${text.download} ${document.name}`}
                        >
                          <DownloadIcon aria-hidden />
                        </a>
                        {canManage && onRename ? (
                          <RenameDocumentDialog
                            document={document}
                            labels={text}
                            onRename={onRename}
                          />
                        ) : null}
                        {canManage && remove ? (
                          <DeleteDocumentDialog
                            document={document}
                            labels={text}
                            onDelete={remove}
                          />
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <section
      ref={rootRef}
      className={cx(styles.root, className)}
      aria-label={text.heading}
      aria-busy={loading || undefined}
    >
      {body}
    </section>
  );
}
