import type { HttpClient } from '../http';
import { listByIds, listQuery, MAX_LISTED_IDS, segment } from '../query';
import type { CallOptions, Paged } from '../types/common';
import type {
  Invite,
  InviteListParams,
  InviteRequest,
  RedeemInviteInfo,
  RedeemInviteRequest,
  UpdateUserRequest,
  User,
  UserListParams,
} from '../types/users';

export function createUsersService(http: HttpClient) {
  const list = (params: UserListParams = {}, options: CallOptions = {}): Promise<Paged<User>> =>
    http.request({ method: 'GET', path: '/users/', query: listQuery(params), ...options });
  return {
    list,

    /** The users with these ids (a notification rule's recipients), wherever they fall in the pages. */
    byIds(ids: readonly number[], options: CallOptions = {}): Promise<User[]> {
      return listByIds(ids, (chunk) => list({ ids: chunk, page_size: MAX_LISTED_IDS }, options));
    },

    get(id: number, options: CallOptions = {}): Promise<User> {
      return http.request({ method: 'GET', path: `/users/${segment(id)}/`, ...options });
    },

    update(id: number, changes: UpdateUserRequest): Promise<User> {
      return http.request({ method: 'PATCH', path: `/users/${segment(id)}/`, json: changes });
    },

    remove(id: number): Promise<void> {
      return http.request({ method: 'DELETE', path: `/users/${segment(id)}/` });
    },

    listInvites(params: InviteListParams = {}, options: CallOptions = {}): Promise<Paged<Invite>> {
      return http.request({
        method: 'GET',
        path: '/users/invites/',
        query: { ...params },
        ...options,
      });
    },

    invite(request: InviteRequest): Promise<Invite> {
      return http.request({ method: 'POST', path: '/users/invite/', json: request });
    },

    deleteInvite(id: string): Promise<void> {
      return http.request({ method: 'DELETE', path: `/users/invites/${segment(id)}/` });
    },

    /** What an invite offers (no session needed). */
    getRedeemInvite(id: string, options: CallOptions = {}): Promise<RedeemInviteInfo> {
      return http.request({
        method: 'GET',
        path: `/users/redeem_invite/${segment(id)}/`,
        authenticated: false,
        ...options,
      });
    },

    redeemInvite(id: string, request: RedeemInviteRequest): Promise<unknown> {
      return http.request({
        method: 'POST',
        path: `/users/redeem_invite/${segment(id)}/`,
        json: request,
        authenticated: false,
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
