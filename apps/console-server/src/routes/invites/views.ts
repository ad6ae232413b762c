import type { InviteRow } from './repository';

export function inviteView(row: InviteRow, company: string) {
  return {
    id: row.id,
    email: row.email,
    company,
    permission_type: row.permission_type,
    redeemed: row.redeemed,
    expired: row.expired,
    last_sent_at: row.last_sent_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
