import { describe, expect, it } from 'vitest';
import type { DesignToken, DesignTokenGroup, DesignTokenShadow } from './designTokens';
import { toDesignTokenColor, toDesignTokens } from './designTokens';
import { darkTokens, lightTokens } from './tokens';
import type { ConsoleThemeTokens } from './tokens';
import { toThemeValues } from './toThemeValues';

const isToken = (node: unknown): node is DesignToken =>
  typeof node === 'object' && node !== null && '$value' in node;

/** Every token of a DTCG document by its dotted name. */
function tokensOf(document: DesignTokenGroup, prefix = ''): Map<string, DesignToken> {
  const found = new Map<string, DesignToken>();
  for (const [name, node] of Object.entries(document)) {
    if (name.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if (isToken(node)) found.set(path, node);
    else for (const entry of tokensOf(node as DesignTokenGroup, path)) found.set(...entry);
  }
  return found;
}

/** Every value of the theme contract by its dotted name (what `vars` holds). */
function contractValues(values: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'object') {
      for (const entry of contractValues(value as object, path)) found.set(...entry);
    } else found.set(path, String(value));
  }
  return found;
}

const cssColour = ({ components, alpha, hex }: ReturnType<typeof toDesignTokenColor>) =>
  alpha === 1
    ? hex
    : `rgba(${components.map((part) => Math.round(part * 255)).join(', ')}, ${alpha})`;

/** A design tool's reading of a token, written back as the CSS value the contract holds. */
function asCss(token: DesignToken): string {
  const value = token.$value as never;
  switch (token.$type) {
    case 'color':
      return cssColour(value);
    case 'dimension':
    case 'duration': {
      const { value: amount, unit } = value as { value: number; unit: string };
      return `${amount}${unit}`;
    }
    case 'fontFamily':
      return (value as string[]).join(', ');
    case 'fontWeight':
    case 'number':
      return String(value);
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'shadow': {
      const layers = value as DesignTokenShadow[];
      if (layers.length === 1 && layers[0].color.alpha === 0) return 'none';
      return layers
        .map(({ offsetX, offsetY, blur, color }) =>
          [offsetX, offsetY, blur]
            .map(({ value: amount }) => (amount === 0 ? '0' : `${amount}px`))
            .concat(cssColour(color))
            .join(' '),
        )
        .join(', ');
    }
    default:
      return token.$type satisfies never;
  }
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as Array<[string, ConsoleThemeTokens]>)('the %s theme as DTCG design tokens', (name, theme) => {
  const document = toDesignTokens(theme);
  const tokens = tokensOf(document);
  const { colorScheme, ...contract } = toThemeValues(theme);
  const values = contractValues(contract);

  it('names exactly the values of the theme contract', () => {
    expect([...tokens.keys()].sort()).toEqual([...values.keys()].sort());
  });

  it('holds the same values the components use', () => {
    for (const [path, css] of values) {
      const token = tokens.get(path)!;
      // Family names need no CSS quotes in a list of names.
      const expected = token.$type === 'fontFamily' ? css.replace(/['"]/g, '') : css;
      expect(asCss(token), path).toBe(expected);
    }
  });

  it('types every token with a type of the format and says which theme it is', () => {
    const types = new Set([...tokens.values()].map((token) => token.$type));
    expect([...types].sort()).toEqual([
      'color',
      'cubicBezier',
      'dimension',
      'duration',
      'fontFamily',
      'fontWeight',
      'number',
      'shadow',
    ]);
    expect(document.$extensions).toEqual({
      'org.hvac.console': { theme: name, colorScheme },
    });
    // A plain JSON document: what the build writes is what this test read.
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });
});

describe('toDesignTokenColor', () => {
  it('reads hex and rgba colours into sRGB components', () => {
    expect(toDesignTokenColor('#fff')).toEqual({
      colorSpace: 'srgb',
      components: [1, 1, 1],
      alpha: 1,
      hex: '#ffffff',
    });
    expect(toDesignTokenColor('rgba(16, 22, 30, 0.55)')).toMatchObject({
      components: [0.0627, 0.0863, 0.1176],
      alpha: 0.55,
      hex: '#10161e',
    });
    expect(() => toDesignTokenColor('teal')).toThrow('Not a colour');
  });
});
