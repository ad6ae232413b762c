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
}: UseRowNavigationOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const containerRef = useRef<HTMLElement | null>(null);
  const pendingFocusRef = useRef<number | null>(null);
  const current = Math.min(activeIndex, Math.max(0, rowCount - 1));

  // Focus after the render that brought the row into the DOM.
  useEffect(() => {
    const index = pendingFocusRef.current;
    if (index === null) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (element) {
      pendingFocusRef.current = null;
      element.focus();
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      if (rowCount === 0) return;
      const target = Math.max(0, Math.min(rowCount - 1, index));
      setActiveIndex(target);
      pendingFocusRef.current = target;
      scrollToIndex?.(target);
      const element = containerRef.current?.querySelector<HTMLElement>(
        `[data-row-index="${target}"]`,
      );
      if (element) {
        pendingFocusRef.current = null;
        element.focus();
      }
    },
    [rowCount, scrollToIndex],
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

  return { containerRef, activeIndex: current, getRowProps };
}
