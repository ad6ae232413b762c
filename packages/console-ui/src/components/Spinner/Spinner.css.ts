import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const circle = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    flexShrink: 0,
  },
  variants: {
    size: {
      small: { width: 14, height: 14, borderWidth: 2 },
      medium: { width: 20, height: 20, borderWidth: 2 },
      large: { width: 32, height: 32, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const visibleLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
