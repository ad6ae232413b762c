import {
  canInvitePermission,
  isPermissionType,
  MESSAGES,
  PERMISSION_TYPES,
  validateInvite,
  validateNewPassword,
  validateRedeem,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { hashToken, randomToken } from '../../auth/tokens';
import {
  badRequest,
  fieldErrors,
  forbidden,
  HttpError,
  listQuerySchema,
  notFound,
  pageOf,
  requireAction,
  SERVER_MESSAGES,
} from '../../http';
import { companyName } from '../../http/tenancy';
import { userJson } from '../../users/model';
import { insertUser, usernameTaken, userWithAddressExists } from '../../users/repository';
import {
  claimInvite,
  deleteExpiredInvites,
  deleteInvite,
  findInviteByToken,
  insertInvite,
  invitePermissionType,
  pendingInvitePermission,
  listInvites,
  resendPendingInvite,
} from '../../users/invites';
import {
  invitePageResponse,
  inviteResponse,
  inviteView,
  joinedResponse,
  redeemInviteInfoResponse,
} from './views';
import { checkedInHandler, optionalBody, useZodSchemas } from '../../http/schemas';

export const INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A redeem link's token: 32 random bytes in base64url (randomToken). */
const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** PostgreSQL's unique_violation: a concurrent invite for the same address won the race. */
const UNIQUE_VIOLATION = '23505';

const text = (max: number) => z.string().max(max);
const inviteBody = z.object({
  email: z.unknown().optional(),
  permission_type: z.unknown().optional(),
});
const redeemBody = z.object({
  first_name: text(150).optional(),
  last_name: text(150).optional(),
  password1: text(256).optional(),
  password2: text(256).optional(),
});
const emailSchema = z.email(SERVER_MESSAGES.INVALID_EMAIL).max(254);

/** An invite's listed id, a UUID (any case); anything else answers 404. */
const invitePath = z.object({
  id: z
    .string()
    .regex(UUID)
    .transform((id) => id.toLowerCase()),
});

/** The token of a redeem link (`/invite/{token}`); anything else, an invite's listed id included, is unknown. */
function inviteTokenHash(params: unknown): string {
  const token = (params as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !INVITE_TOKEN.test(token)) {
    throw new HttpError(404, { detail: SERVER_MESSAGES.INVITE_NOT_FOUND });
  }
  return hashToken(token);
}

/** A redeem link's token, checked by inviteTokenHash: its 404 names the invite. */
const redeemPath = checkedInHandler(z.object({ token: z.string().regex(INVITE_TOKEN) }));

/** Invites of the tenant (console.md §7, DECISIONS.md): list, send or resend, delete, redeem. */
export const inviteRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;

  app.get(
    '/users/invites/',
    {
      preValidation: requireAction('view_users'),
      schema: { querystring: listQuerySchema, response: { 200: invitePageResponse } },
    },
    async (request) => {
      const { query } = request;
      const company = await companyName(db, request.tenant);
      const page = await listInvites(db, request.tenant, app.now(), query);
      return pageOf(request, page, (row) => inviteView(row, company));
    },
  );

  app.post(
    '/users/invite/',
    {
      preValidation: requireAction('invite_users'),
      schema: {
        body: optionalBody(inviteBody),
        response: { 200: inviteResponse, 201: inviteResponse },
      },
    },
    async (request, reply) => {
      const raw = request.body;
      const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : undefined;
      const permissionType =
        typeof raw.permission_type === 'string' ? raw.permission_type : undefined;
      const validation = validateInvite({ email, permission_type: permissionType });
      if (validation.formError) throw badRequest(validation.formError);
      if (!validation.valid) throw fieldErrors(validation.fieldErrors);
      if (!emailSchema.safeParse(email).success || email === undefined) {
        throw fieldErrors({ email: SERVER_MESSAGES.INVALID_EMAIL });
      }
      if (!isPermissionType(permissionType)) {
        throw fieldErrors({ permission_type: MESSAGES.PERMISSION_TYPE_REQUIRED });
      }
      if (!canInvitePermission(request.user.permissionType, permissionType)) {
        throw forbidden(SERVER_MESSAGES.CANNOT_INVITE_TYPE);
      }
      if (await userWithAddressExists(db, request.tenant, email)) {
        throw fieldErrors({ email: SERVER_MESSAGES.USER_ALREADY_EXISTS });
      }

      const now = app.now();
      const company = await companyName(db, request.tenant);
      const send = () =>
        db.transaction(async (tx) => {
          // A new link every time: the token is mailed and only its hash is kept.
          const token = randomToken();
          const invite = {
            email,
            tokenHash: hashToken(token),
            permissionType,
            mayRewrite: PERMISSION_TYPES.filter((type) =>
              canInvitePermission(request.user.permissionType, type),
            ),
            invitedBy: request.user.id,
            expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS),
          };
          await deleteExpiredInvites(tx, request.tenant, email, now);
          // A pending invite for the address is sent again (new expiry, the new permission type), but only
          // by someone who may invite its CURRENT type too: a manager must not rewrite an admin's invite.
          // The update checks the type itself (mayRewrite), since an invite committed after this read is
          // visible to it.
          const pending = await pendingInvitePermission(tx, request.tenant, email, now);
          if (
            pending !== undefined &&
            (!isPermissionType(pending) ||
              !canInvitePermission(request.user.permissionType, pending))
          ) {
            throw forbidden(SERVER_MESSAGES.CANNOT_INVITE_TYPE);
          }
          const resent = await resendPendingInvite(tx, request.tenant, invite, now);
          const stored = resent ?? (await insertInvite(tx, request.tenant, invite, now));
          const link = `/invite/${token}`;
          await app.mailer.enqueue(tx, request.tenant, {
            to: email,
            subject: `You are invited to the HVAC console of ${company}`,
            body: `${request.user.firstName} ${request.user.lastName} invited you to join ${company} on the HVAC console.\n\nAccept the invite here (valid for ${INVITE_DAYS} days):\n${app.consoleUrl(request.tenant)}${link}\n`,
            link,
          });
          return { row: stored, created: resent === undefined };
        });
      let sent;
      try {
        sent = await send();
      } catch (error) {
        // Two invites for one address at once: the database keeps one open invite per address
        // (invites_one_open_per_address), the loser's insert fails; sending again treats it as a resend,
        // with the permission check of the invite that won.
        if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
        sent = await send();
      }
      const { row, created } = sent;
      void app.mailer.flush(db);
      return reply.status(created ? 201 : 200).send(inviteView(row, company));
    },
  );

  app.delete(
    '/users/invites/:id/',
    { preValidation: requireAction('invite_users'), schema: { params: invitePath } },
    async (request, reply) => {
      const { id } = request.params;
      const permissionType = await invitePermissionType(db, request.tenant, id);
      if (permissionType === undefined) throw notFound();
      if (!canInvitePermission(request.user.permissionType, permissionType)) {
        throw forbidden(SERVER_MESSAGES.CANNOT_INVITE_TYPE);
      }
      await deleteInvite(db, request.tenant, id);
      return reply.status(204).send();
    },
  );

  /** The invite behind a redeem link: 404 when unknown, 410 when redeemed or expired. */
  const openInvite = async (request: FastifyRequest) => {
    const invite = await findInviteByToken(
      db,
      request.tenant,
      inviteTokenHash(request.params),
      app.now(),
    );
    if (!invite) throw new HttpError(404, { detail: SERVER_MESSAGES.INVITE_NOT_FOUND });
    if (invite.redeemed || invite.expired) {
      throw new HttpError(410, { detail: SERVER_MESSAGES.INVITE_EXPIRED });
    }
    return invite;
  };

  app.get(
    '/users/redeem_invite/:token/',
    {
      config: { public: true },
      schema: { params: redeemPath, response: { 200: redeemInviteInfoResponse } },
    },
    async (request) => {
      const invite = await openInvite(request);
      return {
        email: invite.email,
        company: await companyName(db, request.tenant),
        permission_type: invite.permission_type,
      };
    },
  );

  app.post(
    '/users/redeem_invite/:token/',
    {
      config: { public: true },
      // The invite is looked up (404, 410) before the body is read.
      schema: {
        params: redeemPath,
        body: checkedInHandler(redeemBody),
        response: { 201: joinedResponse },
      },
    },
    async (request, reply) => {
      const invite = await openInvite(request);
      const body = redeemBody.parse(request.body ?? {});
      const validation = validateRedeem({
        first_name: body.first_name,
        last_name: body.last_name,
        password1: body.password1,
        password2: body.password2,
      });
      if (!validation.valid) throw fieldErrors(validation.fieldErrors);
      const passwordMessages = validateNewPassword(body.password1, body.password2);
      if (passwordMessages.length > 0) {
        const mismatch = passwordMessages.filter(
          (message) => message === MESSAGES.PASSWORDS_DO_NOT_MATCH,
        );
        const rules = passwordMessages.filter(
          (message) => message !== MESSAGES.PASSWORDS_DO_NOT_MATCH,
        );
        throw fieldErrors({
          ...(rules.length > 0 ? { password1: rules } : {}),
          ...(mismatch.length > 0 ? { password2: mismatch } : {}),
        });
      }
      const hash = await hashPassword(body.password1 ?? '');
      const now = app.now();
      const user = await db.transaction(async (tx) => {
        if (!(await claimInvite(tx, request.tenant, invite.id, now)))
          throw new HttpError(410, { detail: SERVER_MESSAGES.INVITE_EXPIRED });
        if (await usernameTaken(tx, request.tenant, invite.email))
          throw badRequest(SERVER_MESSAGES.USER_ALREADY_EXISTS);
        return insertUser(
          tx,
          request.tenant,
          {
            email: invite.email,
            firstName: (body.first_name ?? '').trim(),
            lastName: (body.last_name ?? '').trim(),
            passwordHash: hash,
            permissionType: invite.permission_type,
          },
          now,
        );
      });
      return reply.status(201).send({
        detail: MESSAGES.JOINED,
        ...userJson(user, await companyName(db, request.tenant)),
      });
    },
  );
  return Promise.resolve();
};
