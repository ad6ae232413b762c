import { MESSAGES, validateNewPassword } from '@hvac/console-domain';
import { useState } from 'react';

/**
 * A new password typed twice (reset and change password). The rules of console.md §5 come from the
 * domain package; they show from the first submit on and then follow the typing.
 */
export function useNewPasswordForm() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const messages = validateNewPassword(password, repeat);
  // A blank field says it is required rather than listing every rule it fails.
  const ruleMessages =
    password === ''
      ? [MESSAGES.PASSWORD_REQUIRED]
      : messages.filter((message) => message !== MESSAGES.PASSWORDS_DO_NOT_MATCH);
  const repeatMessage =
    repeat === ''
      ? MESSAGES.PASSWORD_REQUIRED
      : messages.includes(MESSAGES.PASSWORDS_DO_NOT_MATCH)
        ? MESSAGES.PASSWORDS_DO_NOT_MATCH
        : undefined;
  return {
    password,
    repeat,
    setPassword,
    setRepeat,
    /** Every failing rule of the new password (shown one per line). */
    passwordErrors: submitted ? ruleMessages : [],
    repeatError: submitted ? repeatMessage : undefined,
    /** Marks the form submitted; true when it may be sent. */
    validate(): boolean {
      setSubmitted(true);
      return messages.length === 0 && password !== '' && repeat !== '';
    },
    reset() {
      setPassword('');
      setRepeat('');
      setSubmitted(false);
    },
  };
}
