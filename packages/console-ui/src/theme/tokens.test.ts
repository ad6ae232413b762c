import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens, tones } from './tokens';
import type { ConsoleThemeTokens } from './tokens';
import { toThemeValues } from './toThemeValues';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

// WCAG 2.1 AA: 4.5:1 for text, 3:1 for the borders of controls and the focus ring.
describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as Array<[string, ConsoleThemeTokens]>)('%s tokens', (_name, tokens) => {
  const { color } = tokens;
  const surfaces = [color.surface, color.surfaceRaised, color.surfaceSunken, color.surfaceHover];

  it.each(surfaces)('text and muted text are readable on %s', (surface) => {
    expect(contrast(color.text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('text is readable on selected rows', () => {
    expect(contrast(color.text, color.surfaceSelected)).toBeGreaterThanOrEqual(4.5);
  });

  it('control borders and the focus ring stand out from the surfaces', () => {
    for (const surface of [color.surface, color.surfaceRaised]) {
      expect(contrast(color.borderStrong, surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(color.focus, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(tones)('tone %s: text on solid, tone text on its surface and on the page', (tone) => {
    const colours = color[tone];
    expect(contrast(colours.onSolid, colours.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.onSolid, colours.solidHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.text, colours.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.text, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.text, colours.surface)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('toThemeValues', () => {
  it('adds units to numeric tokens and keeps strings', () => {
    const values = toThemeValues(lightTokens);
    expect(values.space.small).toBe('8px');
    expect(values.radius.full).toBe('9999px');
    expect(values.text.small).toEqual({ fontSize: '14px', lineHeight: '20px' });
    expect(values.motion.fast).toBe('120ms');
    expect(values.fontWeight.semibold).toBe('600');
    expect(values.zIndex.toast).toBe('500');
    expect(values.color.danger.solid).toBe(lightTokens.color.danger.solid);
  });

  it('gives light and dark the same shape, so both fill the whole contract', () => {
    const keys = (value: unknown): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, nested]) =>
            keys(nested).map((path) => (path ? `${key}.${path}` : key)),
          )
        : [''];
    expect(keys(toThemeValues(darkTokens))).toEqual(keys(toThemeValues(lightTokens)));
  });
});
