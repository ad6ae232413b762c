import { useEffect, useState } from 'react';

/**
 * True while an element's content is wider or taller than its box (it scrolls). A frame that
 * scrolls is then made a named region in the Tab order, so that the keyboard can scroll it
 * (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}
