import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/**
 * After an upload, focus goes to the new document once the list shows it (its download link),
 * so keyboard and screen-reader users land on what they added instead of on the page's body.
 * `arrivedId` names the document to wait for; each new id is focused once.
 */
export function useFocusOnArrival(
  rootRef: RefObject<HTMLElement | null>,
  documents: readonly { id: string | number }[] | undefined,
  arrivedId: string | number | null | undefined,
): void {
  const focused = useRef<string | number | null>(null);
  useEffect(() => {
    if (arrivedId == null || focused.current === arrivedId) return;
    if (!documents?.some((document) => String(document.id) === String(arrivedId))) return;
    const item = rootRef.current?.querySelector<HTMLElement>(
      `[data-document-id="${String(arrivedId)}"] a`,
    );
    if (!item) return;
    focused.current = arrivedId;
    item.focus();
  });
}
