import type { NotificationRuleInput } from '@hvac/console-domain';
import {
  NOTIFICATION_MESSAGES,
  isDeliveryStatus,
  isNotificationChannel,
  validateNotificationRule,
} from '@hvac/console-domain';
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { NotificationRule, NotificationRuleRequest } from '../types';
import { FIXTURE_NOW, pageQuery, paged } from './fixtures';
import type { MockState } from './state';

type Resolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

export interface NotificationHandlerContext {
  state: MockState;
  on: (
    method: 'get' | 'post' | 'patch' | 'delete',
    pattern: string,
    resolver: Resolver,
  ) => HttpHandler;
  nextId: () => number;
}

/** The secret the mock answers for a new webhook rule (the server makes a random one). */
export const MOCK_WEBHOOK_SECRET = 'whsec_mock-signing-secret-0123456789abcdef';

/** Hosts the mock refuses as the demo's WEBHOOK_NETWORKS would (private ranges and loopback names). */
const PRIVATE_HOST = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|localhost$)/;

const idOf = (params: Record<string, string | readonly string[] | undefined>) =>
  Number(Array.isArray(params.id) ? params.id[0] : params.id);

/** The server's checks, from the same domain rule the form uses, plus the address allow-list. */
function checked(body: Partial<NotificationRuleRequest>): Response | NotificationRuleRequest {
  const recipients = body.recipients ?? { permission_types: [], users: [], emails: [] };
  const input: NotificationRuleInput = {
    name: body.name ?? '',
    channel: body.channel ?? 'email',
    events: body.events ?? [],
    projects: body.projects ?? [],
    permission_types: recipients.permission_types,
    users: recipients.users,
    emails: recipients.emails.join(', '),
    url: body.url ?? '',
    grouping_minutes: String(body.grouping_minutes ?? 5),
    repeat_minutes: body.repeat_minutes == null ? '' : String(body.repeat_minutes),
  };
  const result = validateNotificationRule(input);
  if (!result.payload) {
    const errors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, message]) => [
        field === 'emails' ? 'recipients.emails.0' : field,
        [message],
      ]),
    );
    return HttpResponse.json(errors, { status: 400 });
  }
  if (result.payload.url && PRIVATE_HOST.test(new URL(result.payload.url).hostname))
    return HttpResponse.json({ url: [NOTIFICATION_MESSAGES.URL_NOT_ALLOWED] }, { status: 400 });
  return result.payload;
}

/** MSW handlers of the notification calls over the mock state (roles are checked by `on`). */
export function createNotificationHandlers({
  state,
  on,
  nextId,
}: NotificationHandlerContext): HttpHandler[] {
  const find = (id: number) => state.notificationRules.find((rule) => rule.id === id);
  const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const body = async (request: Request): Promise<Partial<NotificationRuleRequest>> => {
    try {
      return (await request.json()) as Partial<NotificationRuleRequest>;
    } catch {
      return {};
    }
  };
  return [
    on('get', '/notifications/rules/', () => HttpResponse.json(state.notificationRules)),
    on('post', '/notifications/rules/', async ({ request }) => {
      const result = checked(await body(request));
      if (result instanceof Response) return result;
      const rule: NotificationRule = {
        ...result,
        id: nextId(),
        created_at: FIXTURE_NOW,
        updated_at: FIXTURE_NOW,
      };
      state.notificationRules = [...state.notificationRules, rule];
      const secret = rule.channel === 'webhook' ? MOCK_WEBHOOK_SECRET : null;
      return HttpResponse.json({ ...rule, secret }, { status: 201 });
    }),
    on('get', '/notifications/rules/:id/', ({ params }) => {
      const rule = find(idOf(params));
      return rule ? HttpResponse.json(rule) : notFound();
    }),
    on('patch', '/notifications/rules/:id/', async ({ request, params }) => {
      const existing = find(idOf(params));
      if (!existing) return notFound();
      const result = checked({ ...existing, ...(await body(request)) });
      if (result instanceof Response) return result;
      const rule: NotificationRule = { ...existing, ...result, updated_at: FIXTURE_NOW };
      state.notificationRules = state.notificationRules.map((item) =>
        item.id === rule.id ? rule : item,
      );
      const secret =
        existing.channel === 'email' && rule.channel === 'webhook' ? MOCK_WEBHOOK_SECRET : null;
      return HttpResponse.json({ ...rule, secret });
    }),
    on('delete', '/notifications/rules/:id/', ({ params }) => {
      const id = idOf(params);
      if (!find(id)) return notFound();
      state.notificationRules = state.notificationRules.filter((rule) => rule.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    on('post', '/notifications/rules/:id/test/', ({ params }) => {
      const rule = find(idOf(params));
      if (!rule) return notFound();
      const id = nextId();
      state.notificationDeliveries = [
        {
          id,
          key: `6f1c2d3e-0000-4000-8000-${String(id).padStart(12, '0')}`,
          rule: rule.id,
          rule_name: rule.name,
          channel: rule.channel,
          recipient: rule.url ?? rule.recipients.emails[0] ?? 'ana.petrovic@demo-climate.rs',
          type: 'test',
          events: [],
          status: 'sent',
          attempts: 1,
          last_error: null,
          answer: rule.channel === 'webhook' ? 'HTTP 204 No Content' : '250 2.0.0 OK',
          created_at: FIXTURE_NOW,
          sent_at: FIXTURE_NOW,
          next_attempt_at: null,
        },
        ...state.notificationDeliveries,
      ];
      return HttpResponse.json({ detail: NOTIFICATION_MESSAGES.TEST_QUEUED }, { status: 202 });
    }),
    on('get', '/notifications/deliveries/', ({ request }) => {
      const url = new URL(request.url);
      const rule = Number(url.searchParams.get('rule') ?? '') || undefined;
      const channel = url.searchParams.get('channel');
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.trim().toLowerCase();
      const rows = state.notificationDeliveries.filter(
        (item) =>
          (rule === undefined || item.rule === rule) &&
          (!isNotificationChannel(channel) || item.channel === channel) &&
          (!isDeliveryStatus(status) || item.status === status) &&
          (!search ||
            item.recipient.toLowerCase().includes(search) ||
            item.rule_name.toLowerCase().includes(search)),
      );
      const { page, pageSize } = pageQuery(url);
      return HttpResponse.json(paged(rows, page, pageSize, request.url));
    }),
  ];
}
