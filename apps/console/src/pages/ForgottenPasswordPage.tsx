import { MESSAGES, ROUTES } from '@hvac/console-domain';
import { Button, TextField, useToast } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PublicPage } from '../app/PublicPage';
import { client } from '../app/api';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';

/** Step one of the password reset: the server mails a reset link to the address. */
export default function ForgottenPasswordPage() {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await client.auth.requestPasswordReset(email.trim());
      // The toast alone says so (console.md §8); the page does not repeat it.
      toast.success(MESSAGES.PASSWORD_RESET_SENT);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.UNEXPECTED_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicPage title={SCREEN_TEXT.forgotPasswordTitle}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.muted}>{SCREEN_TEXT.forgotPasswordHint}</p>
        <TextField
          label={SCREEN_TEXT.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className={`${styles.formActions} ${styles.spread}`}>
          <Link className={styles.link} to={ROUTES.login}>
            {SCREEN_TEXT.backToLogin}
          </Link>
          <Button type="submit" loading={busy}>
            {SCREEN_TEXT.submit}
          </Button>
        </div>
      </form>
    </PublicPage>
  );
}
