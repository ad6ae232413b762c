import { useLayoutEffect, useState } from 'react';

/**
 * The element's own width (a container query in JavaScript), following resizes. Measured before
 * the first paint, so a narrow container never flashes the wide layout; undefined while the
 * element is not laid out (width 0, as in jsdom) or without ResizeObserver.
 */
export function useContainerWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!element) return;
    const measured = element.getBoundingClientRect().width;
    if (measured > 0) setWidth(measured);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
