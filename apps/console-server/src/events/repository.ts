import type { PermissionType } from '@hvac/console-domain';
import type { Database } from '../db';

export interface LiveSessionRow {
  id: number;
  permission_type: PermissionType;
}

/**
 * Of the given sessions of a tenant, those that still hold (not logged out, not expired, the user
 * active) with their user's permission type now.
 */
export function liveSessions(
  db: Database,
  tenant: string,
  sessionIds: number[],
  now: Date,
): Promise<LiveSessionRow[]> {
  return db.query<LiveSessionRow>(
    `SELECT s.id, u.permission_type
       FROM refresh_tokens s
       JOIN users u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND s.id = ANY($2::int[]) AND s.revoked_at IS NULL AND s.expires_at > $3
        AND u.is_active`,
    [tenant, sessionIds, now],
  );
}
