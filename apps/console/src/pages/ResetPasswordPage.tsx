import { MESSAGES, ROUTES } from '@hvac/console-domain';
import { Button, PasswordField, useFocusFirstInvalid, useToast } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { messageLines } from '../app/MessageLines';
import { PublicPage } from '../app/PublicPage';
import { client } from '../app/api';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { useNewPasswordForm } from '../app/useNewPasswordForm';

/** Step two of the password reset, opened from the mailed link; success goes to Login. */
export default function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useNewPasswordForm();
  const [busy, setBusy] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate()) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await client.auth.confirmPasswordReset({
        uid,
        token,
        new_password1: form.password,
        new_password2: form.repeat,
      });
      toast.success(MESSAGES.PASSWORD_RESET_DONE);
      void navigate(ROUTES.login, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.UNEXPECTED_ERROR));
      setBusy(false);
    }
  }

  return (
    <PublicPage title={SCREEN_TEXT.resetPasswordTitle}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <PasswordField
          label={SCREEN_TEXT.newPassword}
          name="new_password1"
          autoComplete="new-password"
          value={form.password}
          error={messageLines(form.passwordErrors)}
          onChange={(event) => form.setPassword(event.target.value)}
        />
        <PasswordField
          label={SCREEN_TEXT.repeatNewPassword}
          name="new_password2"
          autoComplete="new-password"
          value={form.repeat}
          error={form.repeatError}
          onChange={(event) => form.setRepeat(event.target.value)}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {SCREEN_TEXT.submit}
          </Button>
        </div>
      </form>
    </PublicPage>
  );
}
