import {
  DEVICE_STATES,
  REALTIME_BATCH_SIZE,
  acceptsRawValue,
  writeChangeLogData,
  MODBUS_MAX_ADDRESS,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { configurationOf, findParameter, getModel, writableFormula } from '../../devices/catalog';
import { DEVICE_MESSAGES } from '../../devices/messages';
import { storedRealtime } from '../../devices/realtime';
import { requestRawRead } from '../../poller/rawRead';
import {
  parameterLabel,
  deviceListItem,
  deviceSlimView,
  deviceView,
  modelConfiguration,
  unitsView,
} from '../../devices/views';
import {
  badRequest,
  fieldErrors,
  forbidden,
  HttpError,
  idParams,
  pathIds,
  listQuerySchema,
  notFound,
  pageOf,
  requireAction,
} from '../../http';
import { checkedInHandler, optionalBody, useZodSchemas } from '../../http/schemas';
import {
  deviceConfigurationResponse,
  devicePageResponse,
  deviceResponse,
  deviceSlimListResponse,
  deviceSlimPageResponse,
  deviceSlimResponse,
  rawReadResponse,
  realtimeResponse,
  unitsResponse,
} from '../../devices/schemas';

import { LiveValues } from '../../devices/live';
import { loadDevice, loadDevices, loadLiveValues, type StoredDevice } from '../../devices/store';
import { insertWrite } from '../../devices/changeLog';
import { changeLogEntryResponse, changeLogEntryView } from '../changeLog/views';
import { assertProject } from '../guards';
import { listDevices } from '../../devices/repository';

const registerNumber = z.number().int().min(0).max(MODBUS_MAX_ADDRESS);
const realtimeSchema = z.object({
  coils: z.array(registerNumber).max(1000).default([]),
  registers: z.array(registerNumber).max(1000).default([]),
});

/** The device list's query: paging, search, ordering (also `state`, `last_seen`) and one state. */
const deviceListQuery = listQuerySchema.extend({
  state: z.enum(['all', ...DEVICE_STATES]).optional(),
});

/** Declared on the read routes; realtimeRead checks it once the device is known. */
const realtimeBody = checkedInHandler(optionalBody(realtimeSchema));
type DeviceListQuery = z.output<typeof deviceListQuery>;

const writeSchema = z.object({
  modbus_type: z.enum(['coil', 'register']),
  register: registerNumber,
  value: z.union([z.number().finite(), z.boolean()]),
  outdoor_unit: z.number().int().positive().nullish(),
  indoor_unit: z.number().int().positive().nullish(),
});

/** Devices: lists, one device with its units and summaries, real-time reads, parameter writes. */
export const deviceRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const devicePath = pathIds('id');
  async function deviceOr404(request: FastifyRequest, id: number): Promise<StoredDevice> {
    const device = await loadDevice(app.db, request.tenant, id);
    if (!device) throw notFound();
    return device;
  }

  /** The last successful poll's values of a device (stale when it is offline: its status says so). */
  async function liveOf(tenant: string, device: StoredDevice): Promise<LiveValues> {
    return new LiveValues(
      device,
      (await loadLiveValues(app.db, tenant, [device.id])).get(device.id),
    );
  }

  const listOf = (request: FastifyRequest, query: DeviceListQuery) =>
    listDevices(app.db, request.tenant, query, {
      now: app.now(),
      state: query.state === 'all' ? undefined : query.state,
    });
  app.get(
    '/devices/',
    { schema: { querystring: deviceListQuery, response: { 200: devicePageResponse } } },
    async (request) =>
      pageOf(request, await listOf(request, request.query), (row) => {
        const model = getModel(row.model_key);
        return {
          ...deviceListItem(row, app.now().getTime()),
          configuration: {
            manufacturer: model.manufacturer,
            model: model.model,
            model_type: model.model_type,
          },
        };
      }),
  );
  app.get(
    '/devices/slim/',
    { schema: { querystring: deviceListQuery, response: { 200: deviceSlimPageResponse } } },
    async (request) =>
      pageOf(request, await listOf(request, request.query), (row) =>
        deviceListItem(row, app.now().getTime()),
      ),
  );

  app.get(
    '/devices/:id/',
    { schema: { params: devicePath, response: { 200: deviceResponse } } },
    async (request) => {
      const { id } = request.params;
      return deviceView(await deviceOr404(request, id), app.now().getTime());
    },
  );

  app.get(
    '/devices/:id/slim/',
    { schema: { params: devicePath, response: { 200: deviceSlimResponse } } },
    async (request) => {
      const { id } = request.params;
      const device = await deviceOr404(request, id);
      return deviceSlimView(device, await liveOf(request.tenant, device), app.now().getTime());
    },
  );

  app.get(
    '/devices/:id/units/',
    { schema: { params: devicePath, response: { 200: unitsResponse } } },
    async (request) => {
      const { id } = request.params;
      return unitsView(await deviceOr404(request, id));
    },
  );

  app.get(
    '/devices/project/:id/units/',
    { schema: { params: devicePath, response: { 200: deviceSlimListResponse } } },
    async (request) => {
      const { id } = request.params;
      await assertProject(app.db, request.tenant, id);
      const devices = await loadDevices(app.db, request.tenant, { projectId: id });
      const values = await loadLiveValues(
        app.db,
        request.tenant,
        devices.map((device) => device.id),
      );
      const time = app.now().getTime();
      return devices.map((device) =>
        deviceSlimView(device, new LiveValues(device, values.get(device.id)), time),
      );
    },
  );

  app.get(
    '/devices/:id/configuration/',
    { schema: { params: devicePath, response: { 200: deviceConfigurationResponse } } },
    async (request) => {
      const { id } = request.params;
      const device = await deviceOr404(request, id);
      return { ...configurationOf(getModel(device.modelKey)), ...modelConfiguration(device) };
    },
  );

  /** The coils and registers asked for: at most 40, each one a parameter of the device. */
  function realtimeRead(device: StoredDevice, body: unknown) {
    const read = realtimeSchema.parse(body ?? {});
    if (read.coils.length + read.registers.length > REALTIME_BATCH_SIZE) {
      throw badRequest(DEVICE_MESSAGES.TOO_MANY_REALTIME_ITEMS);
    }
    const unknownCoils = read.coils.filter((register) => !findParameter(device, 'coil', register));
    const unknownRegisters = read.registers.filter(
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
    return read;
  }

  // The last stored poll's values with their time and the device's state; never a device request.
  app.post(
    '/devices/:id/device_parameters_realtime/',
    {
      // The device is looked up (404) before the body is read: realtimeRead checks it.
      schema: { params: devicePath, body: realtimeBody, response: { 200: realtimeResponse } },
    },
    async (request) => {
      const { id } = request.params;
      const device = await deviceOr404(request, id);
      const read = realtimeRead(device, request.body);
      return storedRealtime(
        device,
        await liveOf(request.tenant, device),
        read,
        app.now().getTime(),
      );
    },
  );

  // Debug Mode's raw read (superusers only, as Debug Mode is): asks the device itself, through the
  // poller that holds its lease (src/poller/rawRead.ts): 503 with the device's error, 504 when no
  // poller answered in time.
  app.post(
    '/devices/:id/device_parameters_raw/',
    {
      // Only a superuser learns whether the device exists (403 before 404): the handler reads the
      // id, then the body.
      schema: {
        params: checkedInHandler(devicePath),
        body: realtimeBody,
        response: { 200: rawReadResponse },
      },
    },
    async (request) => {
      if (!request.user.isSuperuser) throw forbidden();
      const { id } = idParams(request.params, 'id');
      const device = await deviceOr404(request, id);
      const read = realtimeRead(device, request.body);
      // Through the instance that holds the device's lease: only it talks to the device's gateway.
      const outcome = await requestRawRead(
        app.db,
        () => app.poller.wake(id),
        request.tenant,
        id,
        read,
        app.rawReadWaitMs,
      );
      if (!outcome) throw notFound();
      if ('error' in outcome) throw new HttpError(503, { detail: outcome.error });
      if ('timeout' in outcome)
        throw new HttpError(504, { detail: DEVICE_MESSAGES.RAW_READ_NO_POLLER });
      return outcome.values;
    },
  );

  app.post(
    '/devices/:id/write/',
    {
      preValidation: requireAction('write_parameters'),
      // The device is looked up (404) before the body is read.
      schema: {
        params: devicePath,
        body: checkedInHandler(writeSchema),
        response: { 201: changeLogEntryResponse },
      },
    },
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
      // The parameter's write rule (range, allowed codes), with the domain's message the console shows.
      const formula = writableFormula(parameter.definition);
      const accepted = acceptsRawValue(formula, value);
      if (!accepted.valid) throw fieldErrors({ value: accepted.message });
      const now = app.now();
      const row = await insertWrite(app.db, request.tenant, {
        projectId: device.row.project_id,
        deviceId: device.id,
        userId: request.user.id,
        paramName: parameterLabel(device, parameter),
        data: writeChangeLogData(formula, body.register, value),
        at: now,
        command: { modbusType: body.modbus_type, register: body.register, rawValue: value },
      });
      app.events.publish({
        tenant: request.tenant,
        type: 'change_log.created',
        project: device.row.project_id,
        device: device.id,
        entry: row.id,
        status: row.status,
      });
      // The poller sends it now (writes go ahead of polls); the entry completes on the device's echo.
      app.poller.wake(device.id);
      return reply.status(201).send(changeLogEntryView(row));
    },
  );

  return Promise.resolve();
};
