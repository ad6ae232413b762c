import { MESSAGES, PERMISSION_TYPES } from '@hvac/console-domain';
import { z } from 'zod';
import { pageResponse, wire } from '../../http/responses';
import { userResponse } from '../../users/model';
import type { InviteRow } from '../../users/invites';

export const inviteResponse = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  company: z.string(),
  permission_type: z.enum(PERMISSION_TYPES),
  redeemed: z.boolean(),
  expired: z.boolean(),
  last_sent_at: wire.timestamp,
  created_at: wire.timestamp,
});
export type InviteResponse = z.infer<typeof inviteResponse>;
export const invitePageResponse = pageResponse(inviteResponse);

/** GET /users/redeem_invite/{id}/: what the invited person sees before joining. */
export const redeemInviteInfoResponse = z.strictObject({
  email: z.string(),
  company: z.string(),
  permission_type: z.enum(PERMISSION_TYPES),
});
export type RedeemInviteInfoResponse = z.infer<typeof redeemInviteInfoResponse>;

/** POST /users/redeem_invite/{id}/: the new user and the welcome message. */
export const joinedResponse = userResponse.extend({ detail: z.literal(MESSAGES.JOINED) });
export type JoinedResponse = z.infer<typeof joinedResponse>;

export function inviteView(row: InviteRow, company: string): InviteResponse {
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
