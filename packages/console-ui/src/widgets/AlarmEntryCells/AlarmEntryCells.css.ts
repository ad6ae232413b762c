import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const resolved = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The resolution time, where focus lands after Resolve: the ring every focus target has. */
export const focusTarget = style({
  borderRadius: vars.radius.small,
  ':focus-visible': focusRing,
});
