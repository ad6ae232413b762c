import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const listbox = style({
  listStyle: 'none',
  margin: `${vars.space.xsmall} 0 0`,
  padding: vars.space.xsmall,
  maxHeight: '12rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const option = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brand.surface, color: vars.color.brand.text },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const empty = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
});
