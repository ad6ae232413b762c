import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const resolved = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
