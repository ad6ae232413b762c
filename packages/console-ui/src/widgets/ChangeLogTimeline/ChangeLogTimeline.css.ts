import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One entry: the icon on the line of the timeline, the text beside it. */
export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.controlHeight.small} minmax(0, 1fr)`,
  gap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    // The line joining the icons; the last entry has none below it.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: vars.controlHeight.small,
      bottom: 0,
      left: `calc(${vars.controlHeight.small} / 2 - 1px)`,
      width: 2,
      background: vars.color.border,
    },
    '&:last-child::before': { display: 'none' },
  },
});

const dot = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
} as const;

/** Status colours of projects.md §2: complete primary, failed negative, incomplete secondary, else none. */
export const icon = styleVariants({
  primary: { ...dot, borderColor: vars.color.brand.solid, color: vars.color.brand.text },
  negative: { ...dot, borderColor: vars.color.danger.solid, color: vars.color.danger.text },
  secondary: { ...dot, borderColor: vars.color.neutral.solid, color: vars.color.neutral.text },
  none: dot,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const titleTone = styleVariants({
  primary: { color: vars.color.brand.text },
  negative: { color: vars.color.danger.text },
  secondary: { color: vars.color.neutral.text },
  none: {},
});

export const subtitle = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const body = style({
  margin: `${vars.space.xsmall} 0 0`,
  overflowWrap: 'anywhere',
});

/** Why a failed write failed ('Reason: Illegal data value (exception 03)'). */
export const reason = style({
  margin: `${vars.space.xxsmall} 0 0`,
  color: vars.color.danger.text,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.controlHeight.medium,
});

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorMessage = style({ margin: 0, color: vars.color.danger.text });

/** The element whose arrival in view loads the next page. */
export const sentinel = style({ height: 1 });
