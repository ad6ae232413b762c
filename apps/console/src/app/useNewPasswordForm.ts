import { newPasswordFieldErrors } from '@hvac/console-domain';
import { useState } from 'react';

/**
 * A new password typed twice (reset and change password). The rules of console.md §5 come from the
 * domain package; they show from the first submit on and then follow the typing.
 */
export function useNewPasswordForm() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // Which field shows which message is the domain's rule.
  const errors = newPasswordFieldErrors(password, repeat);
  return {
    password,
    repeat,
    setPassword,
    setRepeat,
    /** Every failing rule of the new password (shown one per line). */
    passwordErrors: submitted ? errors.password : [],
    repeatError: submitted ? errors.repeat : undefined,
    /** Marks the form submitted; true when it may be sent. */
    validate(): boolean {
      setSubmitted(true);
      return errors.valid;
    },
    reset() {
      setPassword('');
      setRepeat('');
      setSubmitted(false);
    },
  };
}
