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
    // The observer reports each observed box once it has been laid out, in the frame's own
    // layout: measuring here as well would force that layout early, inside the opening of a
    // dialog with a table (docs/benchmarks/console-ui.md).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}
