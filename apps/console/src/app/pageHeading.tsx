import type { RefCallback } from 'react';
import { createContext, useCallback, useContext, useEffect } from 'react';

import { documentTitle } from './useDocumentTitle';

/** What a screen tells the routed app about its heading (PageNavigationProvider, ./pageNavigation). */
export interface PageNavigation {
  /** The screen's main heading, given by the screen itself (null when it goes). */
  setHeading: (heading: HTMLElement | null) => void;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

/**
 * A screen's main heading, as the screen names it: the document's title ('Devices · HVAC Console',
 * with a chosen tab 'Change Log · Hotel Moskva · HVAC Console', WCAG 2.4.2) and the element focus
 * moves to after a navigation. Returns the ref for the heading element.
 */
export function usePageHeading(
  title: string | undefined,
  section?: string,
): RefCallback<HTMLElement> {
  const navigation = useContext(PageNavigationContext);
  useEffect(() => {
    document.title = documentTitle(title, section);
  }, [title, section]);
  return useCallback(
    (element: HTMLElement | null) => {
      navigation?.setHeading(element);
    },
    [navigation],
  );
}

/** A screen's main heading (h1) naming the screen: its text is the document's title. */
export function PageHeading({
  title,
  section,
  className,
}: {
  title: string;
  /** The part of the screen shown (a tab), named first in the document's title. */
  section?: string;
  className?: string;
}) {
  const ref = usePageHeading(title, section);
  return (
    <h1 ref={ref} className={className}>
      {title}
    </h1>
  );
}
