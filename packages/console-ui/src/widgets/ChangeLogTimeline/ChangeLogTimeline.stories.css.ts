import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A region shorter than one page, so reaching its end needs a scroll. */
export const scroller = style({
  height: 360,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
