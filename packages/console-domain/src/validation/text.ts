/**
 * Characters no name or single-line text may hold: C0 and C1 controls (NUL to U+001F, DEL, U+0080 to
 * U+009F: a bell, an escape sequence, a line break that forges a line of an e-mail), the line and
 * paragraph separators U+2028 and U+2029, and the invisible U+180E, U+200B, U+2060 and U+FEFF, which
 * make two names that look alike differ. The joiners U+200C and U+200D stay: scripts and emoji need
 * them. Bidirectional controls are not refused but stripped by the server (a separate rule).
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u180e\u200b\u2060\ufeff]/u;
/** The same without tab, line feed and carriage return, for texts of several lines (a description). */
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])[\p{Cc}\u2028\u2029\u180e\u200b\u2060\ufeff]/u;

export const TEXT_MESSAGES = {
  CONTROL_CHARACTERS:
    'Remove the line breaks, tabs and other invisible control characters from this field.',
} as const;

/** Whether `text` holds a control character (`multiLine`: tabs and line breaks are allowed). */
export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);
}

/** The field message for a text with control characters, or undefined. */
export function controlCharactersMessage(
  text: string | null | undefined,
  options: { multiLine?: boolean } = {},
): string | undefined {
  return typeof text === 'string' && hasControlCharacters(text, options)
    ? TEXT_MESSAGES.CONTROL_CHARACTERS
    : undefined;
}
