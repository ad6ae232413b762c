import type { RefObject } from 'react';
import { useCallback, useEffect, useRef } from 'react';

interface Removable {
  id: number | string;
  document_type: string;
}

/**
 * After a delete the focused button leaves the page with its document. Focus then moves to the
 * heading of the document's list instead of falling back to <body>, as soon as the document has
 * left `documents` (the owner may refresh the list before or after its delete resolves).
 */
export function useFocusAfterDelete(
  rootRef: RefObject<HTMLElement | null>,
  documents: readonly Removable[] | undefined,
  headingId: (documentType: string) => string,
): (deleted: Removable) => void {
  const pending = useRef<Removable | null>(null);
  const latest = useRef({ documents, headingId });

  const focusIfGone = useCallback(() => {
    const deleted = pending.current;
    const current = latest.current;
    if (!deleted || current.documents?.some((document) => document.id === deleted.id)) return;
    pending.current = null;
    rootRef.current
      ?.querySelector<HTMLElement>(`[id="${current.headingId(deleted.document_type)}"]`)
      ?.focus();
  }, [rootRef]);

  useEffect(() => {
    latest.current = { documents, headingId };
    focusIfGone();
  });

  return useCallback(
    (deleted: Removable) => {
      pending.current = deleted;
      focusIfGone();
    },
    [focusIfGone],
  );
}
