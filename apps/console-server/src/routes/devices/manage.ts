import {
  CONNECTION_DEFAULTS,
  CONNECTION_LIMITS,
  DEVICE_MESSAGES as MESSAGES,
  isValidHost,
  MODBUS_MAX_ADDRESS,
  SYSTEM_LIMITS,
  systemsFieldErrors,
} from '@hvac/console-domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { catalogKey, registerOf } from '../../devices/catalog';
import {
  checkConnectionResponse,
  deviceResponse,
  deviceStatusResponse,
} from '../../devices/schemas';
import type { DeviceModel, FormulaScope } from '../../devices/types';
import { deviceStatusView, deviceView } from '../../devices/views';
import { fieldErrors, HttpError, notFound, pathIds, requireAction } from '../../http';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';
import { shareAnAddress } from '../../modbus/networks';
import { loadDevice } from '../../devices/store';
import {
  candidateKeys,
  checkAnswer,
  checkOutcome,
  limitConnectionCheck,
} from '../../devices/connectionCheck';
import { ensureModel, listModels } from '../../devices/modelRepository';
import { removeAreasOf } from '../../floors/repository';
import { assertProject } from '../guards';
import {
  deleteDevice,
  devicesOnPortAndUnit,
  insertDevice,
  updateDevice,
  type ConnectionInput,
  type SystemInput,
} from '../../devices/repository';
import { planUnits, unitRemovalRefused, unitRemovals, type PlannedUnits } from './units';

const whole = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

const connectionFields = {
  host: z
    .string({ message: MESSAGES.HOST_REQUIRED })
    .trim()
    .min(1, MESSAGES.HOST_REQUIRED)
    .max(253, MESSAGES.HOST_INVALID)
    .refine((host) => host === '' || isValidHost(host), MESSAGES.HOST_INVALID),
  port: whole(CONNECTION_LIMITS.port.min, CONNECTION_LIMITS.port.max, MESSAGES.PORT_RANGE),
  unit: whole(CONNECTION_LIMITS.unit.min, CONNECTION_LIMITS.unit.max, MESSAGES.MODBUS_UNIT_RANGE),
  poll_interval: whole(
    CONNECTION_LIMITS.poll_interval.min,
    CONNECTION_LIMITS.poll_interval.max,
    MESSAGES.POLL_INTERVAL_RANGE,
  ),
};
export const connectionSchema = z.strictObject({
  host: connectionFields.host,
  port: connectionFields.port.default(CONNECTION_DEFAULTS.port),
  unit: connectionFields.unit.default(CONNECTION_DEFAULTS.unit),
  poll_interval: connectionFields.poll_interval.default(CONNECTION_DEFAULTS.poll_interval),
});

/**
 * The systems' shape; their rules (numbers, counts, names) are console-domain's systemsFieldErrors in
 * checkSystems, so the form and the server give the same messages, all at once. The caps here only
 * bound the work of a hostile body (ten times the limits).
 */
const systemsSchema = z
  .array(
    z.strictObject({
      unit: z.number().int(),
      indoor_units: z
        .array(
          z.strictObject({
            unit: z.number().int(),
            name: z
              .string({ message: MESSAGES.INDOOR_NAME_REQUIRED })
              .trim()
              .max(SYSTEM_LIMITS.nameLength * 10),
            unit_type: z
              .string()
              .trim()
              .min(1)
              .max(SYSTEM_LIMITS.unitTypeLength)
              .default('regular'),
          }),
        )
        .max(SYSTEM_LIMITS.indoorUnitsPerSystem * 10)
        .default([]),
    }),
  )
  .max(SYSTEM_LIMITS.systems * 10);

const deviceFields = {
  unit_id: z
    .string({ message: MESSAGES.UNIT_ID_REQUIRED })
    .trim()
    .min(1, MESSAGES.UNIT_ID_REQUIRED)
    .max(100),
  model: z
    .string({ message: MESSAGES.MODEL_REQUIRED })
    .trim()
    .min(1, MESSAGES.MODEL_REQUIRED)
    .max(64),
  connection: connectionSchema,
  systems: systemsSchema.default([]),
};
const createSchema = z.strictObject(deviceFields);
const patchSchema = z.strictObject({
  unit_id: deviceFields.unit_id.optional(),
  model: deviceFields.model.optional(),
  connection: z.strictObject(connectionFields).partial().optional(),
  systems: systemsSchema.optional(),
  /** Removes units that have alarm configurations, entries, areas or history (else a 409 lists them). */
  confirm_unit_removal: z.boolean().optional(),
});
const checkSchema = z.strictObject({ model: deviceFields.model, connection: connectionSchema });

/** Field messages of a device's systems against its model (unit numbers used once, registers that exist). */
function checkSystems(model: DeviceModel, systems: readonly SystemInput[]): void {
  if (model.is_single_unit) {
    if (systems.length > 0) throw fieldErrors({ systems: MESSAGES.SINGLE_UNIT_HAS_NO_SYSTEMS });
    return;
  }
  const errors: Record<string, string | undefined> = { ...systemsFieldErrors(systems) };
  // Then the model's own limit: a unit number whose registers lie past the last address.
  const fits = (scope: FormulaScope, unit: number) =>
    model.parameters[scope].every(
      (definition) => registerOf(model, scope, definition, unit) <= MODBUS_MAX_ADDRESS,
    );
  systems.forEach((system, index) => {
    const field = `systems.${index}.unit`;
    if (errors[field] === undefined && !fits('outdoor', system.unit))
      errors[field] = MESSAGES.UNIT_BEYOND_MODEL;
    system.indoor_units.forEach((unit, position) => {
      const unitField = `systems.${index}.indoor_units.${position}.unit`;
      if (errors[unitField] === undefined && !fits('indoor', unit.unit))
        errors[unitField] = MESSAGES.UNIT_BEYOND_MODEL;
    });
  });
  const messages = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (messages.length > 0) throw fieldErrors(Object.fromEntries(messages));
}

async function modelOr400(app: FastifyInstance, tenant: string, key: string): Promise<DeviceModel> {
  const model = await ensureModel(app.db, tenant, key);
  if (!model) throw fieldErrors({ model: MESSAGES.MODEL_UNKNOWN });
  return model;
}

/** The models Check Connection may probe when the chosen one is refused (the company's and built-in). */
async function candidateModels(
  app: FastifyInstance,
  tenant: string,
  chosen: DeviceModel,
): Promise<DeviceModel[]> {
  const keys = candidateKeys(await listModels(app.db, tenant), chosen);
  const models = await Promise.all(keys.map((key) => ensureModel(app.db, tenant, key)));
  return models.filter((model): model is DeviceModel => model !== undefined);
}

/** DEVICE_NETWORKS: the host (and every address its name resolves to) must lie inside. Answers those addresses. */
export async function checkHost(app: FastifyInstance, host: string): Promise<string[]> {
  const check = await app.deviceNetworks.check(host);
  if (!check.ok) {
    // The user reads a sentence for people; the operator's detail (what it resolved to) goes here.
    app.log.warn(
      { host, reason: check.reason, addresses: 'addresses' in check ? check.addresses : [] },
      check.reason === 'unresolved'
        ? 'Device host refused: the name does not resolve'
        : `Device host refused: outside DEVICE_NETWORKS (${app.deviceNetworks.cidrs.join(', ') || 'empty'})`,
    );
    throw fieldErrors({
      'connection.host':
        check.reason === 'unresolved' ? MESSAGES.HOST_UNRESOLVED : MESSAGES.HOST_NOT_ALLOWED,
    });
  }
  return check.addresses;
}

/**
 * The host must be allowed, and no other device of the company may answer at the same address,
 * port and Modbus unit: the same host text, or another name or spelling of one of its addresses
 * (resolved as the allow-list resolves them: `localhost` is `127.0.0.1`).
 */
async function checkConnection(
  app: FastifyInstance,
  tenant: string,
  connection: ConnectionInput,
  deviceId?: number,
): Promise<void> {
  const addresses = await checkHost(app, connection.host);
  const others = await devicesOnPortAndUnit(app.db, tenant, connection, deviceId);
  if (others.some((other) => other.host.toLowerCase() === connection.host.toLowerCase()))
    throw fieldErrors({ 'connection.unit': MESSAGES.CONNECTION_TAKEN });
  for (const other of others) {
    if (shareAnAddress(addresses, await app.deviceNetworks.resolve(other.host)))
      throw fieldErrors({ 'connection.host': MESSAGES.CONNECTION_TAKEN_ADDRESS });
  }
}

/** Adds, changes and removes devices; their polling status; a one-off check of a connection. */
export const deviceManagementRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);

  app.post(
    '/projects/:id/devices/',
    {
      preValidation: requireAction('edit_projects'),
      // The project is looked up (404) before the body is read.
      schema: {
        params: pathIds('id'),
        body: checkedInHandler(createSchema),
        response: { 201: deviceResponse },
      },
    },
    async (request, reply) => {
      const { id: projectId } = request.params;
      await assertProject(app.db, request.tenant, projectId);
      const body = createSchema.parse(request.body);
      const model = await modelOr400(app, request.tenant, body.model);
      checkSystems(model, body.systems);
      await checkConnection(app, request.tenant, body.connection);
      const id = await insertDevice(app.db, request.tenant, {
        projectId,
        unitId: body.unit_id,
        modelKey: model.key,
        deviceType: model.device_type,
        isSingleUnit: model.is_single_unit,
        firmware: model.firmware,
        connection: body.connection,
        systems: body.systems,
      }).catch(uniqueToField);
      const device = await loadDevice(app.db, request.tenant, id);
      if (!device) throw notFound();
      return reply.status(201).send(deviceView(device, app.now().getTime()));
    },
  );

  app.patch(
    '/devices/:id/',
    {
      preValidation: requireAction('edit_projects'),
      // The device is looked up (404) before the body is read.
      schema: {
        params: pathIds('id'),
        body: checkedInHandler(patchSchema),
        response: { 200: deviceResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await loadDevice(app.db, request.tenant, id);
      if (!current) throw notFound();
      const body = patchSchema.parse(request.body ?? {});
      const model = body.model
        ? await modelOr400(app, request.tenant, body.model)
        : await modelOr400(app, request.tenant, current.row.model_key);
      const modelChanged =
        body.model !== undefined && catalogKey(request.tenant, model.key) !== current.modelKey;
      if (body.systems !== undefined) checkSystems(model, body.systems);
      else if (modelChanged && model.is_single_unit !== current.row.is_single_unit)
        checkSystems(model, []);
      let connection: ConnectionInput | undefined;
      if (body.connection) {
        connection = {
          host: body.connection.host ?? current.row.host,
          port: body.connection.port ?? current.row.port,
          unit: body.connection.unit ?? current.row.modbus_unit,
          poll_interval: body.connection.poll_interval ?? current.row.poll_interval,
        };
        await checkConnection(app, request.tenant, connection, id);
      }
      const systems = body.systems ?? (modelChanged && model.is_single_unit ? [] : undefined);
      let units: PlannedUnits | undefined;
      if (systems) {
        units = planUnits(current, systems);
        const removals = await unitRemovals(app.db, request.tenant, current, units);
        if (removals.length > 0 && body.confirm_unit_removal !== true)
          throw unitRemovalRefused(removals);
      }
      const removedUnitIds = units?.removeIndoorIds ?? [];
      await app.db
        .transaction(async (tx) => {
          await updateDevice(tx, request.tenant, id, {
            unitId: body.unit_id,
            ...(modelChanged
              ? {
                  modelKey: model.key,
                  deviceType: model.device_type,
                  isSingleUnit: model.is_single_unit,
                  firmware: model.firmware,
                }
              : {}),
            connection,
            units,
            resetStatus:
              modelChanged ||
              (connection !== undefined &&
                (connection.host.toLowerCase() !== current.row.host.toLowerCase() ||
                  connection.port !== current.row.port ||
                  connection.unit !== current.row.modbus_unit)),
          });
          await removeAreasOf(tx, request.tenant, { indoorUnitIds: removedUnitIds });
        })
        .catch(uniqueToField);
      const device = await loadDevice(app.db, request.tenant, id);
      if (!device) throw notFound();
      return deviceView(device, app.now().getTime());
    },
  );

  app.delete(
    '/devices/:id/',
    { preValidation: requireAction('edit_projects'), schema: { params: pathIds('id') } },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await app.db.transaction(async (tx) => {
        if (!(await deleteDevice(tx, request.tenant, id))) return false;
        // Its units' areas would point at nothing: they leave the floor plans with the device.
        await removeAreasOf(tx, request.tenant, { deviceId: id });
        return true;
      });
      if (!deleted) throw notFound();
      return reply.status(204).send();
    },
  );

  app.get(
    '/devices/:id/status/',
    { schema: { params: pathIds('id'), response: { 200: deviceStatusResponse } } },
    async (request) => {
      const { id } = request.params;
      const device = await loadDevice(app.db, request.tenant, id);
      if (!device) throw notFound();
      return deviceStatusView(device.row, app.now().getTime());
    },
  );

  app.post(
    '/devices/check-connection/',
    {
      preValidation: requireAction('edit_projects'),
      schema: { body: checkSchema, response: { 200: checkConnectionResponse } },
    },
    async (request, reply) => {
      const { body } = request;
      const { host, port, unit } = body.connection;
      const who = { tenant: request.tenant, userId: request.user.id };
      const logged = {
        event: 'check_connection',
        user: who.userId,
        tenant: who.tenant,
        host,
        port,
        unit,
        model: body.model,
      };
      const refusal = await limitConnectionCheck(app.limits, who, app.now());
      if (refusal) {
        request.log.warn(
          { ...logged, outcome: 'rate_limited' },
          'Check Connection refused: too many checks',
        );
        void reply.header('retry-after', String(refusal.retryAfter));
        throw new HttpError(429, { detail: refusal.detail });
      }
      const model = await modelOr400(app, request.tenant, body.model);
      try {
        await checkHost(app, host);
      } catch (error) {
        request.log.info({ ...logged, outcome: 'host_refused' }, 'Check Connection');
        throw error;
      }
      const check = await app.deviceLink.check(
        model,
        body.connection,
        await candidateModels(app, request.tenant, model),
      );
      request.log.info(
        {
          ...logged,
          outcome: checkOutcome(check),
          detail: check.detail,
          suggested: check.suggested?.key,
        },
        'Check Connection',
      );
      return checkAnswer(check);
    },
  );

  return Promise.resolve();
};

/** Two requests adding the same connection at once: the unique index decides, the loser gets the field message. */
function uniqueToField(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const code = (error as { code?: unknown }).code;
  if (code === '23505') throw fieldErrors({ 'connection.unit': MESSAGES.CONNECTION_TAKEN });
  throw error;
}
