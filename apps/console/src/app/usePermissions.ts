import { useCurrentUser } from '@hvac/console-api/react';
import type { Action } from '@hvac/console-domain';
import { can } from '@hvac/console-domain';

/**
 * What the signed-in user may do (DECISIONS.md role matrix, `can` of the domain package). Until the
 * user is known nothing is allowed, so controls appear only once they are sure to work; the server
 * still answers 403 to anything else.
 */
export function usePermissions() {
  const user = useCurrentUser();
  const permissionType = user.data?.permission_type;
  return {
    user: user.data,
    permissionType,
    known: user.data !== undefined,
    can: (action: Action) => can(permissionType, action),
  };
}
