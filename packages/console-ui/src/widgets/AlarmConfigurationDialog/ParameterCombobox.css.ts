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
    // The ring the other lists (Select, DropdownMenu) give their highlighted item: the background
    // alone contrasts with the list far below the 3:1 of WCAG 1.4.11.
    '&[data-highlighted]': {
      background: vars.color.surfaceHover,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const empty = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
});
