import { isApiError, isForbidden } from '@hvac/console-api';
import { useConsoleMutations } from '@hvac/console-api/react';
import { MESSAGES, invitablePermissionTypes } from '@hvac/console-domain';
import type { InviteSubmission } from '@hvac/console-ui';
import { Button, InviteDialog, PlusIcon, useToast } from '@hvac/console-ui';

import { errorMessage } from '../app/errors';
import { SCREEN_TEXT } from '../app/text';
import { usePermissions } from '../app/usePermissions';

function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && Object.keys(error.fieldErrors).length > 0;
}

/**
 * The Invite User button and dialog wired to the API. Managers are offered operator and spectator
 * only (DECISIONS.md); a failed invite keeps the dialog open with what was typed.
 */
export function InviteUserDialog() {
  const { inviteUser } = useConsoleMutations();
  const { permissionType } = usePermissions();
  const toast = useToast();

  async function invite(submission: InviteSubmission) {
    try {
      await inviteUser(submission);
    } catch (error) {
      // A refusal naming the fields is shown on those fields by the dialog; no toast repeats it.
      if (!hasFieldErrors(error)) {
        toast.error(
          isForbidden(error)
            ? MESSAGES.NOT_ALLOWED
            : errorMessage(error, MESSAGES.FAILED_TO_INVITE_USER),
        );
      }
      throw error;
    }
    toast.success(MESSAGES.USER_INVITED);
  }

  return (
    <InviteDialog
      permissionTypes={invitablePermissionTypes(permissionType)}
      onSubmit={invite}
      // The click paints the dialog at once; its form follows in the next moments, so the click
      // does not wait for the whole dialog to render (docs/benchmarks/console-ui.md).
      deferBody
      trigger={<Button startIcon={<PlusIcon />}>{SCREEN_TEXT.inviteUser}</Button>}
    />
  );
}
