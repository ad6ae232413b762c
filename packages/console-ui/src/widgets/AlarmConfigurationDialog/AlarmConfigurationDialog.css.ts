import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Why the form cannot be filled (a project without devices), above its fields. */
export const notice = style({
  margin: 0,
  color: vars.color.text,
});
