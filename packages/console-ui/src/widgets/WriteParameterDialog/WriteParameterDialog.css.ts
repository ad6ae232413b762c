import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const current = style({ margin: 0 });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.text.medium.lineHeight,
  margin: 0,
  selectors: {
    '&[data-status="complete"]': { color: vars.color.success.text },
    '&[data-status="failed"]': { color: vars.color.danger.text },
  },
});

export const reason = style({ overflowWrap: 'anywhere' });
