import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_CHOICES, parseColorSchemeChoice, resolveColorScheme } from './colorScheme';

describe('colour scheme', () => {
  it('offers Light, Dark and System', () => {
    expect(COLOR_SCHEME_CHOICES.map((choice) => choice.label)).toEqual(['Light', 'Dark', 'System']);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['', 'system'],
    ['sepia', 'system'],
  ] as const)('reads a stored %j as %j', (stored, choice) => {
    expect(parseColorSchemeChoice(stored)).toBe(choice);
  });

  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('shows %s with a dark system %s as %s', (choice, systemDark, scheme) => {
    expect(resolveColorScheme(choice, systemDark)).toBe(scheme);
  });
});
