import { isForbidden } from '@hvac/console-api';
import type { User } from '@hvac/console-api';
import { useConsoleMutations, useUser } from '@hvac/console-api/react';
import type { PermissionType } from '@hvac/console-domain';
import {
  MESSAGES,
  PERMISSION_TYPE_OPTIONS,
  ROUTES,
  displayName,
  isPermissionType,
  permissionTypeLabel,
  permissionTypeOfUser,
} from '@hvac/console-domain';
import { Button, Card, ConfirmDialog, Select, useToast } from '@hvac/console-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { PageFallback } from '../app/PageFallback';
import { NotFoundState, QueryState } from '../app/QueryState';
import { errorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { usePermissions } from '../app/usePermissions';
import { useRouteId } from '../app/useRouteId';
import { PageHeading } from '../app/pageHeading';

/** /users/{id}/: one user; company admins change the permission type or remove the user. */
export default function UserDetailPage() {
  const permissions = usePermissions();
  if (!permissions.known) return <PageFallback />;
  if (!permissions.can('view_users')) {
    return (
      <div className={styles.page}>
        <PageHeading className={styles.heading} title={SCREEN_TEXT.userTitle} />
        <p role="alert">{MESSAGES.NOT_ALLOWED}</p>
      </div>
    );
  }
  return <UserDetail permissions={permissions} />;
}

function UserDetail({ permissions }: { permissions: ReturnType<typeof usePermissions> }) {
  const id = useRouteId();
  const user = useUser(id);
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <PageHeading
          className={styles.heading}
          title={user.data ? displayName(user.data) : SCREEN_TEXT.userTitle}
        />
        <Link className={styles.link} to={ROUTES.users}>
          {SCREEN_TEXT.usersTitle}
        </Link>
      </div>
      <QueryState
        loading={!user.data}
        error={user.error}
        errorMessage={MESSAGES.FAILED_TO_FETCH_USERS}
        onRetry={() => void user.mutate()}
        missing={id === null}
        notFound={
          <NotFoundState
            title={SCREEN_TEXT.userNotFound}
            backTo={ROUTES.users}
            backLabel={SCREEN_TEXT.backToUsers}
          />
        }
      >
        {user.data ? (
          <UserCard
            key={user.data.id}
            user={user.data}
            canManage={permissions.can('manage_users') && permissions.user?.id !== user.data.id}
          />
        ) : null}
      </QueryState>
    </div>
  );
}

function UserCard({ user, canManage }: { user: User; canManage: boolean }) {
  const { updateUser, removeUser } = useConsoleMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const current = user.permission_type ?? permissionTypeOfUser(user);
  const [permissionType, setPermissionType] = useState<PermissionType | undefined>(current);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!permissionType) return;
    setBusy(true);
    try {
      await updateUser(user.id, { permission_type: permissionType });
      toast.success(MESSAGES.USER_UPDATED);
    } catch (error) {
      toast.error(
        isForbidden(error)
          ? MESSAGES.NOT_ALLOWED
          : errorMessage(error, MESSAGES.FAILED_TO_UPDATE_USER),
      );
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await removeUser(user.id);
      toast.success(MESSAGES.USER_REMOVED);
      void navigate(ROUTES.users, { replace: true });
    } catch (error) {
      toast.error(
        isForbidden(error)
          ? MESSAGES.NOT_ALLOWED
          : errorMessage(error, MESSAGES.FAILED_TO_REMOVE_USER),
      );
      setBusy(false);
    }
  }

  return (
    <Card className={styles.narrow}>
      <div className={styles.form}>
        <dl className={styles.details}>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.username}</dt>
          <dd>{user.username}</dd>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.firstName}</dt>
          <dd>{user.first_name}</dd>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.lastName}</dt>
          <dd>{user.last_name}</dd>
          <dt className={styles.detailTerm}>{SCREEN_TEXT.email}</dt>
          <dd>{user.email}</dd>
          {canManage ? null : (
            <>
              <dt className={styles.detailTerm}>{SCREEN_TEXT.permissionType}</dt>
              <dd>{permissionTypeLabel(current)}</dd>
            </>
          )}
        </dl>
        {canManage ? (
          <>
            <Select
              label={SCREEN_TEXT.permissionType}
              options={PERMISSION_TYPE_OPTIONS}
              value={permissionType}
              onValueChange={(value) => {
                if (isPermissionType(value)) setPermissionType(value);
              }}
            />
            <div className={`${styles.formActions} ${styles.spread}`}>
              <ConfirmDialog
                title={SCREEN_TEXT.removeUser}
                description={SCREEN_TEXT.confirmRemoveUser}
                confirmLabel={SCREEN_TEXT.remove}
                cancelLabel={SCREEN_TEXT.cancel}
                busy={busy}
                onConfirm={remove}
                trigger={
                  <Button variant="outline" tone="danger">
                    {SCREEN_TEXT.removeUser}
                  </Button>
                }
              />
              <Button
                loading={busy}
                disabled={permissionType === current}
                focusableWhenDisabled
                onClick={() => void save()}
              >
                {SCREEN_TEXT.save}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
