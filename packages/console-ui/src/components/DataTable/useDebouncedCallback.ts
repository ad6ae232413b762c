import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that runs `callback` once, `delayMs` after the last call (at once when 0).
 * `flush` runs a pending call at once; `cancel` drops it. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): { run: (...args: Args) => void; flush: () => void; cancel: () => void } {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingArgsRef = useRef<Args | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timerRef.current !== undefined) clearTimeout(timerRef.current);
    timerRef.current = undefined;
    pendingArgsRef.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pendingArgsRef.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: Args) => {
      if (timerRef.current !== undefined) clearTimeout(timerRef.current);
      pendingArgsRef.current = args;
      if (delayMs <= 0) flush();
      else timerRef.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => cancel, [cancel]);

  return { run, flush, cancel };
}
