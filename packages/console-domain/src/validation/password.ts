import { LOGIN_PASSWORD_MIN_EXCLUSIVE, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { MESSAGES } from '../messages/messages';

/** The special characters a new password must contain one of (console.md §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** 'Insert a password' unless the value has more than 3 characters; undefined when acceptable. */
export function validateLoginPassword(password: string | null | undefined): string | undefined {
  return (password ?? '').length > LOGIN_PASSWORD_MIN_EXCLUSIVE
    ? undefined
    : MESSAGES.INSERT_PASSWORD;
}

/** The rules of one new password, in the specification's order (without the repeat check). */
export function passwordRuleMessages(password: string): string[] {
  const messages: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) messages.push(MESSAGES.PASSWORD_TOO_SHORT);
  if (!/[A-Z]/.test(password)) messages.push(MESSAGES.PASSWORD_NEEDS_CAPITAL);
  if (![...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character))) {
    messages.push(MESSAGES.PASSWORD_NEEDS_SPECIAL);
  }
  if (!/\d/.test(password)) messages.push(MESSAGES.PASSWORD_NEEDS_NUMBER);
  return messages;
}

/** Every failing rule for a new or reset password, in spec order; empty when valid. */
export function validateNewPassword(
  password: string | null | undefined,
  repeat: string | null | undefined,
): string[] {
  const messages = passwordRuleMessages(password ?? '');
  if ((password ?? '') !== (repeat ?? '')) messages.push(MESSAGES.PASSWORDS_DO_NOT_MATCH);
  return messages;
}

/** What each field of a new-password form (password typed twice) shows. */
export interface NewPasswordFieldErrors {
  /** Every failing rule of the new password, one a line; 'required' alone when it is blank. */
  password: string[];
  /** 'required' when blank, else the mismatch; undefined when it matches. */
  repeat: string | undefined;
  /** Nothing to show: the form may be sent. */
  valid: boolean;
}

/**
 * The new-password form's messages per field (reset and change password, console.md §5): a blank
 * field says it is required rather than listing every rule it fails, and the mismatch belongs to
 * the repeat field.
 */
export function newPasswordFieldErrors(
  password: string | null | undefined,
  repeat: string | null | undefined,
): NewPasswordFieldErrors {
  const newPassword = password ?? '';
  const repeated = repeat ?? '';
  const passwordMessages =
    newPassword === '' ? [MESSAGES.PASSWORD_REQUIRED] : passwordRuleMessages(newPassword);
  const repeatMessage =
    repeated === ''
      ? MESSAGES.PASSWORD_REQUIRED
      : newPassword !== repeated
        ? MESSAGES.PASSWORDS_DO_NOT_MATCH
        : undefined;
  return {
    password: passwordMessages,
    repeat: repeatMessage,
    valid: passwordMessages.length === 0 && repeatMessage === undefined,
  };
}
