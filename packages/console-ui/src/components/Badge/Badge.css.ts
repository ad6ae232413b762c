import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tones } from '../../theme/tokens';
import type { Tone } from '../../theme/tokens';

function toneVariants(kind: 'subtle' | 'solid') {
  const variants = {} as Record<Tone, { background: string; color: string; borderColor: string }>;
  for (const tone of tones) {
    const colours = vars.color[tone];
    variants[tone] =
      kind === 'solid'
        ? { background: colours.solid, color: colours.onSolid, borderColor: colours.solid }
        : { background: colours.surface, color: colours.text, borderColor: 'transparent' };
  }
  return variants;
}

const subtle = toneVariants('subtle');
const solid = toneVariants('solid');

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
    variant: { subtle: {}, solid: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, variant: 'subtle' as const }, style: subtle[tone] },
    { variants: { tone, variant: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle' },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const icon = style({ display: 'inline-flex', fontSize: 14 });
