import { MESSAGES, validateLoginPassword } from '@hvac/console-domain';
import { Button, PasswordField, TextField, useFocusFirstInvalid, useToast } from '@hvac/console-ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';

import { PublicPage } from '../app/PublicPage';
import { client } from '../app/api';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SIGN_IN_TEXT } from '../app/signInText';

export interface LoginScreenProps {
  /** After a successful sign-in (the toast is shown): go to the project list. */
  onSignedIn: () => void;
  /** The "Forgotten password?" link, given by the caller: a router link, or a plain one. */
  forgotPasswordLink: (props: { className: string; children: ReactNode }) => ReactNode;
}

/**
 * Sign in (console.md §2 Login): Enter in either field submits; success calls `onSignedIn`.
 * Free of the router, so that /login/ can be shown before the router and the rest of the console
 * load (see main.tsx); `LoginPage` is the same screen as a route.
 */
export function LoginScreen({ onSignedIn, forgotPasswordLink }: LoginScreenProps) {
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Lazy validation: the password rule is shown from the first submit on, then follows typing.
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordError = submitted ? validateLoginPassword(password) : undefined;
  // An empty username is refused here: the server's own validation text is not for people.
  const usernameError =
    submitted && username.trim() === '' ? MESSAGES.USERNAME_REQUIRED : undefined;
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (username.trim() === '' || validateLoginPassword(password)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await client.auth.login({ username, password });
      toast.success(MESSAGES.LOGIN_SUCCESS);
      onSignedIn();
    } catch (error) {
      console.error(MESSAGES.LOGIN_ERROR_LOG, error);
      toast.error(errorMessage(error, MESSAGES.INVALID_LOGIN_RESPONSE));
      setBusy(false);
    }
  }

  return (
    <PublicPage title={SIGN_IN_TEXT.signIn}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={SIGN_IN_TEXT.username}
          name="username"
          autoComplete="username"
          // The screen's one task starts in its first field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={username}
          error={usernameError}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          label={SIGN_IN_TEXT.password}
          name="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={`${styles.formActions} ${styles.spread}`}>
          {forgotPasswordLink({
            className: styles.link,
            children: SIGN_IN_TEXT.forgotPasswordLink,
          })}
          <Button type="submit" loading={busy}>
            {SIGN_IN_TEXT.login}
          </Button>
        </div>
      </form>
    </PublicPage>
  );
}
