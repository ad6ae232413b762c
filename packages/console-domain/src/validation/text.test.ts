import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharactersMessage, hasControlCharacters, TEXT_MESSAGES } from './text';

const REFUSED: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['ESC', '\u001b'],
  ['U+001F', '\u001f'],
  ['DEL', '\u007f'],
  ['NEL U+0085', '\u0085'],
  ['U+009F', '\u009f'],
  ['zero-width space', '\u200b'],
  ['word joiner', '\u2060'],
  ['byte order mark', '\ufeff'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
  ['Mongolian vowel separator', '\u180e'],
];

const KEPT = [
  'Kovač',
  'Đorđe Šćepanović',
  'Zürich HQ – floor 2',
  'سلام‌دنیا', // the zero-width non-joiner Persian needs
  '👩‍🔧 technician', // an emoji joined by U+200D
  '東京 ビル',
  'A & B <c> "d"',
  '',
];

describe('hasControlCharacters', () => {
  it.each(REFUSED)('refuses %s in a name, at any place', (_name, character) => {
    for (const text of [character, `Ana${character}`, `${character}Ana`, `A${character}na`])
      expect(hasControlCharacters(text)).toBe(true);
    expect(controlCharactersMessage(`Ana${character}`)).toBe(TEXT_MESSAGES.CONTROL_CHARACTERS);
  });

  it.each(KEPT)('keeps %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
    expect(controlCharactersMessage(text)).toBeUndefined();
  });

  it('lets a text of several lines keep tabs and line breaks, nothing else', () => {
    expect(hasControlCharacters('Line one\r\n\tLine two', { multiLine: true })).toBe(false);
    for (const [, character] of REFUSED.filter(([, c]) => !'\t\n\r'.includes(c)))
      expect(hasControlCharacters(`a${character}b`, { multiLine: true })).toBe(true);
  });

  it('a text is refused exactly when it holds one of the characters (fast-check)', () => {
    const refused = fc.constantFrom(...REFUSED.map(([, character]) => character));
    const clean = fc.string({ unit: 'grapheme' }).filter((text) => !hasControlCharacters(text));
    fc.assert(
      fc.property(clean, clean, refused, (before, after, character) => {
        expect(hasControlCharacters(before + after)).toBe(false);
        expect(hasControlCharacters(before + character + after)).toBe(true);
      }),
    );
    // Any code point: refused exactly when it is a C0/C1 control or one of the invisible ones.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (code) => {
        if (code >= 0xd800 && code <= 0xdfff) return;
        const character = String.fromCodePoint(code);
        const expected =
          code <= 0x1f ||
          (code >= 0x7f && code <= 0x9f) ||
          [0x2028, 0x2029, 0x180e, 0x200b, 0x2060, 0xfeff].includes(code);
        expect(hasControlCharacters(`x${character}y`)).toBe(expected);
      }),
    );
  });
});
