import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const secret = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.text.small.fontSize,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
