import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/mixins';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  // Name, file and type side by side where there is room, one under the other on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
});

export const fileInput = style({
  width: '100%',
  minWidth: 0,
  minHeight: vars.controlHeight.medium,
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&::file-selector-button': {
      marginRight: vars.space.small,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.small,
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      font: 'inherit',
      cursor: 'pointer',
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const progress = style({ flex: '1 1 200px', minWidth: 0 });

export const formError = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger.text,
});
