import { MESSAGES, POWER_LABELS } from '@hvac/console-domain';

/**
 * Default accessible names and texts of the primitives. Texts the specification names come from
 * @hvac/console-domain; the chrome it does not name (a spinner's "Loading", a password toggle) is
 * kept here in one place so it can move into the domain package without touching components.
 * Every one of them can be overridden through the component's props.
 */
export const COMPONENT_LABELS = {
  loading: 'Loading',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  close: 'Close',
  cancel: 'Cancel',
  discardTitle: 'Discard what you typed?',
  discardDescription: 'The form has changes that are not saved. Close it and lose them?',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  selectPlaceholder: 'Select…',
  powerOn: POWER_LABELS.on,
  powerOff: POWER_LABELS.off,
  errors: MESSAGES.ERRORS,
  noErrors: MESSAGES.NO_ERRORS,
} as const;
