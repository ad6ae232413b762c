import { useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES, ROUTES } from '@hvac/console-domain';
import { Button, PasswordField, useFocusFirstInvalid, useToast } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { messageLines } from '../app/MessageLines';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { useNewPasswordForm } from '../app/useNewPasswordForm';
import { PageHeading } from '../app/pageHeading';

/** /changepassword/: the old password and the new one twice. */
export default function ChangePasswordPage() {
  const { changePassword } = useConsoleMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useNewPasswordForm();
  const [oldPassword, setOldPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const [submitted, setSubmitted] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const oldPasswordError = submitted && oldPassword === '' ? MESSAGES.PASSWORD_REQUIRED : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const newPasswordValid = form.validate();
    if (oldPassword === '' || !newPasswordValid) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await changePassword({
        old_password: oldPassword,
        new_password1: form.password,
        new_password2: form.repeat,
      });
      toast.success(MESSAGES.PASSWORD_CHANGED);
      void navigate(ROUTES.dashboard);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.UNEXPECTED_ERROR));
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.changePasswordTitle} />
      <form
        ref={formRef}
        className={`${styles.form} ${styles.narrow}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <PasswordField
          label={SCREEN_TEXT.oldPassword}
          autoComplete="current-password"
          value={oldPassword}
          error={oldPasswordError}
          onChange={(event) => setOldPassword(event.target.value)}
        />
        <PasswordField
          label={SCREEN_TEXT.newPassword}
          autoComplete="new-password"
          value={form.password}
          error={messageLines(form.passwordErrors)}
          onChange={(event) => form.setPassword(event.target.value)}
        />
        <PasswordField
          label={SCREEN_TEXT.repeatNewPassword}
          autoComplete="new-password"
          value={form.repeat}
          error={form.repeatError}
          onChange={(event) => form.setRepeat(event.target.value)}
        />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {SCREEN_TEXT.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
