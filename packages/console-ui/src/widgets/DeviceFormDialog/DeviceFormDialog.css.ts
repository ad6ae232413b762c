import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
  fontWeight: vars.fontWeight.semibold,
});

/** Port, Modbus unit and poll interval side by side, wrapping on narrow screens. */
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.medium,
});

export const check = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const checkResult = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-result="ok"]': { color: vars.color.success.text },
    '&[data-result="failed"]': { color: vars.color.danger.text },
  },
});

export const checkIcon = style({ flexShrink: 0, width: '1rem', height: '1rem' });

/** Check Connection's offer: a sentence on a line of its own, then the button that applies it. */
export const offerText = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  // Empty, it stays in the page (a live region must be there before its text) and takes no line.
  selectors: { '&:empty': { flexBasis: 'auto' } },
});
