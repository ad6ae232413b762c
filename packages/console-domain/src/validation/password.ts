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
