import { useEffect } from 'react';

import { SIGN_IN_TEXT } from './signInText';

/** 'Devices · HVAC Console' for a screen whose main heading reads 'Devices'. */
export function documentTitle(heading: string | null | undefined): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return text && text !== SIGN_IN_TEXT.appTitle
    ? `${text} · ${SIGN_IN_TEXT.appTitle}`
    : SIGN_IN_TEXT.appTitle;
}

/**
 * Every route's document title follows its main heading (WCAG 2.4.2): the device page's title
 * becomes its unit id once loaded, the user page the user's name, and a screen added later gets
 * its title without doing anything. Changes are read once per task.
 */
export function useDocumentTitleFromHeading(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const title = documentTitle(document.querySelector('main h1')?.textContent);
      if (document.title !== title) document.title = title;
    };
    const observer = new MutationObserver(() => {
      timer ??= setTimeout(update, 0);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    update();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
}
