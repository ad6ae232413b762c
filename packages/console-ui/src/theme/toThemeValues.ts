import type { ConsoleThemeTokens } from './tokens';

const px = (value: number): string => `${value}px`;
const ms = (value: number): string => `${value}ms`;

function mapValues<Key extends string, In, Out>(
  record: Record<Key, In>,
  map: (value: In) => Out,
): Record<Key, Out> {
  const result = {} as Record<Key, Out>;
  for (const key of Object.keys(record) as Key[]) result[key] = map(record[key]);
  return result;
}

/**
 * The single converter from raw tokens to the values of the theme contract (strings with units).
 * The contract itself is derived from its output, so a token added here appears in `vars`.
 */
export function toThemeValues(tokens: ConsoleThemeTokens) {
  const { motion } = tokens;
  return {
    colorScheme: tokens.colorScheme,
    color: tokens.color,
    space: mapValues(tokens.space, px),
    radius: mapValues(tokens.radius, px),
    font: tokens.font,
    text: mapValues(tokens.text, ({ fontSize, lineHeight }) => ({
      fontSize: px(fontSize),
      lineHeight: px(lineHeight),
    })),
    fontWeight: mapValues(tokens.fontWeight, String),
    controlHeight: mapValues(tokens.controlHeight, px),
    elevation: tokens.elevation,
    motion: {
      fast: ms(motion.fast),
      medium: ms(motion.medium),
      slow: ms(motion.slow),
      easing: motion.easing,
    },
    zIndex: mapValues(tokens.zIndex, String),
  };
}

export type ConsoleThemeValues = ReturnType<typeof toThemeValues>;
