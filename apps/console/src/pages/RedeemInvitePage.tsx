import { isApiError } from '@hvac/console-api';
import { ConsoleApiProvider, useRedeemInvite } from '@hvac/console-api/react';
import type { RedeemField } from '@hvac/console-domain';
import { MESSAGES, ROUTES, isClosedInviteStatus, validateRedeem } from '@hvac/console-domain';
import { Button, PasswordField, TextField, useFocusFirstInvalid, useToast } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { PageFallback } from '../app/PageFallback';
import { PublicPage } from '../app/PublicPage';
import { client } from '../app/services';
import { logFailedRead } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';

/** An invite that no longer opens (unknown, redeemed or expired) is an answer, not an outage. */
function isClosedInvite(error: unknown): boolean {
  return isApiError(error) && isClosedInviteStatus(error.status);
}

function joinFailureMessage(error: unknown): string {
  if (isClosedInvite(error) && isApiError(error) && Object.keys(error.fieldErrors).length === 0) {
    return MESSAGES.ERROR_REDEEMING_INVITE;
  }
  return isApiError(error) ? error.firstMessage(MESSAGES.FAILED_TO_JOIN) : MESSAGES.FAILED_TO_JOIN;
}

/** /invite/{id}: shows whom the invite is for and creates the account; then Login. */
export default function RedeemInvitePage() {
  return (
    <ConsoleApiProvider
      client={client}
      // A closed invite is the page's answer, shown to the visitor; only real failures are logged.
      onError={(error, key) => {
        if (!isClosedInvite(error)) logFailedRead(error, key);
      }}
    >
      <RedeemInvite />
    </ConsoleApiProvider>
  );
}

function RedeemInvite() {
  const { id = '' } = useParams();
  const invite = useRedeemInvite(id);
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    first_name: '',
    last_name: '',
    password1: '',
    password2: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const validation = validateRedeem(values);
  const fieldError = (field: RedeemField) =>
    submitted ? validation.fieldErrors[field] : undefined;
  const change = (field: RedeemField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.valid) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await client.users.redeemInvite(id, values);
      toast.success(MESSAGES.JOINED);
      void navigate(ROUTES.login, { replace: true });
    } catch (error) {
      toast.error(joinFailureMessage(error));
      setBusy(false);
    }
  }

  if (invite.isLoading) return <PageFallback />;
  if (invite.error || !invite.data) {
    return (
      <PublicPage title={SCREEN_TEXT.redeemInviteTitle}>
        <p role="alert">
          {isClosedInvite(invite.error)
            ? MESSAGES.INVALID_OR_EXPIRED_INVITE
            : MESSAGES.ERROR_LOADING_INVITE}
        </p>
        {/* Not a dead end: people who already joined sign in from here. */}
        <p>
          <Link className={styles.link} to={ROUTES.login}>
            {SCREEN_TEXT.backToLogin}
          </Link>
        </p>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={SCREEN_TEXT.redeemInviteTitle}>
      <dl className={styles.details}>
        <dt className={styles.detailTerm}>{SCREEN_TEXT.invitedAs}</dt>
        <dd>{invite.data.email}</dd>
        <dt className={styles.detailTerm}>{SCREEN_TEXT.company}</dt>
        <dd>{invite.data.company}</dd>
      </dl>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={SCREEN_TEXT.firstName}
          autoComplete="given-name"
          value={values.first_name}
          error={fieldError('first_name')}
          onChange={change('first_name')}
        />
        <TextField
          label={SCREEN_TEXT.lastName}
          autoComplete="family-name"
          value={values.last_name}
          error={fieldError('last_name')}
          onChange={change('last_name')}
        />
        <PasswordField
          label={SCREEN_TEXT.password}
          autoComplete="new-password"
          value={values.password1}
          error={fieldError('password1')}
          onChange={change('password1')}
        />
        <PasswordField
          label={SCREEN_TEXT.repeatPassword}
          autoComplete="new-password"
          value={values.password2}
          error={fieldError('password2')}
          onChange={change('password2')}
        />
        <div className={styles.formActions}>
          <Button variant="outline" tone="neutral" onClick={() => void navigate('/')}>
            {SCREEN_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {SCREEN_TEXT.join}
          </Button>
        </div>
      </form>
    </PublicPage>
  );
}
