import type { DeviceFormInput } from '@hvac/console-domain';
import {
  DEVICE_MESSAGES,
  DEVICE_STATE_ORDER,
  answeredInText,
  checkDeviceModelFile,
  connectionFieldErrors,
  deviceState,
  isDeviceState,
  unitRemovalHasData,
  unitRemovalsText,
  validateDeviceForm,
} from '@hvac/console-domain';
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type {
  Device,
  DeviceConnection,
  DeviceListItem,
  OutdoorUnit,
  ProjectDetail,
} from '../types';
import { onlineStatus, unknownStatus } from './fixtures';
import type { MockState } from './state';

type Resolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

export interface DeviceHandlerContext {
  state: MockState;
  on: (
    method: 'get' | 'post' | 'patch' | 'delete',
    pattern: string,
    resolver: Resolver,
  ) => HttpHandler;
  nextId: () => number;
}

/** The reference server's refusals of real devices (console-domain's DEVICE_MESSAGES). */
export const DEVICE_SERVER_DETAILS = {
  HOST_NOT_ALLOWED: DEVICE_MESSAGES.HOST_NOT_ALLOWED,
  UNIT_TAKEN: DEVICE_MESSAGES.CONNECTION_TAKEN,
  MODEL_KEY_TAKEN: DEVICE_MESSAGES.MODEL_KEY_TAKEN,
  UNKNOWN_MODEL: DEVICE_MESSAGES.MODEL_UNKNOWN,
} as const;

/**
 * What the mock's connections do, so stories and tests can show every answer: hosts of 127.0.0.0/8
 * and 'localhost' are allowed (the demo's DEVICE_NETWORKS); port 502 answers, 503 is silent, any
 * other port refuses.
 */
export const MOCK_CONNECTIONS = {
  answered: answeredInText(12),
  silent: DEVICE_MESSAGES.NO_ANSWER,
  refused: DEVICE_MESSAGES.CONNECTION_REFUSED,
} as const;

const allowedHost = (host: string) => host === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(host);

function checkAnswer(connection: DeviceConnection) {
  if (connection.port === 502) return { ok: true, detail: MOCK_CONNECTIONS.answered };
  if (connection.port === 503) return { ok: false, detail: MOCK_CONNECTIONS.silent };
  return { ok: false, detail: MOCK_CONNECTIONS.refused };
}

type Json = Record<string, unknown>;

async function jsonBody(request: Request): Promise<Json> {
  try {
    const body = (await request.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Json) : {};
  } catch {
    return {};
  }
}

const fieldErrors = (errors: Readonly<Record<string, string | undefined>>) =>
  HttpResponse.json(
    Object.fromEntries(
      Object.entries(errors).flatMap(([field, message]) => (message ? [[field, [message]]] : [])),
    ),
    { status: 400 },
  );

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

function asConnection(value: unknown): DeviceConnection {
  const item = (typeof value === 'object' && value !== null ? value : {}) as Json;
  return {
    host: typeof item.host === 'string' ? item.host : '',
    port: Number(item.port),
    unit: Number(item.unit),
    poll_interval: Number(item.poll_interval),
  };
}

function asForm(body: Json): DeviceFormInput {
  const connection = asConnection(body.connection);
  const systems = Array.isArray(body.systems) ? (body.systems as Json[]) : [];
  return {
    model: typeof body.model === 'string' ? body.model : '',
    unit_id: typeof body.unit_id === 'string' ? body.unit_id : '',
    host: connection.host,
    port: connection.port,
    unit: connection.unit,
    poll_interval: connection.poll_interval,
    systems: systems.map((system) => ({
      unit: Number(system.unit),
      indoor_units: (Array.isArray(system.indoor_units) ? (system.indoor_units as Json[]) : []).map(
        (indoor) => ({
          unit: Number(indoor.unit),
          name: typeof indoor.name === 'string' ? indoor.name : '',
          unit_type: typeof indoor.unit_type === 'string' ? indoor.unit_type : 'regular',
        }),
      ),
    })),
  };
}

/** The handlers of real devices: models, add/change/remove, state and Check Connection. */
export function createDeviceHandlers({ state, on, nextId }: DeviceHandlerContext): HttpHandler[] {
  const idOf = (params: Json, name = 'id') => Number(params[name]);
  const project = (id: number) => state.projects.find((item) => item.id === id);
  const model = (key: string) => state.deviceModels.find((item) => item.key === key);

  /** Field messages of a device's body, the server's refusals included. */
  const refusal = (body: Json, deviceId?: number) => {
    const form = asForm(body);
    const chosen = model(form.model ?? '');
    const validation = validateDeviceForm(form, { singleUnit: chosen?.is_single_unit ?? true });
    if (!validation.valid) return fieldErrors(validation.fieldErrors);
    if (!chosen) return fieldErrors({ model: DEVICE_SERVER_DETAILS.UNKNOWN_MODEL });
    const connection = asConnection(body.connection);
    if (!allowedHost(connection.host)) {
      return fieldErrors({ 'connection.host': DEVICE_SERVER_DETAILS.HOST_NOT_ALLOWED });
    }
    const taken = state.projects
      .flatMap((item) => item.devices)
      .some(
        (device) =>
          device.id !== deviceId &&
          device.connection?.host === connection.host &&
          device.connection.port === connection.port &&
          device.connection.unit === connection.unit,
      );
    return taken ? fieldErrors({ 'connection.unit': DEVICE_SERVER_DETAILS.UNIT_TAKEN }) : undefined;
  };

  /** The units a body's systems describe, with fresh ids. */
  /** The body's systems; a unit whose system and unit numbers stay keeps its id (as the server does). */
  const unitsOf = (body: Json, current: readonly OutdoorUnit[] = []): OutdoorUnit[] =>
    asForm(body).systems.map((system) => {
      const stored = current.find((outdoor) => outdoor.unit === Number(system.unit));
      const outdoorId = stored?.id ?? nextId();
      return {
        id: outdoorId,
        unit: Number(system.unit),
        indoor_units: system.indoor_units.map((indoor) => ({
          id:
            stored?.indoor_units?.find((unit) => unit.unit === Number(indoor.unit))?.id ?? nextId(),
          unit: Number(indoor.unit),
          name: indoor.name ?? '',
          unit_type: indoor.unit_type ?? 'regular',
          outdoor_unit: outdoorId,
        })),
      };
    });

  /** Removed indoor units that have alarm configurations, entries or floor-plan areas. */
  const removalsOf = (before: readonly OutdoorUnit[], after: readonly OutdoorUnit[]) => {
    const kept = new Set(after.flatMap((system) => (system.indoor_units ?? []).map((u) => u.id)));
    return before.flatMap((system) =>
      (system.indoor_units ?? [])
        .filter((unit) => !kept.has(unit.id))
        .map((unit) => {
          const rules = state.alarmConfigurations.filter((rule) => rule.indoor_unit === unit.id);
          const entries = state.alarmEntries.filter((entry) => entry.indoor_unit === unit.id);
          return {
            system: system.unit,
            unit: unit.unit,
            name: unit.name ?? '',
            alarm_configurations: rules.length,
            alarm_entries: entries.length,
            unresolved_alarm_entries: entries.filter((entry) => !entry.is_resolved).length,
            floor_plan_areas: state.floors
              .flatMap((floor) => floor.device_map)
              .filter((area) => area.indoorUnitId === unit.id).length,
            history: false,
          };
        })
        .filter(unitRemovalHasData),
    );
  };

  return [
    on('get', '/device-models/', () => HttpResponse.json(state.deviceModels)),
    on('post', '/device-models/', async ({ request }) => {
      const checked = checkDeviceModelFile(JSON.stringify(await jsonBody(request)));
      if (!checked.ok) {
        return HttpResponse.json(
          Object.fromEntries(
            checked.problems.map((problem) => [
              problem.path || 'non_field_errors',
              [problem.message],
            ]),
          ),
          { status: 400 },
        );
      }
      const file = checked.model;
      const parameters = file.parameters as Json;
      if (parameters.indoor !== undefined && !Array.isArray(parameters.indoor)) {
        return fieldErrors({ 'parameters.indoor': 'Expected an array.' });
      }
      if (model(String(file.key)))
        return fieldErrors({ key: DEVICE_SERVER_DETAILS.MODEL_KEY_TAKEN });
      const summary = {
        key: String(file.key),
        manufacturer: String(file.manufacturer),
        model: String(file.model),
        model_type: String(file.model_type),
        device_type: String(file.device_type),
        is_single_unit: file.is_single_unit === true,
      };
      state.deviceModels.push(summary);
      return HttpResponse.json(summary, { status: 201 });
    }),

    on('post', '/devices/check-connection/', async ({ request }) => {
      const body = await jsonBody(request);
      const connection = asConnection(body.connection);
      const errors: Record<string, string | undefined> = connectionFieldErrors(connection);
      if (!model(typeof body.model === 'string' ? body.model : '')) {
        errors.model = DEVICE_SERVER_DETAILS.UNKNOWN_MODEL;
      }
      if (Object.values(errors).some(Boolean)) return fieldErrors(errors);
      if (!allowedHost(connection.host)) {
        return fieldErrors({ 'connection.host': DEVICE_SERVER_DETAILS.HOST_NOT_ALLOWED });
      }
      return HttpResponse.json(checkAnswer(connection));
    }),

    on('post', '/projects/:id/devices/', async ({ params, request }) => {
      const item = project(idOf(params));
      if (!item) return notFound();
      const body = await jsonBody(request);
      const refused = refusal(body);
      if (refused) return refused;
      const chosen = model(String(body.model));
      if (!chosen) return notFound();
      const id = nextId();
      const connection = asConnection(body.connection);
      const device: Device = {
        id,
        unit_id: String(body.unit_id).trim(),
        firmware: '1.0.0',
        device_type: chosen.device_type,
        is_single_unit: chosen.is_single_unit,
        configuration: {
          manufacturer: chosen.manufacturer,
          model: chosen.model,
          model_type: chosen.model_type,
        },
        units: chosen.is_single_unit ? [] : unitsOf(body),
        project_id: item.id,
        project: { id: item.id, name: item.name },
        active: true,
        version: '1.0',
        model: chosen.key,
        connection,
        status: unknownStatus(),
      };
      item.devices.push(device);
      state.devices.push(toListItem(device));
      return HttpResponse.json(device, { status: 201 });
    }),

    on('patch', '/devices/:id/', async ({ params, request }) => {
      const id = idOf(params);
      const listed = state.devices.find((device) => device.id === id);
      if (!listed) return notFound();
      const body = await jsonBody(request);
      const current = detailOf(state.projects, id);
      const merged = {
        unit_id: listed.unit_id,
        model:
          current?.model ??
          state.deviceModels.find((item) => item.is_single_unit === listed.is_single_unit)?.key,
        connection: current?.connection ?? {
          host: '127.0.0.1',
          port: 502,
          unit: id,
          poll_interval: 60,
        },
        systems: (current?.units ?? []).map((unit) => ({
          unit: unit.unit,
          indoor_units: unit.indoor_units ?? [],
        })),
        ...body,
      };
      const refused = refusal(merged, id);
      if (refused) return refused;
      listed.unit_id = String(merged.unit_id).trim();
      const units =
        current && body.systems !== undefined ? unitsOf(merged, current.units) : undefined;
      if (current && units) {
        const removals = removalsOf(current.units ?? [], units);
        if (removals.length > 0 && body.confirm_unit_removal !== true)
          return HttpResponse.json(
            { detail: unitRemovalsText(removals), unit_removals: removals },
            { status: 409 },
          );
      }
      if (current) {
        current.unit_id = listed.unit_id;
        current.connection = asConnection(merged.connection);
        if (units) current.units = units;
      }
      return HttpResponse.json(current ?? listed);
    }),

    on('delete', '/devices/:id/', ({ params }) => {
      const id = idOf(params);
      const before = state.devices.length;
      state.devices = state.devices.filter((device) => device.id !== id);
      for (const item of state.projects) {
        item.devices = item.devices.filter((device) => device.id !== id);
      }
      return state.devices.length === before ? notFound() : new HttpResponse(null, { status: 204 });
    }),

    // Check now: the device answers as its connection does (MOCK_CONNECTIONS; a device without one
    // answers) and its status follows.
    on('post', '/devices/:id/check-now/', ({ params }) => {
      const id = idOf(params);
      const listed = state.devices.find((device) => device.id === id);
      if (!listed) return notFound();
      const answer = checkAnswer(
        detailOf(state.projects, id)?.connection ?? asConnection({ port: 502 }),
      );
      listed.status = answer.ok
        ? onlineStatus({ last_seen: new Date().toISOString() })
        : { ...(listed.status ?? unknownStatus()), last_error: answer.detail };
      return HttpResponse.json({ checked: true, status: listed.status });
    }),

    on('get', '/devices/:id/status/', ({ params }) => {
      const listed = state.devices.find((device) => device.id === idOf(params));
      return listed ? HttpResponse.json(listed.status ?? unknownStatus()) : notFound();
    }),
  ];
}

/** A device as the project detail holds it, when it does. */
function detailOf(projects: readonly ProjectDetail[], id: number): Device | undefined {
  for (const item of projects) {
    const device = item.devices.find((entry) => entry.id === id);
    if (device) return device;
  }
  return undefined;
}

function toListItem(device: Device): DeviceListItem {
  return {
    id: device.id,
    unit_id: device.unit_id,
    active: device.active ?? true,
    device_type: device.device_type,
    project: device.project ?? null,
    project_id: device.project_id,
    version: device.version ?? '',
    is_single_unit: device.is_single_unit,
    configuration: device.configuration,
    status: device.status,
  };
}

/**
 * The device list's `state` filter and its `state` and `last_seen` orderings, as the server does:
 * by state offline first, then not yet polled, then online; by last seen oldest first, never seen
 * first. Answers the rows and the request without the orderings it applied.
 */
export function filterAndOrderByState(
  request: Request,
  rows: readonly DeviceListItem[],
): { request: Request; rows: DeviceListItem[] } {
  const url = new URL(request.url);
  const wanted = url.searchParams.get('state');
  let result = rows.filter((row) => !isDeviceState(wanted) || deviceState(row.status) === wanted);
  const ordering = url.searchParams.get('ordering') ?? '';
  const descending = ordering.startsWith('-');
  const name = descending ? ordering.slice(1) : ordering;
  const key =
    name === 'state'
      ? (row: DeviceListItem) => DEVICE_STATE_ORDER[deviceState(row.status)]
      : name === 'last_seen'
        ? (row: DeviceListItem) =>
            row.status?.last_seen ? Date.parse(row.status.last_seen) : Number.NEGATIVE_INFINITY
        : undefined;
  if (!key) return { request, rows: result };
  result = [...result].sort((a, b) => {
    const order = key(a) - key(b) || a.id - b.id;
    return descending ? -order : order;
  });
  url.searchParams.delete('ordering');
  return { request: new Request(url), rows: result };
}
