import { GRAPH_MAX_DAYS, REALTIME_BATCH_SIZE } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { configurationOf, findParameter, getModel } from '../devices/catalog';
import { DEVICE_MESSAGES } from '../devices/messages';
import type { ModbusType } from '../devices/types';
import {
  parameterLabel,
  deviceListItem,
  deviceSlimView,
  deviceView,
  modelConfiguration,
  unitsView,
} from '../devices/views';
import {
  badRequest,
  fieldErrors,
  idParams,
  listQuerySchema,
  notFound,
  pagedList,
  requireAction,
} from '../http';
import { WRITE_ACTIONS } from '../simulator/cycle';
import {
  graphHeaders,
  graphJson,
  graphSeries,
  latestSample,
  resolveHeaders,
} from '../simulator/history';
import { DeviceSimulation, NO_OVERRIDES } from '../simulator/signals';
import {
  loadDevice,
  loadDevices,
  loadOverrides,
  overridesStamp,
  type StoredDevice,
} from '../simulator/store';
import { changeLogEntryView, type ChangeLogRow } from './changeLogView';

const DEVICE_LIST_SQL = `SELECT d.id, d.tenant_id, d.project_id, p.name AS project_name, d.unit_id, d.device_type,
    d.model_key, d.firmware, d.version, d.active, d.is_single_unit
  FROM devices d JOIN projects p ON p.id = d.project_id AND p.tenant_id = d.tenant_id
 WHERE d.tenant_id = $1`;

const DEVICE_ORDERING = {
  id: 'id',
  unit_id: 'unit_id',
  active: 'active',
  device_type: 'device_type',
  version: 'version',
  project_name: 'project_name',
};

const registerNumber = z.number().int().min(0).max(65_535);
const realtimeSchema = z.object({
  coils: z.array(registerNumber).max(1000).default([]),
  registers: z.array(registerNumber).max(1000).default([]),
});

const writeSchema = z.object({
  modbus_type: z.enum(['coil', 'register']),
  register: registerNumber,
  value: z.union([z.number().finite(), z.boolean()]),
  outdoor_unit: z.number().int().positive().nullish(),
  indoor_unit: z.number().int().positive().nullish(),
});

const headersField = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(z.string().min(1).max(100)).min(1, DEVICE_MESSAGES.HEADERS_REQUIRED).max(50));

function graphSchema(numbers: 'coerce' | 'strict') {
  const integer = numbers === 'coerce' ? z.coerce.number() : z.number();
  return z.object({
    headers: headersField,
    timerange: integer.int().min(1).max(GRAPH_MAX_DAYS).default(7),
    interval: integer
      .int()
      .min(5)
      .max(1440)
      .refine((minutes) => minutes % 5 === 0, 'The interval is a multiple of 5 minutes.')
      .default(5),
  });
}
const graphQuerySchema = graphSchema('coerce');
const graphBodySchema = graphSchema('strict');

/**
 * Serialised graphs kept per server, by device, headers, range, interval, last sample and written
 * values; least recently used first out beyond this many bytes (a 90-day 6-header graph is ~8 MB).
 */
const GRAPH_CACHE_BYTES = 48 * 1024 * 1024;

export const deviceRoutes: FastifyPluginAsync = (app) => {
  const graphCache = new Map<string, Buffer>();
  let graphCacheBytes = 0;
  function cachedGraph(key: string): Buffer | undefined {
    const json = graphCache.get(key);
    if (json) {
      graphCache.delete(key);
      graphCache.set(key, json);
    }
    return json;
  }
  function cacheGraph(key: string, json: Buffer): void {
    if (json.length > GRAPH_CACHE_BYTES || graphCache.has(key)) return;
    graphCache.set(key, json);
    graphCacheBytes += json.length;
    for (const [oldestKey, oldest] of graphCache) {
      if (graphCacheBytes <= GRAPH_CACHE_BYTES) break;
      graphCache.delete(oldestKey);
      graphCacheBytes -= oldest.length;
    }
  }

  async function deviceOr404(request: FastifyRequest, id: number): Promise<StoredDevice> {
    const device = await loadDevice(app.db, request.tenant, id);
    if (!device) throw notFound();
    return device;
  }

  async function simulationOf(tenant: string, device: StoredDevice): Promise<DeviceSimulation> {
    const overrides =
      (await loadOverrides(app.db, tenant, [device.id])).get(device.id) ?? NO_OVERRIDES;
    return new DeviceSimulation(device, overrides);
  }

  const list = (slim: boolean) => async (request: FastifyRequest) => {
    const query = listQuerySchema.parse(request.query);
    return pagedList(
      app.db,
      request,
      query,
      {
        sql: DEVICE_LIST_SQL,
        params: [request.tenant],
        ordering: DEVICE_ORDERING,
        defaultOrdering: 'unit_id',
        search: ['unit_id', 'device_type', 'project_name'],
      },
      (listed: Record<string, unknown>) => {
        const row = listed as unknown as StoredDevice['row'];
        const item = deviceListItem(row);
        if (slim) return item;
        const model = getModel(row.model_key);
        return {
          ...item,
          configuration: {
            manufacturer: model.manufacturer,
            model: model.model,
            model_type: model.model_type,
          },
        };
      },
    );
  };
  app.get('/devices/', list(false));
  app.get('/devices/slim/', list(true));

  app.get('/devices/:id/', async (request) => {
    const { id } = idParams(request.params, 'id');
    return deviceView(await deviceOr404(request, id));
  });

  app.get('/devices/:id/slim/', async (request) => {
    const { id } = idParams(request.params, 'id');
    const device = await deviceOr404(request, id);
    const simulation = await simulationOf(request.tenant, device);
    return deviceSlimView(device, simulation, app.now().getTime());
  });

  app.get('/devices/:id/units/', async (request) => {
    const { id } = idParams(request.params, 'id');
    return unitsView(await deviceOr404(request, id));
  });

  app.get('/devices/project/:id/units/', async (request) => {
    const { id } = idParams(request.params, 'id');
    const project = await app.db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
      id,
      request.tenant,
    ]);
    if (!project) throw notFound();
    const devices = await loadDevices(app.db, request.tenant, { projectId: id });
    const overrides = await loadOverrides(
      app.db,
      request.tenant,
      devices.map((device) => device.id),
    );
    const time = app.now().getTime();
    return devices.map((device) =>
      deviceSlimView(
        device,
        new DeviceSimulation(device, overrides.get(device.id) ?? NO_OVERRIDES),
        time,
      ),
    );
  });

  app.get('/devices/:id/configuration/', async (request) => {
    const { id } = idParams(request.params, 'id');
    const device = await deviceOr404(request, id);
    return { ...configurationOf(getModel(device.modelKey)), ...modelConfiguration(device) };
  });

  app.post('/devices/:id/device_parameters_realtime/', async (request) => {
    const { id } = idParams(request.params, 'id');
    const device = await deviceOr404(request, id);
    const body = realtimeSchema.parse(request.body ?? {});
    if (body.coils.length + body.registers.length > REALTIME_BATCH_SIZE) {
      throw badRequest(DEVICE_MESSAGES.TOO_MANY_REALTIME_ITEMS);
    }
    const unknownCoils = body.coils.filter((register) => !findParameter(device, 'coil', register));
    const unknownRegisters = body.registers.filter(
      (register) => !findParameter(device, 'register', register),
    );
    if (unknownCoils.length > 0 || unknownRegisters.length > 0) {
      throw fieldErrors({
        ...(unknownCoils.length > 0
          ? { coils: unknownCoils.map((coil) => `${DEVICE_MESSAGES.UNKNOWN_COIL} (${coil})`) }
          : {}),
        ...(unknownRegisters.length > 0
          ? {
              registers: unknownRegisters.map(
                (register) => `${DEVICE_MESSAGES.UNKNOWN_REGISTER} (${register})`,
              ),
            }
          : {}),
      });
    }
    const simulation = await simulationOf(request.tenant, device);
    const time = app.now().getTime();
    const read = (modbusType: ModbusType, registers: number[]) =>
      Object.fromEntries(
        registers.map((register) => [
          String(register),
          simulation.valueAt(modbusType, register, time) ?? null,
        ]),
      );
    return { coils: read('coil', body.coils), registers: read('register', body.registers) };
  });

  app.post(
    '/devices/:id/write/',
    { preHandler: requireAction('write_parameters') },
    async (request, reply) => {
      const { id } = idParams(request.params, 'id');
      const device = await deviceOr404(request, id);
      const body = writeSchema.parse(request.body);
      const parameter = findParameter(device, body.modbus_type, body.register);
      if (!parameter) {
        throw fieldErrors({
          register:
            body.modbus_type === 'coil'
              ? DEVICE_MESSAGES.UNKNOWN_COIL
              : DEVICE_MESSAGES.UNKNOWN_REGISTER,
        });
      }
      if (!parameter.definition.write)
        throw fieldErrors({ register: DEVICE_MESSAGES.READ_ONLY_PARAMETER });
      if (
        (body.outdoor_unit != null && body.outdoor_unit !== parameter.ref.outdoorUnitId) ||
        (body.indoor_unit != null &&
          (parameter.ref.scope !== 'indoor' || body.indoor_unit !== parameter.ref.unitId))
      ) {
        throw fieldErrors({ register: DEVICE_MESSAGES.WRONG_UNIT });
      }
      const value = typeof body.value === 'boolean' ? Number(body.value) : body.value;
      if (body.modbus_type === 'coil' && value !== 0 && value !== 1) {
        throw fieldErrors({ value: DEVICE_MESSAGES.COIL_VALUE });
      }
      const now = app.now();
      const row = await app.db.one<ChangeLogRow>(
        `WITH inserted AS (
           INSERT INTO change_log_entries (tenant_id, project_id, device_id, user_id, action, status, param_name, data,
                                           created_at, applies_at)
           VALUES ($1, $2, $3, $4, $5, 'incomplete', $6, $7::jsonb, $8, $8)
           RETURNING *)
         SELECT i.id, i.action, i.status, i.param_name, i.data, i.created_at, i.device_id,
                u.first_name, u.last_name
           FROM inserted i LEFT JOIN users u ON u.id = i.user_id`,
        [
          request.tenant,
          device.row.project_id,
          device.id,
          request.user.id,
          WRITE_ACTIONS[body.modbus_type],
          parameterLabel(device, parameter),
          JSON.stringify([body.register, value]),
          now,
        ],
      );
      if (!row) throw notFound();
      return reply.status(201).send(changeLogEntryView(row));
    },
  );

  app.get('/devices/:id/graph/headers/', async (request) => {
    const { id } = idParams(request.params, 'id');
    return graphHeaders(await deviceOr404(request, id));
  });

  async function graph(
    request: FastifyRequest,
    params: z.infer<typeof graphQuerySchema>,
  ): Promise<Buffer> {
    const { id } = idParams(request.params, 'id');
    const device = await deviceOr404(request, id);
    const { found, unknown } = resolveHeaders(device, params.headers);
    if (unknown.length > 0)
      throw fieldErrors({
        headers: unknown.map((header) => `${DEVICE_MESSAGES.UNKNOWN_HEADER} (${header})`),
      });
    const overrides = (await loadOverrides(app.db, request.tenant, [device.id])).get(device.id);
    const now = app.now().getTime();
    const key = [
      request.tenant,
      device.id,
      params.headers.join('|'),
      params.timerange,
      params.interval,
      latestSample(now),
      overridesStamp(overrides),
    ].join('#');
    // GRAPH_CACHE=0 turns the cache off (the benchmark measures both).
    const useCache = process.env.GRAPH_CACHE !== '0';
    const cached = useCache ? cachedGraph(key) : undefined;
    if (cached) return cached;
    const simulation = new DeviceSimulation(device, overrides ?? NO_OVERRIDES);
    const series = graphSeries(simulation, found, {
      now,
      days: params.timerange,
      intervalMinutes: params.interval,
    });
    const json = graphJson(found, series);
    if (useCache) cacheGraph(key, json);
    return json;
  }

  app.get('/devices/:id/graph/', async (request, reply) => {
    const json = await graph(request, graphQuerySchema.parse(request.query));
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.post('/devices/:id/graph/', async (request, reply) => {
    const json = await graph(request, graphBodySchema.parse(request.body ?? {}));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  return Promise.resolve();
};
