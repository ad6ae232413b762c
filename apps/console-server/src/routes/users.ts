import {
  canInvitePermission,
  isPermissionType,
  MESSAGES,
  PERMISSION_TYPES,
  validateInvite,
  validateNewPassword,
  validateRedeem,
} from '@hvac/console-domain';
import type { PermissionType } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import {
  badRequest,
  fieldErrors,
  forbidden,
  HttpError,
  idParams,
  listQuerySchema,
  notFound,
  pagedList,
  requireAction,
  SERVER_MESSAGES,
} from '../http';
import { companyName } from '../http/tenancy';
import { USER_COLUMNS, userJson } from '../users/model';
import type { UserRow } from '../users/model';

export const INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (max: number) => z.string().max(max);
const nameField = (message: string) => text(150).trim().min(1, message);
const userPatchBody = z.object({
  permission_type: z.enum(PERMISSION_TYPES).optional(),
  first_name: nameField(MESSAGES.FIRST_NAME_REQUIRED).optional(),
  last_name: nameField(MESSAGES.LAST_NAME_REQUIRED).optional(),
});
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

interface InviteRow {
  id: string;
  email: string;
  permission_type: PermissionType;
  redeemed: boolean;
  expired: boolean;
  last_sent_at: Date;
  created_at: Date;
}

const INVITE_COLUMNS = (nowParam: string) =>
  `id::text AS id, email, permission_type, redeemed, (NOT redeemed AND expires_at <= ${nowParam}) AS expired,
   last_sent_at, created_at`;

function inviteJson(row: InviteRow, company: string) {
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

function inviteId(params: unknown): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return id.toLowerCase();
}

/** Users and invites of the tenant (console.md §7, DECISIONS.md). */
export const userRoutes: FastifyPluginAsync = (app) => {
  const findUser = async (request: FastifyRequest, id: number) => {
    const row = await app.db.one<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND tenant_id = $2 AND is_active`,
      [id, request.tenant],
    );
    if (!row) throw notFound();
    return row;
  };

  app.get('/users/', { preHandler: requireAction('view_users') }, async (request) => {
    const query = listQuerySchema.parse(request.query);
    const company = await companyName(app.db, request.tenant);
    return pagedList<UserRow, ReturnType<typeof userJson>>(
      app.db,
      request,
      query,
      {
        sql: `SELECT ${USER_COLUMNS}, created_at AS date_joined FROM users WHERE tenant_id = $1 AND is_active`,
        params: [request.tenant],
        ordering: {
          id: 'id',
          username: 'username',
          email: 'email',
          first_name: 'first_name',
          last_name: 'last_name',
          permission_type: 'permission_type',
          date_joined: 'date_joined',
        },
        defaultOrdering: 'username',
        search: ['username', 'email', 'first_name', 'last_name'],
      },
      (row) => userJson(row, company),
    );
  });

  app.get('/users/:id/', { preHandler: requireAction('view_users') }, async (request) => {
    const { id } = idParams(request.params, 'id');
    return userJson(await findUser(request, id), await companyName(app.db, request.tenant));
  });

  app.patch('/users/:id/', { preHandler: requireAction('manage_users') }, async (request) => {
    const { id } = idParams(request.params, 'id');
    await findUser(request, id);
    const body = userPatchBody.parse(request.body ?? {});
    // An admin demoting or removing themselves could leave the company without one.
    if (id === request.user.id && body.permission_type !== undefined) {
      throw badRequest(SERVER_MESSAGES.CANNOT_CHANGE_SELF);
    }
    await app.db.query(
      `UPDATE users SET permission_type = coalesce($3, permission_type),
              first_name = coalesce($4, first_name), last_name = coalesce($5, last_name)
        WHERE id = $1 AND tenant_id = $2`,
      [
        id,
        request.tenant,
        body.permission_type ?? null,
        body.first_name ?? null,
        body.last_name ?? null,
      ],
    );
    return userJson(await findUser(request, id), await companyName(app.db, request.tenant));
  });

  app.delete(
    '/users/:id/',
    { preHandler: requireAction('manage_users') },
    async (request, reply) => {
      const { id } = idParams(request.params, 'id');
      await findUser(request, id);
      if (id === request.user.id) throw badRequest(SERVER_MESSAGES.CANNOT_CHANGE_SELF);
      await app.db.query('DELETE FROM users WHERE id = $1 AND tenant_id = $2', [
        id,
        request.tenant,
      ]);
      return reply.status(204).send();
    },
  );

  app.get('/users/invites/', { preHandler: requireAction('view_users') }, async (request) => {
    const query = listQuerySchema.parse(request.query);
    const company = await companyName(app.db, request.tenant);
    return pagedList<InviteRow, ReturnType<typeof inviteJson>>(
      app.db,
      request,
      query,
      {
        sql: `SELECT ${INVITE_COLUMNS('$2')} FROM invites WHERE tenant_id = $1`,
        params: [request.tenant, app.now()],
        ordering: {
          email: 'email',
          permission_type: 'permission_type',
          redeemed: 'redeemed',
          expired: 'expired',
          last_sent_at: 'last_sent_at',
          created_at: 'created_at',
        },
        defaultOrdering: '-last_sent_at',
        search: ['email', 'permission_type'],
      },
      (row) => inviteJson(row, company),
    );
  });

  app.post(
    '/users/invite/',
    { preHandler: requireAction('invite_users') },
    async (request, reply) => {
      const raw = inviteBody.parse(request.body ?? {});
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
      const existing = await app.db.one(
        `SELECT id FROM users WHERE tenant_id = $1 AND (lower(email) = $2 OR lower(username) = $2)`,
        [request.tenant, email],
      );
      if (existing) throw fieldErrors({ email: SERVER_MESSAGES.USER_ALREADY_EXISTS });

      const now = app.now();
      const expiresAt = new Date(now.getTime() + INVITE_DAYS * DAY_MS);
      const company = await companyName(app.db, request.tenant);
      const { invite, created } = await app.db.transaction(async (tx) => {
        // A pending invite for the address is sent again (new expiry, the new permission type).
        const resent = await tx.one<InviteRow>(
          `UPDATE invites SET last_sent_at = $3, expires_at = $4, permission_type = $5, invited_by = $6
          WHERE tenant_id = $1 AND lower(email) = $2 AND NOT redeemed AND expires_at > $3
          RETURNING ${INVITE_COLUMNS('$3')}`,
          [request.tenant, email, now, expiresAt, permissionType, request.user.id],
        );
        const row =
          resent ??
          (await tx.one<InviteRow>(
            `INSERT INTO invites (tenant_id, email, permission_type, expires_at, last_sent_at, invited_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING ${INVITE_COLUMNS('$5')}`,
            [request.tenant, email, permissionType, expiresAt, now, request.user.id],
          ));
        if (!row) throw new Error('invite not stored');
        const link = `/invite/${row.id}`;
        await app.mailer.enqueue(tx, request.tenant, {
          to: email,
          subject: `You are invited to the HVAC console of ${company}`,
          body: `${request.user.firstName} ${request.user.lastName} invited you to join ${company} on the HVAC console.\n\nAccept the invite here (valid for ${INVITE_DAYS} days):\n${app.consoleUrl(request.tenant)}${link}\n`,
          link,
        });
        return { invite: row, created: resent === undefined };
      });
      void app.mailer.flush(app.db);
      return reply.status(created ? 201 : 200).send(inviteJson(invite, company));
    },
  );

  app.delete(
    '/users/invites/:id/',
    { preHandler: requireAction('invite_users') },
    async (request, reply) => {
      const id = inviteId(request.params);
      const invite = await app.db.one<{ permission_type: string }>(
        'SELECT permission_type FROM invites WHERE id = $1 AND tenant_id = $2',
        [id, request.tenant],
      );
      if (!invite) throw notFound();
      if (!canInvitePermission(request.user.permissionType, invite.permission_type)) {
        throw forbidden(SERVER_MESSAGES.CANNOT_INVITE_TYPE);
      }
      await app.db.query('DELETE FROM invites WHERE id = $1 AND tenant_id = $2', [
        id,
        request.tenant,
      ]);
      return reply.status(204).send();
    },
  );

  /** The invite behind a redeem link: 404 when unknown, 410 when redeemed or expired. */
  const openInvite = async (request: FastifyRequest) => {
    const id = inviteId(request.params);
    const invite = await app.db.one<InviteRow>(
      `SELECT ${INVITE_COLUMNS('$3')} FROM invites WHERE id = $1 AND tenant_id = $2`,
      [id, request.tenant, app.now()],
    );
    if (!invite) throw new HttpError(404, { detail: SERVER_MESSAGES.INVITE_NOT_FOUND });
    if (invite.redeemed || invite.expired) {
      throw new HttpError(410, { detail: SERVER_MESSAGES.INVITE_EXPIRED });
    }
    return invite;
  };

  app.get('/users/redeem_invite/:id/', { config: { public: true } }, async (request) => {
    const invite = await openInvite(request);
    return {
      email: invite.email,
      company: await companyName(app.db, request.tenant),
      permission_type: invite.permission_type,
    };
  });

  app.post('/users/redeem_invite/:id/', { config: { public: true } }, async (request, reply) => {
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
    const user = await app.db.transaction(async (tx) => {
      const claimed = await tx.query(
        `UPDATE invites SET redeemed = true, redeemed_at = $3
          WHERE id = $1 AND tenant_id = $2 AND NOT redeemed AND expires_at > $3 RETURNING id`,
        [invite.id, request.tenant, now],
      );
      if (claimed.length === 0)
        throw new HttpError(410, { detail: SERVER_MESSAGES.INVITE_EXPIRED });
      const taken = await tx.one('SELECT id FROM users WHERE tenant_id = $1 AND username = $2', [
        request.tenant,
        invite.email,
      ]);
      if (taken) throw badRequest(SERVER_MESSAGES.USER_ALREADY_EXISTS);
      return tx.one<UserRow>(
        `INSERT INTO users (tenant_id, username, email, first_name, last_name, password_hash, permission_type, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
        [
          request.tenant,
          invite.email,
          (body.first_name ?? '').trim(),
          (body.last_name ?? '').trim(),
          hash,
          invite.permission_type,
          now,
        ],
      );
    });
    if (!user) throw new Error('user not created');
    return reply.status(201).send({
      detail: MESSAGES.JOINED,
      ...userJson(user, await companyName(app.db, request.tenant)),
    });
  });
  return Promise.resolve();
};
