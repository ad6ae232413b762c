import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseRowNavigationOptions {
  rowCount: number;
  /** Enter or Space on a row. */
  onOpen?: (index: number) => void;
  /** Brings a row into view before it takes focus (a virtualized body may not render it yet). */
  scrollToIndex?: (index: number) => void;
  /** Rows moved by PageUp and PageDown. */
  pageStep?: number;
  /** The element around the rows, instead of setting the returned `containerRef`. */
  container?: HTMLElement | null;
}

export interface RowNavigationProps {
  tabIndex: 0 | -1;
  'data-row-index': number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Roving focus over table rows: Tab reaches one row (the last one used), the arrow keys, Home,
 * End, PageUp and PageDown move between rows, Enter and Space open the focused row.
 */
export function useRowNavigation({
  rowCount,
  onOpen,
  scrollToIndex,
  pageStep = 10,
  container,
}: UseRowNavigationOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const containerRef = useRef<HTMLElement | null>(null);
  const pendingFocusRef = useRef<number | null>(null);
  const current = Math.min(activeIndex, Math.max(0, rowCount - 1));
  const rowElement = useCallback(
    (index: number) =>
      (container ?? containerRef.current)?.querySelector<HTMLElement>(
        `[data-row-index="${index}"]`,
      ) ?? null,
    [container],
  );

  // Focus after the render that brought the row into the DOM: this hook's owner's, or (call it)
  // that of rows which render on their own, as a virtualized body does when it scrolls.
  const afterRowsRender = useCallback(() => {
    const index = pendingFocusRef.current;
    if (index === null) return;
    const element = rowElement(index);
    if (element) {
      pendingFocusRef.current = null;
      element.focus();
    }
  }, [rowElement]);
  useEffect(afterRowsRender);

  const moveTo = useCallback(
    (index: number) => {
      if (rowCount === 0) return;
      const target = Math.max(0, Math.min(rowCount - 1, index));
      setActiveIndex(target);
      pendingFocusRef.current = target;
      scrollToIndex?.(target);
      const element = rowElement(target);
      if (element) {
        pendingFocusRef.current = null;
        element.focus();
      }
    },
    [rowCount, rowElement, scrollToIndex],
  );

  const getRowProps = useCallback(
    (index: number): RowNavigationProps => ({
      tabIndex: index === current ? 0 : -1,
      'data-row-index': index,
      onFocus: () => setActiveIndex(index),
      onKeyDown: (event) => {
        if (event.target !== event.currentTarget) return; // keys inside a cell's own control
        switch (event.key) {
          case 'ArrowDown':
            moveTo(index + 1);
            break;
          case 'ArrowUp':
            moveTo(index - 1);
            break;
          case 'Home':
            moveTo(0);
            break;
          case 'End':
            moveTo(rowCount - 1);
            break;
          case 'PageDown':
            moveTo(index + pageStep);
            break;
          case 'PageUp':
            moveTo(index - pageStep);
            break;
          case 'Enter':
          case ' ':
            if (!onOpen) return;
            onOpen(index);
            break;
          default:
            return;
        }
        event.preventDefault();
      },
    }),
    [current, moveTo, onOpen, pageStep, rowCount],
  );

  return { containerRef, activeIndex: current, getRowProps, afterRowsRender };
}
