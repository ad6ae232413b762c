import { randomBytes } from 'node:crypto';
import {
  DELIVERY_STATUSES,
  GROUPING_MINUTES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EMAILS_MAX,
  NOTIFICATION_EVENTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_RULE_NAME_MAX,
  NOTIFICATION_URL_MAX,
  PERMISSION_TYPES,
  REPEAT_MINUTES,
  isEmailAddress,
  hasUrlCredentials,
  isWebhookUrl,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  fieldErrors,
  HttpError,
  idParams,
  pathIds,
  listQuerySchema,
  MAX_ID,
  notFound,
  pageOf,
  requireAction,
} from '../../http';
import { checkedInHandler, unreadBody, useZodSchemas } from '../../http/schemas';
import { checkWebhookUrl } from '../../notifications/networks';
import type { RuleColumns, RuleRow } from '../../notifications/rules';
import {
  deleteRule,
  existingProjects,
  existingUsers,
  findRule,
  insertRule,
  listRules,
  updateRule,
} from '../../notifications/rules';
import { listDeliveries } from '../../notifications/deliveries';
import { queueTestDeliveries } from '../../notifications/queue';
import { ruleRecipients } from '../../notifications/events';
import {
  createdNotificationRuleResponse,
  deliveryView,
  notificationDeliveryPageResponse,
  notificationRuleListResponse,
  notificationRuleResponse,
  ruleView,
} from './views';

const M = NOTIFICATION_MESSAGES;
const id = z.number().int().positive().max(MAX_ID);
const unique = <T>(values: T[]) => [...new Set(values)];

const ruleBody = z.object({
  name: z.string().trim().min(1, M.NAME_REQUIRED).max(NOTIFICATION_RULE_NAME_MAX),
  projects: z.array(id).max(500).default([]).transform(unique),
  events: z.array(z.enum(NOTIFICATION_EVENTS)).min(1, M.EVENTS_REQUIRED).transform(unique),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipients: z
    .object({
      permission_types: z.array(z.enum(PERMISSION_TYPES)).default([]).transform(unique),
      users: z.array(id).max(500).default([]).transform(unique),
      emails: z
        .array(z.string().trim().refine(isEmailAddress, M.INVALID_EMAILS))
        .max(NOTIFICATION_EMAILS_MAX, M.TOO_MANY_EMAILS)
        .default([])
        .transform(unique),
    })
    .default({ permission_types: [], users: [], emails: [] }),
  url: z
    .string()
    .trim()
    .max(NOTIFICATION_URL_MAX)
    .refine((text) => !hasUrlCredentials(text), M.URL_HAS_CREDENTIALS)
    .refine((text) => text === '' || hasUrlCredentials(text) || isWebhookUrl(text), M.INVALID_URL)
    .nullish(),
  grouping_minutes: z
    .number(M.GROUPING_RANGE)
    .int(M.GROUPING_RANGE)
    .min(GROUPING_MINUTES.min, M.GROUPING_RANGE)
    .max(GROUPING_MINUTES.max, M.GROUPING_RANGE)
    .default(GROUPING_MINUTES.default),
  repeat_minutes: z
    .number(M.REPEAT_RANGE)
    .int(M.REPEAT_RANGE)
    .min(REPEAT_MINUTES.min, M.REPEAT_RANGE)
    .max(REPEAT_MINUTES.max, M.REPEAT_RANGE)
    .nullable()
    .default(null),
});
type RuleBody = z.infer<typeof ruleBody>;

const deliveryQuery = listQuerySchema.extend({
  rule: z.coerce.number().int().positive().max(MAX_ID).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
});

const rulePath = pathIds('id');
/** A rule's changes: merged into the rule, then checked as a whole (ruleBody) once it is found. */
const ruleChanges = z.record(z.string(), z.unknown());

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * Notification rules, a rule's Send Test and the delivery log (DECISIONS.md, Alarm notifications):
 * changes need `edit_alarm_configurations`, reading needs `view_users`.
 */
export const notificationRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;
  const view = { preValidation: requireAction('view_users') };
  const edit = { preValidation: requireAction('edit_alarm_configurations') };

  async function ruleOr404(request: FastifyRequest): Promise<RuleRow> {
    const { id: ruleId } = idParams(request.params, 'id');
    const row = await findRule(db, request.tenant, ruleId);
    if (!row) throw notFound();
    return row;
  }

  /** Checks what the schema cannot: the tenant's projects and users, the webhook's address. */
  async function checkedColumns(tenant: string, body: RuleBody): Promise<RuleColumns> {
    const errors: Record<string, string> = {};
    const projects = await existingProjects(db, tenant, body.projects);
    if (body.projects.some((project) => !projects.has(project)))
      errors.projects = M.UNKNOWN_PROJECT;
    const email = body.channel === 'email';
    const recipients = email ? body.recipients : { permission_types: [], users: [], emails: [] };
    const users = await existingUsers(db, tenant, recipients.users);
    if (recipients.users.some((user) => !users.has(user)))
      errors['recipients.users'] = M.UNKNOWN_USER;
    let url: string | null = null;
    if (email) {
      const { permission_types: types, users: ids, emails } = recipients;
      if (types.length === 0 && ids.length === 0 && emails.length === 0)
        errors.recipients = M.RECIPIENTS_REQUIRED;
    } else if (!body.url) errors.url = M.URL_REQUIRED;
    else {
      const check = await checkWebhookUrl(body.url, app.notifications.webhookPolicy);
      if (!check.ok)
        errors.url =
          check.reason === 'not_resolved'
            ? M.URL_NOT_RESOLVED
            : check.reason === 'invalid'
              ? M.INVALID_URL
              : check.reason === 'credentials'
                ? M.URL_HAS_CREDENTIALS
                : M.URL_NOT_ALLOWED;
      url = body.url;
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return {
      name: body.name,
      projects: body.projects,
      events: NOTIFICATION_EVENTS.filter((event) => body.events.includes(event)),
      channel: body.channel,
      recipients,
      url,
      grouping_minutes: body.grouping_minutes,
      repeat_minutes: body.repeat_minutes,
    };
  }

  app.get(
    '/notifications/rules/',
    { ...view, schema: { response: { 200: notificationRuleListResponse } } },
    async (request) => (await listRules(db, request.tenant)).map(ruleView),
  );

  app.post(
    '/notifications/rules/',
    { ...edit, schema: { body: ruleBody, response: { 201: createdNotificationRuleResponse } } },
    async (request, reply) => {
      const columns = await checkedColumns(request.tenant, request.body);
      const secret = columns.channel === 'webhook' ? newSecret() : null;
      const ruleId = await insertRule(db, request.tenant, columns, secret, app.now());
      const row = await findRule(db, request.tenant, ruleId);
      if (!row) throw notFound();
      return reply.status(201).send({ ...ruleView(row), secret });
    },
  );

  app.get(
    '/notifications/rules/:id/',
    { ...view, schema: { params: rulePath, response: { 200: notificationRuleResponse } } },
    async (request) => ruleView(await ruleOr404(request)),
  );

  app.patch(
    '/notifications/rules/:id/',
    {
      ...edit,
      // The rule is looked up (404) before the body is read.
      schema: {
        params: rulePath,
        body: checkedInHandler(ruleChanges),
        response: { 200: createdNotificationRuleResponse },
      },
    },
    async (request) => {
      const existing = await ruleOr404(request);
      const changes = ruleChanges.parse(request.body ?? {});
      const merged = ruleBody.parse({
        name: existing.name,
        projects: existing.projects,
        events: existing.events,
        channel: existing.channel,
        recipients: existing.recipients,
        url: existing.url,
        grouping_minutes: existing.grouping_minutes,
        repeat_minutes: existing.repeat_minutes,
        ...changes,
      });
      const columns = await checkedColumns(request.tenant, merged);
      // A rule that becomes a webhook gets its secret now (shown in this answer, once).
      const secret =
        columns.channel === 'webhook' ? (existing.secret ?? newSecret()) : existing.secret;
      const shown = columns.channel === 'webhook' && existing.secret === null ? secret : null;
      await updateRule(db, request.tenant, existing.id, columns, secret, app.now());
      return { ...ruleView(await ruleOr404(request)), secret: shown };
    },
  );

  app.delete(
    '/notifications/rules/:id/',
    { ...edit, schema: { params: rulePath } },
    async (request, reply) => {
      const existing = await ruleOr404(request);
      await deleteRule(db, request.tenant, existing.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/rules/:id/test/',
    { ...edit, schema: { params: rulePath, body: unreadBody } },
    async (request, reply) => {
      const rule = await ruleOr404(request);
      const recipients = await ruleRecipients(db, request.tenant, rule);
      if (recipients.length === 0) throw new HttpError(400, { detail: M.NO_RECIPIENTS });
      await queueTestDeliveries(db, rule, recipients, app.now());
      return reply.status(202).send({ detail: M.TEST_QUEUED });
    },
  );

  app.get(
    '/notifications/deliveries/',
    {
      ...view,
      schema: { querystring: deliveryQuery, response: { 200: notificationDeliveryPageResponse } },
    },
    async (request) => {
      const { query } = request;
      const rows = await listDeliveries(
        db,
        request.tenant,
        { rule: query.rule, channel: query.channel, status: query.status },
        query,
      );
      return pageOf(request, rows, deliveryView);
    },
  );

  return Promise.resolve();
};
