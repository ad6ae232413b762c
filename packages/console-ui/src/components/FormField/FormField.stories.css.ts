import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A bare input for the FormField stories: FormField is markup-agnostic.
export const nativeInput = style({
  height: vars.controlHeight.medium,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger.text } },
});
