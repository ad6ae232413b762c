import { hasControlCharacters, TEXT_MESSAGES } from '@hvac/console-domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { fixedLimit } from '../../auth/rateLimit';
import { findGateway, listGateways, renameGateway } from '../../gateways/repository';
import {
  createGateway,
  enrolGateway,
  GATEWAY_MESSAGES,
  renewEnrolment,
  revoke,
} from '../../gateways/service';
import { fieldErrors, HttpError, notFound, pathIds, requireAction } from '../../http';
import { errorResponses } from '../../http/responses';
import { checkedInHandler, optionalBody, unreadBody, useZodSchemas } from '../../http/schemas';
import { assertProject } from '../guards';
import {
  createdGatewayResponse,
  enrolledResponse,
  gatewayListResponse,
  gatewayResponse,
  gatewayView,
  renewedEnrolmentResponse,
} from './views';

/** A gateway's name: required, trimmed, at most this long, no control characters. */
export const GATEWAY_NAME_MAX = 100;
/**
 * Failed enrolments one client address may make in the window (a token is 43 random characters, so
 * this only keeps a client from hammering the hashing; successful ones are not counted).
 */
export const ENROL_LIMIT_PER_ADDRESS = 10;
export const ENROL_WINDOW_MS = 15 * 60 * 1000;

const name = z
  .string(GATEWAY_MESSAGES.NAME_REQUIRED)
  .trim()
  .min(1, GATEWAY_MESSAGES.NAME_REQUIRED)
  .max(GATEWAY_NAME_MAX, `A gateway's name has at most ${GATEWAY_NAME_MAX} characters.`)
  .refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.CONTROL_CHARACTERS);
// A missing body reads as `{}`, so it gets the name's own message, not one about the body's type.
const gatewayBody = optionalBody(z.object({ name }));
const enrolBody = optionalBody(
  z.object({
    token: z
      .string(GATEWAY_MESSAGES.TOKEN_REQUIRED)
      .trim()
      .min(1, GATEWAY_MESSAGES.TOKEN_REQUIRED)
      .max(200, GATEWAY_MESSAGES.TOKEN_UNKNOWN),
  }),
);

const answers = <Status extends number, Success extends z.ZodType>(
  status: Status,
  success: Success,
) =>
  ({ [status]: success, ...errorResponses }) as {
    [key in Status]: Success;
  } & typeof errorResponses;

export const gatewayRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);

  app.get(
    '/projects/:id/gateways/',
    { schema: { params: pathIds('id'), response: answers(200, gatewayListResponse) } },
    async (request) => {
      const { id } = request.params;
      await assertProject(app.db, request.tenant, id);
      return (await listGateways(app.db, request.tenant, id)).map(gatewayView);
    },
  );

  // The project is looked up (404) before the body is read.
  app.post(
    '/projects/:id/gateways/',
    {
      preValidation: requireAction('edit_projects'),
      schema: {
        params: pathIds('id'),
        body: checkedInHandler(gatewayBody),
        response: answers(201, createdGatewayResponse),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertProject(app.db, request.tenant, id);
      const body = gatewayBody.parse(request.body);
      const created = await createGateway(
        app.db,
        request.tenant,
        id,
        body.name,
        app.apiUrl(request.tenant),
        app.now(),
      );
      const row = await findGateway(app.db, request.tenant, created.id);
      if (!row) throw notFound();
      return reply.code(201).send({ ...gatewayView(row), enrolment: created.enrolment });
    },
  );

  app.get(
    '/gateways/:id/',
    { schema: { params: pathIds('id'), response: answers(200, gatewayResponse) } },
    async (request) => {
      const row = await findGateway(app.db, request.tenant, request.params.id);
      if (!row) throw notFound();
      return gatewayView(row);
    },
  );

  app.patch(
    '/gateways/:id/',
    {
      preValidation: requireAction('edit_projects'),
      schema: {
        params: pathIds('id'),
        body: checkedInHandler(gatewayBody),
        response: answers(200, gatewayResponse),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findGateway(app.db, request.tenant, id))) throw notFound();
      const body = gatewayBody.parse(request.body);
      if (!(await renameGateway(app.db, request.tenant, id, body.name))) throw notFound();
      const row = await findGateway(app.db, request.tenant, id);
      if (!row) throw notFound();
      return gatewayView(row);
    },
  );

  app.delete(
    '/gateways/:id/',
    {
      preValidation: requireAction('edit_projects'),
      schema: { params: pathIds('id') },
    },
    async (request, reply) => {
      const revoked = await revoke(app.db, request.tenant, request.params.id, app.now(), (id) =>
        app.gatewayBroker?.disconnect(id),
      );
      if (!revoked) throw notFound();
      return reply.code(204).send();
    },
  );

  app.post(
    '/gateways/:id/enrolment/',
    {
      preValidation: requireAction('edit_projects'),
      schema: {
        params: pathIds('id'),
        body: unreadBody,
        response: answers(201, renewedEnrolmentResponse),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findGateway(app.db, request.tenant, id);
      if (!row) throw notFound();
      if (row.enrolled) throw new HttpError(409, { detail: GATEWAY_MESSAGES.ALREADY_ENROLLED });
      const enrolment = await renewEnrolment(
        app.db,
        request.tenant,
        id,
        app.apiUrl(request.tenant),
        app.now(),
      );
      if (!enrolment) throw new HttpError(409, { detail: GATEWAY_MESSAGES.ALREADY_ENROLLED });
      return reply.code(201).send({ enrolment });
    },
  );

  app.post(
    '/gateways/enrol/',
    {
      config: { public: true },
      schema: { body: enrolBody, response: answers(200, enrolledResponse) },
    },
    async (request, reply) => {
      const now = app.now();
      // Counted before the token is looked up, as sign-in attempts are; a success is taken back.
      const key = JSON.stringify(['gateway_enrol', request.ip]);
      const attempt = await app.limits.attempt(
        key,
        fixedLimit(ENROL_LIMIT_PER_ADDRESS, ENROL_WINDOW_MS),
        now,
      );
      if (!attempt.allowed) {
        void reply.header('retry-after', String(attempt.retryAfter));
        throw new HttpError(429, { detail: GATEWAY_MESSAGES.TOO_MANY_ENROLMENTS });
      }
      const result = await enrolGateway(app.db, request.tenant, request.body.token, now);
      switch (result.kind) {
        case 'enrolled':
          await app.limits.release(key, attempt);
          return {
            gateway: result.gatewayId,
            tenant: request.tenant,
            mqtt: {
              url: app.mqttUrl(request.tenant),
              username: result.username,
              password: result.password,
            },
          };
        case 'unknown':
          throw fieldErrors({ token: GATEWAY_MESSAGES.TOKEN_UNKNOWN });
        case 'spent':
          throw fieldErrors({ token: GATEWAY_MESSAGES.TOKEN_SPENT });
        case 'expired':
          throw fieldErrors({ token: GATEWAY_MESSAGES.TOKEN_EXPIRED });
        default:
          return result satisfies never;
      }
    },
  );
  return Promise.resolve();
};
