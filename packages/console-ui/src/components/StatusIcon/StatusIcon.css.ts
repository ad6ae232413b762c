import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.text.small.fontSize,
    lineHeight: vars.text.small.lineHeight,
    verticalAlign: 'middle',
  },
  variants: {
    status: {
      on: { color: vars.color.success.text },
      off: { color: vars.color.textMuted },
      error: { color: vars.color.danger.text },
      ok: { color: vars.color.success.text },
    },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: '1.25em' });
export const label = style({ color: vars.color.text });
