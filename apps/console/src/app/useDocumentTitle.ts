import { SIGN_IN_TEXT } from './signInText';

const clean = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * 'Devices · HVAC Console' for a screen whose main heading reads 'Devices'; with a chosen tab,
 * 'Change Log · Hotel Moskva · HVAC Console', so switching tabs changes the title too. Screens name
 * their heading and tab themselves (usePageHeading in ./pageHeading).
 */
export function documentTitle(heading: string | null | undefined, tab?: string | null): string {
  const text = clean(heading);
  if (!text || text === SIGN_IN_TEXT.appTitle) return SIGN_IN_TEXT.appTitle;
  const section = clean(tab);
  return section
    ? `${section} · ${text} · ${SIGN_IN_TEXT.appTitle}`
    : `${text} · ${SIGN_IN_TEXT.appTitle}`;
}
