import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus goes to the form's first invalid field, so that keyboard and
 * screen-reader users land on the error instead of hearing nothing (WCAG 3.3.1, 4.1.3). Call
 * `focusFirstInvalid()` when validation fails; the focus moves once the errors are rendered (the
 * fields carry `aria-invalid`, as TextField, PasswordField and Select do).
 */
export function useFocusFirstInvalid<Element extends HTMLElement = HTMLFormElement>(): {
  ref: RefObject<Element | null>;
  focusFirstInvalid: () => void;
} {
  const ref = useRef<Element>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, focusFirstInvalid };
}
