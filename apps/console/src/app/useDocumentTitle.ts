import { useEffect } from 'react';

import { SIGN_IN_TEXT } from './signInText';

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * 'Devices · HVAC Console' for a screen whose main heading reads 'Devices'; with a chosen tab,
 * 'Change Log · Hotel Moskva · HVAC Console', so switching tabs changes the title too.
 */
export function documentTitle(heading: string | null | undefined, tab?: string | null): string {
  const text = clean(heading);
  if (!text || text === SIGN_IN_TEXT.appTitle) return SIGN_IN_TEXT.appTitle;
  const section = clean(tab);
  return section
    ? `${section} · ${text} · ${SIGN_IN_TEXT.appTitle}`
    : `${text} · ${SIGN_IN_TEXT.appTitle}`;
}

/**
 * Every route's document title follows its main heading (WCAG 2.4.2) and its chosen tab: the
 * device page's title becomes its unit id once loaded, the user page the user's name, a project's
 * title names its tab, and a screen added later gets its title without doing anything. Changes
 * are read once per task.
 */
export function useDocumentTitleFromHeading(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const title = documentTitle(
        document.querySelector('main h1')?.textContent,
        document.querySelector('main [role="tablist"] [role="tab"][aria-selected="true"]')
          ?.textContent,
      );
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(() => {
      timer ??= setTimeout(update, 0);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    update();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
}
