import { MESSAGES, PERMISSION_TYPES } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  badRequest,
  pathIds,
  idListParam,
  listQuerySchema,
  notFound,
  pageOf,
  requireAction,
  SERVER_MESSAGES,
} from '../../http';
import { companyName } from '../../http/tenancy';
import { userJson, userPageResponse, userResponse } from '../../users/model';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';
import { deleteUser, findActiveUser, listActiveUsers, updateUser } from '../../users/repository';

const nameField = (message: string) => z.string().max(150).trim().min(1, message);
const userPatchBody = z.object({
  permission_type: z.enum(PERMISSION_TYPES).optional(),
  first_name: nameField(MESSAGES.FIRST_NAME_REQUIRED).optional(),
  last_name: nameField(MESSAGES.LAST_NAME_REQUIRED).optional(),
});

/** The user list's query: paging, search, ordering and, with `ids`, only the users named. */
const userListQuery = listQuerySchema.extend({ ids: idListParam.optional() });

/** The tenant's users (console.md §7, DECISIONS.md): list, one, change role or names, remove. */
export const userRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const viewUsers = { preValidation: requireAction('view_users') };
  const oneUser = { params: pathIds('id'), response: { 200: userResponse } };

  const userOr404 = async (request: FastifyRequest, id: number) => {
    const row = await findActiveUser(db, request.tenant, id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/users/',
    { ...viewUsers, schema: { querystring: userListQuery, response: { 200: userPageResponse } } },
    async (request) => {
      const { query } = request;
      const company = await companyName(db, request.tenant);
      const page = await listActiveUsers(db, request.tenant, query, { ids: query.ids });
      return pageOf(request, page, (row) => userJson(row, company));
    },
  );

  app.get('/users/:id/', { ...viewUsers, schema: oneUser }, async (request) => {
    const { id } = request.params;
    return userJson(await userOr404(request, id), await companyName(db, request.tenant));
  });

  app.patch(
    '/users/:id/',
    {
      preValidation: requireAction('manage_users'),
      // The user is looked up (404) before the body is read.
      schema: { ...oneUser, body: checkedInHandler(userPatchBody) },
    },
    async (request) => {
      const { id } = request.params;
      await userOr404(request, id);
      const body = userPatchBody.parse(request.body ?? {});
      // An admin demoting or removing themselves could leave the company without one.
      if (id === request.user.id && body.permission_type !== undefined) {
        throw badRequest(SERVER_MESSAGES.CANNOT_CHANGE_SELF);
      }
      await updateUser(
        db,
        request.tenant,
        id,
        {
          permissionType: body.permission_type,
          firstName: body.first_name,
          lastName: body.last_name,
        },
        app.now(),
      );
      return userJson(await userOr404(request, id), await companyName(db, request.tenant));
    },
  );

  app.delete(
    '/users/:id/',
    { preValidation: requireAction('manage_users'), schema: { params: pathIds('id') } },
    async (request, reply) => {
      const { id } = request.params;
      await userOr404(request, id);
      if (id === request.user.id) throw badRequest(SERVER_MESSAGES.CANNOT_CHANGE_SELF);
      await deleteUser(db, request.tenant, id);
      return reply.status(204).send();
    },
  );
  return Promise.resolve();
};
