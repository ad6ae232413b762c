import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Square: the recipe's horizontal padding is replaced by a fixed width equal to the height.
export const square = style({ paddingInline: 0, fontSize: '1.25em' });
export const small = style({ width: vars.controlHeight.small });
export const medium = style({ width: vars.controlHeight.medium });
export const large = style({ width: vars.controlHeight.large });
export const icon = style({ display: 'inline-flex' });
