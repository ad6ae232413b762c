import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  selectors: {
    '&[data-state="paused"]': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.xsmall,
      paddingInline: vars.space.medium,
      paddingBlock: vars.space.xsmall,
      borderInlineStart: `4px solid ${vars.color.warning.solid}`,
      borderRadius: vars.radius.small,
      background: vars.color.warning.surface,
      color: vars.color.warning.text,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginBlockStart: 2,
  fontSize: 16,
});

export const text = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const title = style({ fontWeight: vars.fontWeight.semibold });
