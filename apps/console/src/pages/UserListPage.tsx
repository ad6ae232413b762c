import type { Invite, User } from '@hvac/console-api';
import { useConsoleMutations, useInvites, useUsers } from '@hvac/console-api/react';
import type { PermissionType } from '@hvac/console-domain';
import {
  MESSAGES,
  canInvitePermission,
  formatDateTime,
  permissionTypeLabel,
  permissionTypeOfUser,
  userPath,
  yesNo,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { CloseIcon, ConfirmDialog, DataTable, IconButton, useToast } from '@hvac/console-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { PageFallback } from '../app/PageFallback';
import { errorMessage, loadErrorMessage } from '../app/errors';
import * as styles from '../app/layout.css';
import { SCREEN_TEXT } from '../app/text';
import { usePermissions } from '../app/usePermissions';
import { useServerQuery } from '../app/useServerQuery';
import { InviteUserDialog } from './InviteUserDialog';
import { PageHeading } from '../app/pageHeading';

const NO_USERS: User[] = [];
const NO_INVITES: Invite[] = [];

const userColumns: DataTableColumn<User>[] = [
  { id: 'username', header: SCREEN_TEXT.username, value: (user) => user.username, sortable: true },
  {
    id: 'first_name',
    header: SCREEN_TEXT.firstName,
    value: (user) => user.first_name,
    sortable: true,
  },
  {
    id: 'last_name',
    header: SCREEN_TEXT.lastName,
    value: (user) => user.last_name,
    sortable: true,
  },
  { id: 'email', header: SCREEN_TEXT.email, value: (user) => user.email, sortable: true },
  {
    id: 'permission_type',
    header: SCREEN_TEXT.permissionType,
    value: (user) => permissionTypeLabel(user.permission_type ?? permissionTypeOfUser(user)),
    sortable: true,
  },
];

/** /users/: the company's users and its invites (console.md §2 Users). */
export default function UserListPage() {
  const permissions = usePermissions();
  // The invites wait below until the users' first answer is in: the users table grows from its
  // placeholder rows to its rows then, which moved the invites down (a layout shift, CLS 0.04).
  // Shown later, they appear rather than move; both lists are asked for at once all the same.
  const [usersLoaded, setUsersLoaded] = useState(false);
  const showInvites = useCallback(() => setUsersLoaded(true), []);
  if (!permissions.known) return <PageFallback />;
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading} title={SCREEN_TEXT.usersTitle} />
      {permissions.can('view_users') ? (
        <>
          <UsersSection onFirstAnswer={showInvites} />
          <InvitesSection
            hidden={!usersLoaded}
            canInvite={permissions.can('invite_users')}
            permissionType={permissions.permissionType}
          />
        </>
      ) : (
        <p role="alert">{MESSAGES.NOT_ALLOWED}</p>
      )}
    </div>
  );
}

function UsersSection({ onFirstAnswer }: { onFirstAnswer: () => void }) {
  const navigate = useNavigate();
  const { query, setQuery, params } = useServerQuery();
  const users = useUsers(params);
  const answered = !users.isLoading;
  useEffect(() => {
    if (answered) onFirstAnswer();
  }, [answered, onFirstAnswer]);
  return (
    <section className={styles.section}>
      <DataTable
        aria-label={SCREEN_TEXT.usersTitle}
        columns={userColumns}
        rows={users.data?.results ?? NO_USERS}
        rowCount={users.data?.count ?? 0}
        getRowId={(user) => String(user.id)}
        page={query.page}
        pageSize={query.pageSize}
        onQueryChange={setQuery}
        loading={users.isLoading || users.isValidating}
        error={loadErrorMessage(users.error, MESSAGES.FAILED_TO_FETCH_USERS)}
        onRetry={() => void users.mutate()}
        onRowClick={(user) => void navigate(userPath(user.id))}
        labels={{ search: SCREEN_TEXT.searchUsers }}
      />
    </section>
  );
}

function InvitesSection({
  hidden,
  canInvite,
  permissionType,
}: {
  hidden: boolean;
  canInvite: boolean;
  /** The signed-in user's: a manager deletes only the invites a manager may send. */
  permissionType: PermissionType | undefined;
}) {
  const { query, setQuery, params } = useServerQuery();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const invites = useInvites(params);
  const { deleteInvite } = useConsoleMutations();
  const toast = useToast();

  /** Deletes after the confirmation; resolves true when the invite is gone. */
  async function remove(invite: Invite): Promise<boolean> {
    try {
      await deleteInvite(invite.id);
      toast.success(MESSAGES.INVITE_DELETED);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.SERVER_ERROR));
      return false;
    }
  }

  // (Its list is asked for all the same: the hooks above run.)
  if (hidden) return null;

  const columns: DataTableColumn<Invite>[] = [
    { id: 'email', header: SCREEN_TEXT.email, value: (invite) => invite.email, sortable: true },
    {
      id: 'permission_type',
      header: SCREEN_TEXT.permissionType,
      value: (invite) => permissionTypeLabel(invite.permission_type),
      sortable: true,
    },
    {
      id: 'redeemed',
      header: SCREEN_TEXT.redeemed,
      value: (invite) => yesNo(invite.redeemed),
      sortable: true,
    },
    {
      id: 'expired',
      header: SCREEN_TEXT.expired,
      value: (invite) => yesNo(invite.expired),
      sortable: true,
    },
    {
      id: 'last_sent_at',
      header: SCREEN_TEXT.lastSentAt,
      value: (invite) => formatDateTime(invite.last_sent_at),
      sortable: true,
    },
  ];
  if (canInvite) {
    columns.push({
      id: 'action',
      header: SCREEN_TEXT.action,
      // Each row's control follows the role matrix for that invite (DECISIONS.md invite_users):
      // a manager deletes operator and spectator invites only, as the server allows.
      cell: (invite) =>
        canInvitePermission(permissionType, invite.permission_type) ? (
          <DeleteInviteButton
            invite={invite}
            onConfirm={remove}
            // The row and its button are gone: focus goes to the list's heading, not to <body>.
            focusAfterDelete={() => headingRef.current?.focus()}
          />
        ) : null,
    });
  }

  return (
    <section className={styles.section} aria-labelledby="invites-heading">
      <div className={styles.pageHeader}>
        <h2 id="invites-heading" className={styles.subheading} ref={headingRef} tabIndex={-1}>
          {SCREEN_TEXT.userInvitesTitle}
        </h2>
        {canInvite ? <InviteUserDialog /> : null}
      </div>
      <DataTable
        aria-label={SCREEN_TEXT.userInvitesTitle}
        columns={columns}
        rows={invites.data?.results ?? NO_INVITES}
        rowCount={invites.data?.count ?? 0}
        getRowId={(invite) => invite.id}
        page={query.page}
        pageSize={query.pageSize}
        onQueryChange={setQuery}
        loading={invites.isLoading || invites.isValidating}
        error={loadErrorMessage(invites.error, MESSAGES.FAILED_TO_FETCH_INVITES)}
        onRetry={() => void invites.mutate()}
        labels={{ search: SCREEN_TEXT.searchInvites }}
      />
    </section>
  );
}

/** The row's delete button: it asks first (Delete / Cancel), since an invite cannot be restored. */
function DeleteInviteButton({
  invite,
  onConfirm,
  focusAfterDelete,
}: {
  invite: Invite;
  onConfirm: (invite: Invite) => Promise<boolean>;
  focusAfterDelete: () => void;
}) {
  return (
    <ConfirmDialog
      title={SCREEN_TEXT.deleteInvite}
      description={`${SCREEN_TEXT.confirmDeleteInvite} ${invite.email}`}
      confirmLabel={SCREEN_TEXT.delete}
      cancelLabel={SCREEN_TEXT.cancel}
      onConfirm={() => onConfirm(invite)}
      // Also when its row is removed first: the trigger is gone with the invite, so focus goes
      // where the list says instead of back to it.
      onConfirmed={focusAfterDelete}
      trigger={
        <IconButton
          aria-label={`${SCREEN_TEXT.deleteInvite} ${invite.email}`}
          icon={<CloseIcon />}
          size="small"
        />
      }
    />
  );
}
