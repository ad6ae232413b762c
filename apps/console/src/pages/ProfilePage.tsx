import { useConsoleMutations, useCurrentUser } from '@hvac/console-api/react';
import { MESSAGES, NOTIFICATION_MESSAGES, permissionTypeLabel } from '@hvac/console-domain';
import { Button, Card, Switch, TextField, useToast } from '@hvac/console-ui';
import type { FormEvent } from 'react';
import { useState } from 'react';

import { QueryState } from '../app/QueryState';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { PageHeading } from '../app/pageHeading';

/** /profile/ (DECISIONS.md): the signed-in user, with first and last name editable. */
export default function ProfilePage() {
  const user = useCurrentUser();
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.profileTitle} />
      <QueryState
        loading={!user.data}
        error={user.error}
        errorMessage={MESSAGES.SERVER_ERROR}
        onRetry={() => void user.mutate()}
      >
        {user.data ? (
          <ProfileForm
            key={user.data.id}
            firstName={user.data.first_name}
            lastName={user.data.last_name}
            email={user.data.email}
            username={user.data.username}
            permissionType={user.data.permission_type}
          />
        ) : null}
        {user.data ? <MuteSwitch muted={user.data.notifications_muted ?? false} /> : null}
      </QueryState>
    </div>
  );
}

interface ProfileFormProps {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  permissionType: string;
}

function ProfileForm({ firstName, lastName, email, username, permissionType }: ProfileFormProps) {
  const { updateCurrentUser } = useConsoleMutations();
  const toast = useToast();
  const [names, setNames] = useState({ first_name: firstName, last_name: lastName });
  const [busy, setBusy] = useState(false);
  const unchanged = names.first_name === firstName && names.last_name === lastName;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await updateCurrentUser({
        first_name: names.first_name.trim(),
        last_name: names.last_name.trim(),
      });
      toast.success(MESSAGES.PROFILE_UPDATED);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.FAILED_TO_UPDATE_PROFILE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className={styles.narrow}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.username}</dt>
          <dd>{username}</dd>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.email}</dt>
          <dd>{email}</dd>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.permissionType}</dt>
          <dd>{permissionTypeLabel(permissionType)}</dd>
        </dl>
        <TextField
          label={SCREEN_TEXT.firstName}
          autoComplete="given-name"
          value={names.first_name}
          onChange={(event) => setNames({ ...names, first_name: event.target.value })}
        />
        <TextField
          label={SCREEN_TEXT.lastName}
          autoComplete="family-name"
          value={names.last_name}
          onChange={(event) => setNames({ ...names, last_name: event.target.value })}
        />
        <div className={styles.formActions}>
          {/* Saved, nothing is left to save: the button stays focused (aria-disabled). */}
          <Button type="submit" loading={busy} disabled={unchanged} focusableWhenDisabled>
            {SCREEN_TEXT.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The user's own switch for alarm notifications (PATCH /authentication/user/ notifications_muted). */
function MuteSwitch({ muted }: { muted: boolean }) {
  const { updateCurrentUser } = useConsoleMutations();
  const toast = useToast();
  const [checked, setChecked] = useState(muted);
  const [busy, setBusy] = useState(false);

  async function change(next: boolean) {
    // Not disabled while saving: a disabled switch would drop keyboard focus to <body>.
    if (busy) return;
    setChecked(next);
    setBusy(true);
    try {
      await updateCurrentUser({ notifications_muted: next });
      toast.success(next ? NOTIFICATION_MESSAGES.MUTED : NOTIFICATION_MESSAGES.UNMUTED);
    } catch (error) {
      setChecked(!next);
      toast.error(errorMessage(error, NOTIFICATION_MESSAGES.FAILED_TO_CHANGE_MUTE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className={styles.narrow}>
      <Switch
        label={NOTIFICATION_MESSAGES.MUTE_LABEL}
        checked={checked}
        onCheckedChange={(next) => void change(next)}
      />
    </Card>
  );
}
