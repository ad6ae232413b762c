import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const value = style({ overflowWrap: 'anywhere' });

export const deviceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const deviceItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const deviceUnit = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const deviceModel = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const devicesBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const deviceHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const deviceControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.xxsmall,
});
