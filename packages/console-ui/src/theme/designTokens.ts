/**
 * The theme's tokens in the W3C Design Tokens Community Group format (DTCG, Format Module 2025.10),
 * so design tools read the same values the components use. The package build writes one file per
 * theme (`dist/tokens/light.tokens.json`, `dist/tokens/dark.tokens.json`); another product can export
 * its own theme the same way.
 */
import type { ConsoleThemeTokens } from './tokens';

export type DesignTokenType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'duration'
  | 'cubicBezier'
  | 'number'
  | 'shadow';

export interface DesignTokenColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha: number;
  hex: string;
}
export interface DesignTokenDimension {
  value: number;
  unit: 'px' | 'rem';
}
export interface DesignTokenDuration {
  value: number;
  unit: 'ms' | 's';
}
export interface DesignTokenShadow {
  color: DesignTokenColor;
  offsetX: DesignTokenDimension;
  offsetY: DesignTokenDimension;
  blur: DesignTokenDimension;
  spread: DesignTokenDimension;
}

export interface DesignToken {
  $type: DesignTokenType;
  $value:
    | DesignTokenColor
    | DesignTokenDimension
    | DesignTokenDuration
    | DesignTokenShadow
    | DesignTokenShadow[]
    | string
    | string[]
    | number
    | [number, number, number, number];
  $description?: string;
}

export interface DesignTokenGroup {
  [name: string]: DesignToken | DesignTokenGroup | string | Record<string, unknown> | undefined;
  $description?: string;
  $extensions?: Record<string, unknown>;
}

/** The vendor key of `$extensions` (reverse domain name, as the format asks). */
export const DESIGN_TOKENS_EXTENSION = 'org.hvac.console';

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** '#1a5fcc', '#fff' or 'rgba(16, 22, 30, 0.55)' as a DTCG sRGB colour. */
export function toDesignTokenColor(css: string): DesignTokenColor {
  const value = css.trim().toLowerCase();
  let channels: number[];
  let alpha = 1;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    value,
  );
  if (hex) {
    const digits =
      hex[1].length === 3
        ? [...hex[1]].map((digit) => digit + digit)
        : [hex[1].slice(0, 2), hex[1].slice(2, 4), hex[1].slice(4, 6)];
    channels = digits.map((pair) => parseInt(pair, 16));
  } else if (rgb) {
    channels = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    alpha = rgb[4] === undefined ? 1 : Number(rgb[4]);
  } else {
    throw new Error(`Not a colour the design tokens converter reads: ${css}`);
  }
  return {
    colorSpace: 'srgb',
    components: channels.map((channel) => round(channel / 255)) as [number, number, number],
    alpha,
    hex: `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
  };
}

const px = (value: number): DesignTokenDimension => ({ value, unit: 'px' });

/** A CSS box-shadow list ('0 1px 2px rgba(…)'; 'none' is one transparent shadow) as DTCG shadows. */
export function toDesignTokenShadows(css: string): DesignTokenShadow[] {
  if (css.trim() === 'none') {
    const zero = px(0);
    return [
      {
        color: toDesignTokenColor('rgba(0, 0, 0, 0)'),
        offsetX: zero,
        offsetY: zero,
        blur: zero,
        spread: zero,
      },
    ];
  }
  return css.split(/,(?![^(]*\))/).map((layer) => {
    const colour = /(rgba?\([^)]*\)|#[0-9a-f]{3,6})/i.exec(layer);
    const lengths = layer
      .replace(colour?.[0] ?? '', '')
      .trim()
      .split(/\s+/)
      .map((length) => Number.parseFloat(length));
    const [offsetX = 0, offsetY = 0, blur = 0, spread = 0] = lengths;
    return {
      color: toDesignTokenColor(colour?.[0] ?? '#000000'),
      offsetX: px(offsetX),
      offsetY: px(offsetY),
      blur: px(blur),
      spread: px(spread),
    };
  });
}

/** 'cubic-bezier(0.2, 0, 0, 1)' as four numbers. */
function toCubicBezier(css: string): [number, number, number, number] {
  const numbers = /cubic-bezier\(([^)]*)\)/.exec(css)?.[1].split(',').map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some(Number.isNaN)) {
    throw new Error(`Not a cubic-bezier(): ${css}`);
  }
  return numbers as [number, number, number, number];
}

/** "Inter, 'Helvetica Neue', Arial" as a list of family names. */
function toFontFamilies(css: string): string[] {
  return css.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
}

function group<Value>(
  record: Record<string, Value>,
  token: (value: Value) => DesignToken,
): DesignTokenGroup {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, token(value)]));
}

const color = (value: string): DesignToken => ({
  $type: 'color',
  $value: toDesignTokenColor(value),
});
const dimension = (value: number): DesignToken => ({ $type: 'dimension', $value: px(value) });

/**
 * One theme's tokens as a DTCG document. Names follow the theme contract (`vars`): the token
 * `color.brand.solid` is the CSS variable of `vars.color.brand.solid`.
 */
export function toDesignTokens(
  tokens: ConsoleThemeTokens,
  name = tokens.colorScheme,
): DesignTokenGroup {
  const { color: colours } = tokens;
  const { neutral, brand, success, danger, warning, info, ...base } = colours;
  const tones = { neutral, brand, success, danger, warning, info };
  return {
    $description: `HVAC console theme '${name}' (@hvac/console-ui).`,
    $extensions: { [DESIGN_TOKENS_EXTENSION]: { theme: name, colorScheme: tokens.colorScheme } },
    color: {
      ...group(base, color),
      ...Object.fromEntries(
        Object.entries(tones).map(([tone, values]) => [tone, group(values, color)]),
      ),
    },
    space: group(tokens.space, dimension),
    radius: group(tokens.radius, dimension),
    font: group(tokens.font, (value) => ({ $type: 'fontFamily', $value: toFontFamilies(value) })),
    text: Object.fromEntries(
      Object.entries(tokens.text).map(([size, { fontSize, lineHeight }]) => [
        size,
        { fontSize: dimension(fontSize), lineHeight: dimension(lineHeight) },
      ]),
    ),
    fontWeight: group(tokens.fontWeight, (value) => ({ $type: 'fontWeight', $value: value })),
    controlHeight: group(tokens.controlHeight, dimension),
    elevation: group(tokens.elevation, (value) => ({
      $type: 'shadow',
      $value: toDesignTokenShadows(value),
    })),
    motion: {
      fast: { $type: 'duration', $value: { value: tokens.motion.fast, unit: 'ms' } },
      medium: { $type: 'duration', $value: { value: tokens.motion.medium, unit: 'ms' } },
      slow: { $type: 'duration', $value: { value: tokens.motion.slow, unit: 'ms' } },
      easing: { $type: 'cubicBezier', $value: toCubicBezier(tokens.motion.easing) },
    },
    zIndex: group(tokens.zIndex, (value) => ({ $type: 'number', $value: value })),
  };
}
