import type { Action } from '@hvac/console-domain';
import {
  CHANGE_LOG_PAGE_SIZE,
  DEFAULT_HISTORICAL_PAGE_SIZE,
  LIVE_STREAM_PATH,
  MESSAGES,
  can,
  canInvitePermission,
  extensionOf,
  fileRejectionReason,
  fileTypeForExtension,
  invalidFileMessage,
  isPermissionType,
  validateInvite,
  writeChangeLogData,
  WRITE_ACTIONS,
} from '@hvac/console-domain';
import type { HttpCustomPredicate, HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import type {
  AlarmConfiguration,
  AlarmEntry,
  Area,
  ChangeLogEntry,
  ConsoleDocument,
  CurrentUser,
  DeviceListItem,
  DocumentType,
  Floor,
  Invite,
  PermissionType,
  ProjectDetail,
  ProjectListItem,
  RealtimeRequest,
} from '../types';
import {
  FIXTURE_NOW,
  makeAlarmCounts,
  makeAlarmStats,
  makeDevice,
  makeDeviceConfiguration,
  makeDeviceSlim,
  makeDevicesAndConfigurations,
  makeGraphHeaders,
  makeGraphPoints,
  makeHistorical,
  makeLoginResponse,
  makeRealtime,
  onlineStatus,
  makeSingleUnitSlim,
  makeStatRows,
  pageQuery,
  paged,
  toProjectListItem,
} from './fixtures';
import { createDeviceHandlers, filterAndOrderByState } from './deviceHandlers';
import { createNotificationHandlers } from './notificationHandlers';
import type { MockState } from './state';
import { createMockState } from './state';

export interface MockHandlerOptions {
  /** The world to serve (and change); a fresh createMockState() by default. */
  state?: MockState;
  /** Milliseconds every answer waits, to show loading states ('infinite' never answers). */
  latency?: number | 'infinite';
  /**
   * Calls that fail, for error states: `'GET /projects/'` (the handler's pattern, e.g.
   * `'GET /projects/:id/'`) to an HTTP status, or 0 for a network failure.
   */
  failures?: Partial<Record<string, number>>;
  /**
   * Calls that never answer (keys as in `failures`), for the loading state of one part of a screen
   * while the rest of it has its answers.
   */
  pending?: readonly string[];
  /** Login answers 401 for this password (anything else signs in). */
  wrongPassword?: string;
}

type Params = Record<string, string | readonly string[] | undefined>;

/**
 * Matches a path on any origin, segment by segment (`:name` takes one segment). MSW's own wildcard
 * origin (an asterisk before '/devices/') would also match '/projects/1/devices/'.
 */
export function route(pattern: string): HttpCustomPredicate<Record<string, string>> {
  const parts = pattern.split('/');
  return ({ request }) => {
    const segments = new URL(request.url).pathname.split('/');
    if (segments.length !== parts.length) return false;
    const params: Record<string, string> = {};
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index];
      const segment = segments[index];
      if (part.startsWith(':')) {
        if (segment === '') return false;
        params[part.slice(1)] = decodeURIComponent(segment);
      } else if (part !== segment) {
        return false;
      }
    }
    return { matches: true, params };
  };
}
type Json = Record<string, unknown>;

/** The calls the server guards with its role matrix, and the action each needs. */
const GUARDED: Readonly<Record<string, Action>> = {
  'GET /users/': 'view_users',
  'GET /users/:id/': 'view_users',
  'PATCH /users/:id/': 'manage_users',
  'DELETE /users/:id/': 'manage_users',
  'GET /users/invites/': 'view_users',
  'POST /users/invite/': 'invite_users',
  'DELETE /users/invites/:id/': 'invite_users',
  'POST /devices/:id/write/': 'write_parameters',
  'POST /projects/:id/devices/': 'edit_projects',
  'PATCH /devices/:id/': 'edit_projects',
  'DELETE /devices/:id/': 'edit_projects',
  'POST /devices/check-connection/': 'edit_projects',
  'POST /devices/:id/check-now/': 'edit_projects',
  'POST /device-models/': 'add_device_models',
  'POST /documents/': 'manage_documents',
  'PATCH /documents/:id/': 'manage_documents',
  'DELETE /documents/:id/': 'manage_documents',
  'POST /projects/': 'edit_projects',
  'POST /projects/:id/floors/': 'edit_projects',
  'POST /projects/:id/floors/reorder/': 'edit_projects',
  'PATCH /projects/:id/floors/:floorId/': 'edit_projects',
  'DELETE /projects/:id/floors/:floorId/': 'edit_projects',
  'POST /alerts/configurations/:projectId/': 'edit_alarm_configurations',
  'PATCH /alerts/configurations/detail/:id/': 'edit_alarm_configurations',
  'DELETE /alerts/configurations/detail/:id/': 'edit_alarm_configurations',
  'POST /alerts/entries/:projectId/': 'edit_alarm_configurations',
  'PATCH /alerts/entries/detail/:id/': 'resolve_alarms',
  'GET /notifications/rules/': 'view_users',
  'GET /notifications/rules/:id/': 'view_users',
  'GET /notifications/deliveries/': 'view_users',
  'POST /notifications/rules/': 'edit_alarm_configurations',
  'PATCH /notifications/rules/:id/': 'edit_alarm_configurations',
  'DELETE /notifications/rules/:id/': 'edit_alarm_configurations',
  'POST /notifications/rules/:id/test/': 'edit_alarm_configurations',
  'DELETE /alerts/entries/detail/:id/': 'edit_alarm_configurations',
};

/**
 * The reference server's own wording where the specification words nothing (its SERVER_MESSAGES);
 * test/contract.test.ts proves they still match.
 */
export const SERVER_DETAILS = {
  NOT_FOUND: 'Not found.',
  INVALID_CREDENTIALS: 'No active account found with the given credentials.',
  WRONG_OLD_PASSWORD: 'Your old password was entered incorrectly. Please enter it again.',
  INVALID_EMAIL: 'Enter a valid email address.',
  INVALID_ORDERING: 'Unknown ordering field.',
  CANNOT_INVITE_TYPE: 'You may invite operators and spectators only.',
  USER_ALREADY_EXISTS: 'A user with this e-mail already exists.',
} as const;

/** The access token the mock hands out: it names the user, so later calls act as that user. */
const MOCK_TOKEN_PREFIX = 'mock-access-token.';

const notFound = () => HttpResponse.json({ detail: SERVER_DETAILS.NOT_FOUND }, { status: 404 });
const forbidden = (detail: string = MESSAGES.NOT_ALLOWED) =>
  HttpResponse.json({ detail }, { status: 403 });
const fieldError = (field: string, message: string) =>
  HttpResponse.json({ [field]: [message] }, { status: 400 });
const noContent = () => new HttpResponse(null, { status: 204 });

function idOf(params: Params, name = 'id'): number {
  const value = params[name];
  return Number(Array.isArray(value) ? value[0] : value);
}

async function jsonBody(request: Request): Promise<Json> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Json) : {};
  } catch {
    return {};
  }
}

/** A text field of a multipart body. */
function field(form: FormData, name: string, fallback = ''): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Paging, search over `fields` and ordering (`-` for descending) of a list, as the server does: only
 * the `orderings` the server knows (a name, or a name and the field it sorts by), others are a 400.
 */
function list<Item extends object>(
  request: Request,
  items: readonly Item[],
  fields: ReadonlyArray<keyof Item & string>,
  orderings: Readonly<Record<string, keyof Item & string>>,
) {
  const url = new URL(request.url);
  const { page, pageSize } = pageQuery(url);
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  let rows = [...items];
  if (search) {
    rows = rows.filter((item) =>
      fields.some((field) =>
        JSON.stringify(item[field] ?? '')
          .toLowerCase()
          .includes(search),
      ),
    );
  }
  const ordering = url.searchParams.get('ordering')?.trim();
  if (ordering) {
    const descending = ordering.startsWith('-');
    const name = descending ? ordering.slice(1) : ordering;
    if (!Object.hasOwn(orderings, name))
      return fieldError('ordering', SERVER_DETAILS.INVALID_ORDERING);
    const field = orderings[name];
    rows.sort((a, b) => {
      const left = JSON.stringify(a[field] ?? '');
      const right = JSON.stringify(b[field] ?? '');
      const order = left.localeCompare(right, 'en', { numeric: true });
      return descending ? -order : order;
    });
  }
  return HttpResponse.json(paged(rows, page, pageSize, request.url));
}

/** The rows a list's `ids=1,2,3` names, as the server filters them; every row without it. */
function namedByIds<Item extends { id: number }>(request: Request, items: readonly Item[]): Item[] {
  const ids = new URL(request.url).searchParams.get('ids');
  if (ids === null) return [...items];
  const wanted = new Set(ids.split(',').map(Number));
  return items.filter((item) => wanted.has(item.id));
}

/** Orderings named as the field they sort by. */
function sortable<Item extends object>(
  ...names: Array<keyof Item & string>
): Record<string, keyof Item & string> {
  return Object.fromEntries(names.map((name) => [name, name]));
}

const DEVICE_SEARCH = ['unit_id', 'device_type', 'project'] as const satisfies ReadonlyArray<
  keyof DeviceListItem
>;
const DEVICE_ORDERINGS = {
  ...sortable<DeviceListItem>('id', 'unit_id', 'active', 'device_type', 'version'),
  project_name: 'project',
} as const;
const PROJECT_ORDERINGS = sortable<ProjectListItem>(
  'id',
  'name',
  'address_city',
  'address_street_one',
  'address_country',
  'investor',
  'alarms',
  'last_intervention',
  'contact_person',
  'contact_number',
  'created_at',
);
const ENTRY_ORDERINGS = {
  ...sortable<AlarmEntry>(
    'id',
    'triggered_at',
    'resolved_at',
    'triggered_value',
    'is_resolved',
    'device',
  ),
  parameter_name: 'alarm_configuration',
  project: 'project',
} as const;

function permissionFlags(permission: PermissionType) {
  return {
    permission_type: permission,
    is_company_admin: permission === 'company_admin',
    is_company_manager: permission === 'company_manager',
    is_company_operator: permission === 'company_operator',
    is_company_spectator: permission === 'company_spectator',
  };
}

/**
 * MSW 2 request handlers for every call of the client, for any base URL (`*` origin), serving the
 * deterministic fixtures from an in-memory state so writes show up in later reads.
 */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  const wrongPassword = options.wrongPassword ?? 'wrong-password';
  type Resolver = Parameters<typeof http.get>[1];
  /**
   * Who calls: the user a mock token names (`mock-access-token.{username}`, what the mock's login
   * hands out), else the state's current user (stories and page tests that skip the login).
   */
  const caller = (request: Request): CurrentUser => {
    const authorization = request.headers.get('authorization') ?? '';
    const username = authorization.startsWith(`Bearer ${MOCK_TOKEN_PREFIX}`)
      ? authorization.slice(`Bearer ${MOCK_TOKEN_PREFIX}`.length)
      : undefined;
    const user = state.users.find((item) => item.username === username);
    if (!user || user.username === state.currentUser.username) return state.currentUser;
    return {
      ...state.currentUser,
      ...user,
      permission_type: user.permission_type ?? 'company_spectator',
      is_superuser: user.is_superuser ?? false,
    };
  };
  /**
   * One handler: fails when `failures` says so, waits `latency`, answers 403 when the caller's
   * permission type may not perform the call's action (GUARDED), then answers.
   */
  const on = (
    method: 'get' | 'post' | 'patch' | 'delete',
    pattern: string,
    resolver: Resolver,
  ): HttpHandler =>
    http[method](route(pattern), async (info) => {
      const call = `${method.toUpperCase()} ${pattern}`;
      const failure = options.failures?.[call];
      if (failure === 0) return HttpResponse.error();
      if (failure !== undefined) {
        return HttpResponse.json({ detail: 'Server error' }, { status: failure });
      }
      if (options.pending?.includes(call)) await delay('infinite');
      if (options.latency) await delay(options.latency);
      const action = GUARDED[call];
      if (action && !can(caller(info.request).permission_type, action)) return forbidden();
      return resolver(info);
    });
  const nextId = () => state.nextId++;
  /** A new pending invite, answered as the server does (201). */
  const invited = (email: string, permission: PermissionType) => {
    const invite: Invite = {
      id: `00000000-0000-4000-8000-${String(nextId()).padStart(12, '0')}`,
      email,
      company: 'Demo Climate d.o.o.',
      permission_type: permission,
      redeemed: false,
      expired: false,
      last_sent_at: FIXTURE_NOW,
    };
    state.invites.unshift(invite);
    return HttpResponse.json(invite, { status: 201 });
  };
  const project = (id: number) => state.projects.find((item) => item.id === id);
  /** A device answer with the state the device list holds for it (one source of the state). */
  const withStatus = <Item extends { id: number; status?: DeviceListItem['status'] }>(
    item: Item,
  ): Item => {
    const status = state.devices.find((device) => device.id === item.id)?.status;
    return status ? { ...item, status } : item;
  };
  /** The wire format of recent projects: `name_id` strings, newest first. */
  const recentProjects = () =>
    state.recentProjectIds.flatMap((id) => {
      const item = project(id);
      return item ? [`${item.name}_${item.id}`] : [];
    });

  const handlers: HttpHandler[] = [
    // Live updates: the stream opens (ready) and stays open, sending nothing, until the console
    // closes it; `failures: {'GET /events/stream/': 503}` refuses it (the console then polls).
    on('get', LIVE_STREAM_PATH, ({ request }) => openLiveStream(request)),
    // Authentication
    on('post', '/authentication/login/', async ({ request }) => {
      const body = await jsonBody(request);
      const user = state.users.find((item) => item.username === body.username);
      if (!text(body.password) || body.password === wrongPassword || !user) {
        return HttpResponse.json({ detail: SERVER_DETAILS.INVALID_CREDENTIALS }, { status: 401 });
      }
      // The server answers the tokens and the whole signed-in user.
      const signedIn =
        user.username === state.currentUser.username ? { ...user, ...state.currentUser } : user;
      return HttpResponse.json({
        ...makeLoginResponse({ access: `${MOCK_TOKEN_PREFIX}${user.username}` }),
        ...signedIn,
      });
    }),
    on('post', '/authentication/token/refresh/', () => {
      return HttpResponse.json({ access: 'mock-access-token-refreshed' });
    }),
    on('post', '/authentication/logout/', () =>
      HttpResponse.json({ detail: 'Successfully logged out.' }),
    ),
    on('get', '/authentication/user/', ({ request }) => {
      return HttpResponse.json(caller(request));
    }),
    on('patch', '/authentication/user/', async ({ request }) => {
      const body = await jsonBody(request);
      state.currentUser = {
        ...state.currentUser,
        first_name: text(body.first_name) || state.currentUser.first_name,
        last_name: text(body.last_name) || state.currentUser.last_name,
        notifications_muted:
          typeof body.notifications_muted === 'boolean'
            ? body.notifications_muted
            : state.currentUser.notifications_muted,
      };
      return HttpResponse.json(state.currentUser);
    }),
    on('post', '/authentication/change_password/', async ({ request }) => {
      const body = await jsonBody(request);
      if (body.old_password === wrongPassword) {
        return fieldError('old_password', SERVER_DETAILS.WRONG_OLD_PASSWORD);
      }
      if (body.new_password1 !== body.new_password2) {
        return fieldError('new_password2', 'New passwords do not match.');
      }
      return HttpResponse.json({ detail: 'Successfully changed password' });
    }),
    on('post', '/authentication/password/reset/', () =>
      HttpResponse.json({ detail: 'Password reset instructions have been sent to your email.' }),
    ),
    on('post', '/authentication/reset/confirm/', async ({ request }) => {
      const body = await jsonBody(request);
      if (body.token === 'expired')
        return fieldError('token', 'The reset link is invalid or expired.');
      return HttpResponse.json({ detail: 'Password has been reset successfully.' });
    }),

    // Users and invites
    on('get', '/users/invites/', ({ request }) =>
      list(
        request,
        state.invites,
        ['email', 'permission_type'],
        sortable('email', 'permission_type', 'redeemed', 'expired', 'last_sent_at'),
      ),
    ),
    on('post', '/users/invite/', async ({ request }) => {
      const body = await jsonBody(request);
      const email = text(body.email).trim().toLowerCase();
      const permission = text(body.permission_type);
      const validation = validateInvite({ email, permission_type: permission });
      if (validation.formError) {
        return HttpResponse.json({ detail: validation.formError }, { status: 400 });
      }
      if (!validation.valid) {
        return HttpResponse.json(
          Object.fromEntries(
            Object.entries(validation.fieldErrors).map(([name, message]) => [name, [message]]),
          ),
          { status: 400 },
        );
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return fieldError('email', SERVER_DETAILS.INVALID_EMAIL);
      }
      if (!isPermissionType(permission)) {
        return fieldError('permission_type', MESSAGES.PERMISSION_TYPE_REQUIRED);
      }
      if (!canInvitePermission(caller(request).permission_type, permission)) {
        return forbidden(SERVER_DETAILS.CANNOT_INVITE_TYPE);
      }
      if (state.users.some((user) => user.email.toLowerCase() === email)) {
        return fieldError('email', SERVER_DETAILS.USER_ALREADY_EXISTS);
      }
      return invited(email, permission);
    }),
    on('delete', '/users/invites/:id/', ({ params }) => {
      const before = state.invites.length;
      state.invites = state.invites.filter((invite) => invite.id !== params.id);
      return state.invites.length === before ? notFound() : noContent();
    }),
    on('get', '/users/redeem_invite/:id/', ({ params }) => {
      const invite = state.invites.find((item) => item.id === params.id);
      if (!invite || invite.expired || invite.redeemed) {
        return HttpResponse.json(
          { detail: 'Invalid or expired invite. Please contact the inviter.' },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        email: invite.email,
        company: invite.company,
        permission_type: invite.permission_type,
      });
    }),
    on('post', '/users/redeem_invite/:id/', async ({ params, request }) => {
      const invite = state.invites.find((item) => item.id === params.id);
      if (!invite || invite.expired || invite.redeemed) return notFound();
      const body = await jsonBody(request);
      if (!text(body.first_name)) return fieldError('first_name', 'First Name is required');
      invite.redeemed = true;
      const user = {
        id: nextId(),
        username: invite.email,
        email: invite.email,
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        is_superuser: false,
        notifications_muted: false,
        ...permissionFlags(invite.permission_type),
      };
      state.users.push(user);
      return HttpResponse.json(user, { status: 201 });
    }),
    on('get', '/users/', ({ request }) =>
      list(
        request,
        namedByIds(request, state.users),
        ['username', 'email', 'first_name', 'last_name'],
        sortable(
          'id',
          'username',
          'email',
          'first_name',
          'last_name',
          'permission_type',
          'date_joined',
        ),
      ),
    ),
    on('get', '/users/:id/', ({ params }) => {
      const user = state.users.find((item) => item.id === idOf(params));
      return user ? HttpResponse.json(user) : notFound();
    }),
    on('patch', '/users/:id/', async ({ params, request }) => {
      const user = state.users.find((item) => item.id === idOf(params));
      if (!user) return notFound();
      const body = await jsonBody(request);
      Object.assign(user, {
        first_name: text(body.first_name) || user.first_name,
        last_name: text(body.last_name) || user.last_name,
        ...(body.permission_type ? permissionFlags(body.permission_type as PermissionType) : {}),
      });
      return HttpResponse.json(user);
    }),
    on('delete', '/users/:id/', ({ params }) => {
      const before = state.users.length;
      state.users = state.users.filter((item) => item.id !== idOf(params));
      return state.users.length === before ? notFound() : noContent();
    }),

    // Real devices: models, add/change/remove, state, Check Connection
    ...createDeviceHandlers({ state, on, nextId }),

    // Alarm notifications: rules, Send Test, the delivery log
    ...createNotificationHandlers({ state, on, nextId }),

    // Devices
    on('get', '/devices/slim/', ({ request }) => {
      const ordered = filterAndOrderByState(request, state.devices);
      return list(ordered.request, ordered.rows, DEVICE_SEARCH, DEVICE_ORDERINGS);
    }),
    on('get', '/devices/', ({ request }) => {
      const ordered = filterAndOrderByState(request, state.devices);
      return list(ordered.request, ordered.rows, DEVICE_SEARCH, DEVICE_ORDERINGS);
    }),
    on('get', '/devices/stats/slim/:unitType/:unitId/', () => {
      return HttpResponse.json(makeStatRows());
    }),
    on('get', '/devices/stats/historical/:unitType/:unitId/', ({ request }) => {
      const { page, pageSize } = pageQuery(new URL(request.url), DEFAULT_HISTORICAL_PAGE_SIZE);
      return HttpResponse.json(makeHistorical(page, pageSize));
    }),
    on('get', '/devices/project/:id/units/', ({ params }) => {
      const id = idOf(params);
      if (!project(id)) return notFound();
      return HttpResponse.json((state.projectUnits[id] ?? []).map(withStatus));
    }),
    on('get', '/devices/:id/slim/', ({ params }) => {
      const id = idOf(params);
      const item = state.devices.find((device) => device.id === id);
      if (!item) return notFound();
      const status = item.status ?? makeDeviceSlim().status;
      return HttpResponse.json(
        item.is_single_unit
          ? makeSingleUnitSlim({ id, unit_id: item.unit_id, status })
          : makeDeviceSlim({ id, unit_id: item.unit_id, status }),
      );
    }),
    on('get', '/devices/:id/units/', ({ params }) => {
      const item = state.devices.find((device) => device.id === idOf(params));
      return item ? HttpResponse.json(item.is_single_unit ? [] : makeDevice().units) : notFound();
    }),
    on('get', '/devices/:id/configuration/', ({ params }) => {
      const item = state.devices.find((device) => device.id === idOf(params));
      return item
        ? HttpResponse.json(makeDeviceConfiguration({ is_single_unit: item.is_single_unit }))
        : notFound();
    }),
    // The last stored poll's values, its time and the device's state (offline: its last values).
    on('post', '/devices/:id/device_parameters_realtime/', async ({ params, request }) => {
      const body = (await jsonBody(request)) as Partial<RealtimeRequest>;
      if ((body.coils?.length ?? 0) + (body.registers?.length ?? 0) > 40) {
        return HttpResponse.json(
          { detail: 'At most 40 coils and registers per request.' },
          { status: 400 },
        );
      }
      const item = state.devices.find((device) => device.id === idOf(params));
      const status = item?.status ?? onlineStatus();
      return HttpResponse.json({ ...makeRealtime(body), read_at: status.last_seen, status });
    }),
    // Debug Mode's raw read asks the device: an offline one does not answer.
    on('post', '/devices/:id/device_parameters_raw/', async ({ params, request }) => {
      const body = (await jsonBody(request)) as Partial<RealtimeRequest>;
      const item = state.devices.find((device) => device.id === idOf(params));
      if (item?.status?.state === 'offline') {
        return HttpResponse.json({ detail: 'No answer within 2 s' }, { status: 503 });
      }
      return HttpResponse.json(makeRealtime(body));
    }),
    on('get', '/devices/:id/graph/headers/', () => HttpResponse.json(makeGraphHeaders())),
    on('get', '/devices/:id/graph/', ({ params, request }) => {
      if (state.devicesWithoutHistory.includes(idOf(params))) return HttpResponse.json([]);
      const url = new URL(request.url);
      if (state.failingGraphRanges.includes(Number(url.searchParams.get('timerange') ?? 7))) {
        return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
      }
      return HttpResponse.json(
        makeGraphPoints({
          headers: url.searchParams.getAll('headers'),
          timerange: Number(url.searchParams.get('timerange') ?? 7),
          interval: Number(url.searchParams.get('interval') ?? 5),
        }),
      );
    }),
    on('post', '/devices/:id/graph/', async ({ params, request }) => {
      if (state.devicesWithoutHistory.includes(idOf(params))) return HttpResponse.json([]);
      const body = await jsonBody(request);
      return HttpResponse.json(
        makeGraphPoints({
          headers: Array.isArray(body.headers) ? (body.headers as string[]) : [],
          timerange: Number(body.timerange ?? 7),
          interval: Number(body.interval ?? 5),
        }),
      );
    }),
    on('post', '/devices/:id/write/', async ({ params, request }) => {
      const body = await jsonBody(request);
      const entry: ChangeLogEntry = {
        id: nextId(),
        action: body.modbus_type === 'coil' ? WRITE_ACTIONS.coil : WRITE_ACTIONS.register,
        status: 'incomplete',
        created_at: FIXTURE_NOW,
        user: { first_name: state.currentUser.first_name, last_name: state.currentUser.last_name },
        param_name: `Register ${String(body.register)}`,
        // [register, value as chosen, raw] (DECISIONS.md), worded by the parameter's formula.
        data: writeChangeLogData(
          writtenFormula(Number(body.register)) ?? {},
          Number(body.register),
          Number(body.value),
        ),
        device: idOf(params),
        detail: null,
      };
      state.changeLog.unshift(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    on('get', '/devices/:id/', ({ params }) => {
      const item = state.devices.find((device) => device.id === idOf(params));
      if (!item) return notFound();
      return HttpResponse.json(
        makeDevice({
          id: item.id,
          unit_id: item.unit_id,
          device_type: item.device_type,
          is_single_unit: item.is_single_unit,
          project_id: item.project_id ?? 1,
          project: item.project,
          units: item.is_single_unit ? [] : makeDevice().units,
          status: item.status,
          ...state.projects
            .flatMap((entry) => entry.devices)
            .find((device) => device.id === item.id),
        }),
      );
    }),

    // Documents
    on('get', '/documents/', ({ request }) => {
      const url = new URL(request.url);
      const documentType = url.searchParams.get('document_type');
      const projects = url.searchParams.get('projects');
      const rows = state.documents.filter(
        (document) =>
          (!documentType || document.document_type === documentType) &&
          (!projects || document.projects === Number(projects)),
      );
      return list(
        request,
        rows,
        ['name'],
        sortable('id', 'name', 'created_at', 'document_type', 'file_extension'),
      );
    }),
    on('post', '/documents/', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      // Every missing field is named, the file first, with the one message the form shows.
      const missing = ['name', 'document_type', 'projects'].filter(
        (name) => !field(form, name).trim(),
      );
      if (!(file instanceof Blob)) missing.unshift('file');
      if (missing.length > 0) {
        return HttpResponse.json(
          Object.fromEntries(missing.map((name) => [name, [MESSAGES.FILL_ALL_UPLOAD_FIELDS]])),
          { status: 400 },
        );
      }
      const projectId = Number(field(form, 'projects'));
      if (!project(projectId) || !(file instanceof Blob)) return notFound();
      const fileName = file instanceof File ? file.name : '';
      const extension =
        extensionOf(fileName) || field(form, 'file_extension').replace(/^\./, '').toLowerCase();
      const shownName = fileName || `file.${extension}`;
      const reason = fileRejectionReason({ name: `file.${extension}`, size: file.size });
      if (reason === MESSAGES.MAX_FILE_SIZE) {
        return fieldError('file', invalidFileMessage(shownName, reason));
      }
      const fileType = fileTypeForExtension(extension);
      if (reason !== undefined || !fileType) {
        return fieldError('file', MESSAGES.UNSUPPORTED_FILE_TYPE);
      }
      if (file.size === 0) {
        return fieldError('file', invalidFileMessage(shownName, 'The file is empty.'));
      }
      const document: ConsoleDocument = {
        id: nextId(),
        name: field(form, 'name'),
        file: {
          url: `/files/upload-${state.nextId}.${extension}`,
          size: file.size,
          name: shownName,
        },
        file_format: extension.toUpperCase(),
        file_extension: extension,
        file_type: fileType,
        document_type: field(form, 'document_type', 'other') as DocumentType,
        projects: projectId,
        created_at: FIXTURE_NOW,
      };
      state.documents.unshift(document);
      return HttpResponse.json(document, { status: 201 });
    }),
    on('patch', '/documents/:id/', async ({ params, request }) => {
      const document = state.documents.find((item) => item.id === idOf(params));
      if (!document) return notFound();
      const body = await jsonBody(request);
      if (typeof body.name === 'string') document.name = body.name;
      if (typeof body.document_type === 'string') {
        document.document_type = body.document_type as DocumentType;
      }
      return HttpResponse.json(document);
    }),
    on('delete', '/documents/:id/', ({ params }) => {
      const before = state.documents.length;
      state.documents = state.documents.filter((item) => item.id !== idOf(params));
      return state.documents.length === before ? notFound() : noContent();
    }),

    // Projects
    on('get', '/projects/recent/', () => {
      return HttpResponse.json(recentProjects());
    }),
    on('post', '/projects/recent/', async ({ request }) => {
      const body = await jsonBody(request);
      const id = Number(body.project_id);
      if (!project(id)) return notFound();
      state.recentProjectIds = [id, ...state.recentProjectIds.filter((item) => item !== id)].slice(
        0,
        5,
      );
      return HttpResponse.json(recentProjects());
    }),
    on('get', '/projects/map/', () =>
      HttpResponse.json(
        state.projects
          .filter((project) => project.location)
          .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id)
          .map((project) => ({
            id: project.id,
            name: project.name,
            address_street_one: project.address_street_one,
            address_zip: project.address_zip,
            address_city: project.address_city,
            address_country: project.address_country,
            image: project.image ?? null,
            location: project.location,
            has_active_alarm: project.has_active_alarm,
          })),
      ),
    ),
    on('get', '/projects/', ({ request }) => {
      return list(
        request,
        namedByIds(request, state.projects).map(toProjectListItem),
        ['name', 'address_city', 'investor'],
        PROJECT_ORDERINGS,
      );
    }),
    on('post', '/projects/', async ({ request }) => {
      const form = await request.formData();
      const name = field(form, 'name', '').trim();
      if (!name) return fieldError('name', 'Name is required');
      const created: ProjectDetail = {
        id: nextId(),
        name,
        address_city: field(form, 'address_city', ''),
        address_street_one: field(form, 'address_street_one', ''),
        address_zip: field(form, 'address_zip', ''),
        address_country: field(form, 'address_country', 'Serbia'),
        image: form.get('image') instanceof Blob ? `/files/project-${state.nextId}.png` : null,
        investor: null,
        description: null,
        contact_person: null,
        contact_number: null,
        contact_email: null,
        has_active_alarm: false,
        last_intervention: null,
        error_status: false,
        devices: [],
        location: null,
        alarms: 0,
        device_types: [],
      };
      state.projects.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    on('get', '/projects/:id/devices_and_configurations/', ({ params }) =>
      project(idOf(params))
        ? HttpResponse.json(
            idOf(params) === 1
              ? makeDevicesAndConfigurations().map((entry) => ({
                  ...entry,
                  device: withStatus(entry.device),
                }))
              : [],
          )
        : notFound(),
    ),
    on('get', '/projects/:id/devices/', ({ params }) => {
      const item = project(idOf(params));
      return item ? HttpResponse.json(item.devices) : notFound();
    }),
    on('get', '/projects/:id/change_log/', ({ params, request }) => {
      if (!project(idOf(params))) return notFound();
      const { page } = pageQuery(new URL(request.url));
      const rows = idOf(params) === 1 ? state.changeLog : [];
      const answer = paged(rows, page, CHANGE_LOG_PAGE_SIZE, request.url);
      return HttpResponse.json({ ...answer, next: answer.next ?? null });
    }),
    on('get', '/projects/:id/change_log/:entry/', ({ params }) => {
      const entry =
        idOf(params) === 1
          ? state.changeLog.find((item) => item.id === Number(params.entry))
          : undefined;
      return entry ? HttpResponse.json(entry) : notFound();
    }),
    on('get', '/projects/:id/floors/', ({ params }) => {
      const id = idOf(params);
      if (!project(id)) return notFound();
      return HttpResponse.json(
        state.floors.filter((floor) => floor.project === id).sort((a, b) => a.order - b.order),
      );
    }),
    on('post', '/projects/:id/floors/reorder/', async ({ params, request }) => {
      const id = idOf(params);
      const body = await jsonBody(request);
      const ids = Array.isArray(body.floor_ids) ? (body.floor_ids as number[]) : [];
      ids.forEach((floorId, index) => {
        const floor = state.floors.find((item) => item.id === floorId && item.project === id);
        if (floor) floor.order = index + 1;
      });
      return HttpResponse.json(
        state.floors.filter((floor) => floor.project === id).sort((a, b) => a.order - b.order),
      );
    }),
    on('post', '/projects/:id/floors/', async ({ params, request }) => {
      const id = idOf(params);
      if (!project(id)) return notFound();
      const form = await request.formData();
      const name = field(form, 'name', '').trim();
      if (!name) return fieldError('name', 'Floor name is required.');
      if (!(form.get('floor_image') instanceof Blob)) {
        return fieldError('floor_image', 'Floor image is required.');
      }
      const floor: Floor = {
        id: nextId(),
        name,
        order: Number(form.get('order') ?? 1),
        project: id,
        floor_image: `/files/floor-${state.nextId}.png`,
        device_map: [],
      };
      state.floors.push(floor);
      return HttpResponse.json(floor, { status: 201 });
    }),
    on('patch', '/projects/:id/floors/:floorId/', async ({ params, request }) => {
      const floor = state.floors.find(
        (item) => item.id === idOf(params, 'floorId') && item.project === idOf(params),
      );
      if (!floor) return notFound();
      const body = await jsonBody(request);
      if (Array.isArray(body.device_map)) floor.device_map = body.device_map as Area[];
      if (typeof body.name === 'string') floor.name = body.name;
      return HttpResponse.json(floor);
    }),
    on('delete', '/projects/:id/floors/:floorId/', ({ params }) => {
      const before = state.floors.length;
      state.floors = state.floors.filter(
        (item) => !(item.id === idOf(params, 'floorId') && item.project === idOf(params)),
      );
      return state.floors.length === before ? notFound() : noContent();
    }),
    on('get', '/projects/:id/', ({ params }) => {
      const item = project(idOf(params));
      return item
        ? HttpResponse.json({ ...item, devices: item.devices.map(withStatus) })
        : notFound();
    }),

    // Alarm configurations
    on('get', '/alerts/configurations/detail/:id/', ({ params }) => {
      const item = state.alarmConfigurations.find((entry) => entry.id === idOf(params));
      return item ? HttpResponse.json(item) : notFound();
    }),
    on('patch', '/alerts/configurations/detail/:id/', async ({ params, request }) => {
      const item = state.alarmConfigurations.find((entry) => entry.id === idOf(params));
      if (!item) return notFound();
      Object.assign(item, await jsonBody(request), { id: item.id, device: item.device });
      return HttpResponse.json(item);
    }),
    on('delete', '/alerts/configurations/detail/:id/', ({ params }) => {
      const before = state.alarmConfigurations.length;
      state.alarmConfigurations = state.alarmConfigurations.filter(
        (entry) => entry.id !== idOf(params),
      );
      return state.alarmConfigurations.length === before ? notFound() : noContent();
    }),
    on('get', '/alerts/configurations/:projectId/', ({ params, request }) => {
      const id = idOf(params, 'projectId');
      if (!project(id)) return notFound();
      return list(
        request,
        state.alarmConfigurations.filter((item) => (item.project ?? 1) === id),
        ['parameter_name', 'alarm_type'],
        sortable('id', 'parameter_name', 'alarm_type', 'threshold_value', 'created_at', 'device'),
      );
    }),
    on('post', '/alerts/configurations/:projectId/', async ({ params, request }) => {
      const id = idOf(params, 'projectId');
      if (!project(id)) return notFound();
      const body = await jsonBody(request);
      if (!body.device || body.parameter_register === undefined || !body.alarm_type) {
        return HttpResponse.json({ detail: 'All fields are required.' }, { status: 400 });
      }
      const device = state.devices.find((item) => item.id === Number(body.device));
      const created: AlarmConfiguration = {
        id: nextId(),
        project: id,
        device: {
          id: Number(body.device),
          unit_id: device?.unit_id ?? String(Number(body.device)),
        },
        outdoor_unit: (body.outdoor_unit as number | undefined) ?? null,
        indoor_unit: (body.indoor_unit as number | undefined) ?? null,
        parameter_name: text(body.parameter_name) || `Register ${Number(body.parameter_register)}`,
        parameter_modbus_type: body.parameter_modbus_type === 'coil' ? 'coil' : 'register',
        parameter_register: Number(body.parameter_register),
        threshold_value: (body.threshold_value as number | undefined) ?? null,
        boolean_value: (body.boolean_value as boolean | undefined) ?? null,
        alarm_type: body.alarm_type as AlarmConfiguration['alarm_type'],
        created_at: FIXTURE_NOW,
        is_triggered: false,
      };
      state.alarmConfigurations.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),

    // Alarm entries
    on('get', '/alerts/entries/stats/', () => {
      return HttpResponse.json(makeAlarmStats(state.alarmEntries));
    }),
    on('get', '/alerts/entries/detail/:id/', ({ params }) => {
      const item = state.alarmEntries.find((entry) => entry.id === idOf(params));
      return item ? HttpResponse.json(item) : notFound();
    }),
    on('patch', '/alerts/entries/detail/:id/', async ({ params, request }) => {
      const item = state.alarmEntries.find((entry) => entry.id === idOf(params));
      if (!item) return notFound();
      const body = await jsonBody(request);
      if (typeof body.is_resolved === 'boolean') {
        item.is_resolved = body.is_resolved;
        item.resolved_at = body.is_resolved ? (item.resolved_at ?? FIXTURE_NOW) : null;
      }
      return HttpResponse.json(item);
    }),
    on('delete', '/alerts/entries/detail/:id/', ({ params }) => {
      const before = state.alarmEntries.length;
      state.alarmEntries = state.alarmEntries.filter((entry) => entry.id !== idOf(params));
      return state.alarmEntries.length === before ? notFound() : noContent();
    }),
    on('get', '/alerts/entries/:projectId/counts/', ({ params }) => {
      const id = idOf(params, 'projectId');
      if (!project(id)) return notFound();
      const entries = state.alarmEntries.filter((entry) => (entry.project?.id ?? 1) === id);
      const since = (days: number) =>
        entries.filter(
          (entry) => Date.parse(entry.triggered_at) > Date.parse(FIXTURE_NOW) - days * 86_400_000,
        ).length;
      return HttpResponse.json(
        makeAlarmCounts({
          active_alarms: entries.filter((entry) => !entry.is_resolved).length,
          seven_days: since(7),
          thirty_days: since(30),
        }),
      );
    }),
    on('get', '/alerts/entries/:projectId/', ({ params, request }) => {
      const id = idOf(params, 'projectId');
      if (!project(id)) return notFound();
      return list(
        request,
        filterResolved(request, state.alarmEntries).filter(
          (entry) => (entry.project?.id ?? 1) === id,
        ),
        ['alarm_configuration', 'device'],
        ENTRY_ORDERINGS,
      );
    }),
    on('post', '/alerts/entries/:projectId/', async ({ params, request }) => {
      const id = idOf(params, 'projectId');
      const body = await jsonBody(request);
      const configuration = state.alarmConfigurations.find(
        (item) => item.id === Number(body.alarm_configuration),
      );
      if (!project(id) || !configuration) {
        return fieldError('alarm_configuration', 'Unknown alarm configuration.');
      }
      const item = project(id);
      const created: AlarmEntry = {
        id: nextId(),
        project: { id, name: item?.name ?? '' },
        device: configuration.device,
        outdoor_unit: configuration.outdoor_unit,
        indoor_unit: configuration.indoor_unit,
        alarm_configuration: {
          id: configuration.id,
          parameter_name: configuration.parameter_name,
          alarm_type: configuration.alarm_type,
        },
        triggered_at: text(body.triggered_at) || FIXTURE_NOW,
        resolved_at: null,
        triggered_value: Number(body.triggered_value),
        is_resolved: false,
      };
      state.alarmEntries.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    on('get', '/alerts/entries/', ({ request }) => {
      return list(
        request,
        filterResolved(request, state.alarmEntries),
        ['alarm_configuration', 'device'],
        ENTRY_ORDERINGS,
      );
    }),
  ];
  return handlers;
}

function filterResolved(request: Request, entries: AlarmEntry[]): AlarmEntry[] {
  const value = new URL(request.url).searchParams.get('is_resolved');
  if (value === null) return entries;
  const resolved = value === 'true' || value === 'True' || value === '1';
  return entries.filter((entry) => entry.is_resolved === resolved);
}

/** An event stream that says `ready` and stays open until the request is aborted. */
function openLiveStream(request: Request): HttpResponse<ReadableStream> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
      request.signal.addEventListener('abort', () => {
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
    },
  });
  return new HttpResponse(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
  });
}

/** The fixture configuration's formula of a register, for a write's change-log wording. */
function writtenFormula(register: number) {
  const configuration = makeDeviceConfiguration();
  return [
    ...configuration.general_formulas,
    ...configuration.outdoor_unit_formulas,
    ...configuration.indoor_unit_formulas,
  ].find((formula) => formula.register === register);
}
