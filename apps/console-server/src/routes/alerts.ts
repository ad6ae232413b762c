import { validateAlarmConfiguration } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findParameter } from '../devices/catalog';
import { DEVICE_MESSAGES } from '../devices/messages';
import type { Database, SqlValue } from '../db';
import {
  badRequest,
  fieldErrors,
  idParams,
  listQuerySchema,
  notFound,
  pagedList,
  requireAction,
} from '../http';
import { loadDevice } from '../simulator/store';

const DAY_MS = 86_400_000;
const STATS_DAYS = 90;

const CONFIGURATION_SQL = `SELECT c.id, c.project_id, c.device_id, d.unit_id, c.outdoor_unit_id, c.indoor_unit_id,
    c.parameter_name, c.parameter_modbus_type, c.parameter_register, c.threshold_value, c.boolean_value,
    c.alarm_type, c.created_at, c.last_triggered
  FROM alarm_configurations c JOIN devices d ON d.id = c.device_id AND d.tenant_id = c.tenant_id`;

interface ConfigurationRow {
  id: number;
  project_id: number;
  device_id: number;
  unit_id: string;
  outdoor_unit_id: number | null;
  indoor_unit_id: number | null;
  parameter_name: string;
  parameter_modbus_type: string;
  parameter_register: number;
  threshold_value: number | null;
  boolean_value: boolean | null;
  alarm_type: string;
  created_at: Date | string;
  last_triggered: boolean;
}

function configurationView(row: ConfigurationRow) {
  return {
    id: row.id,
    project: row.project_id,
    device: { id: row.device_id, unit_id: row.unit_id },
    outdoor_unit: row.outdoor_unit_id,
    indoor_unit: row.indoor_unit_id,
    parameter_name: row.parameter_name,
    parameter_modbus_type: row.parameter_modbus_type,
    parameter_register: row.parameter_register,
    threshold_value: row.threshold_value,
    boolean_value: row.boolean_value,
    alarm_type: row.alarm_type,
    created_at: new Date(row.created_at).toISOString(),
    is_triggered: row.last_triggered,
  };
}

const ENTRY_SQL = `SELECT e.id, e.project_id, p.name AS project_name, e.device_id, d.unit_id, e.outdoor_unit_id,
    e.indoor_unit_id, e.alarm_configuration_id, c.parameter_name, c.alarm_type, e.triggered_value,
    e.triggered_at, e.resolved_at, e.is_resolved
  FROM alarm_entries e
  JOIN devices d ON d.id = e.device_id AND d.tenant_id = e.tenant_id
  JOIN projects p ON p.id = e.project_id AND p.tenant_id = e.tenant_id
  LEFT JOIN alarm_configurations c ON c.id = e.alarm_configuration_id AND c.tenant_id = e.tenant_id`;

interface EntryRow {
  id: number;
  project_id: number;
  project_name: string;
  device_id: number;
  unit_id: string;
  outdoor_unit_id: number | null;
  indoor_unit_id: number | null;
  alarm_configuration_id: number | null;
  parameter_name: string | null;
  alarm_type: string | null;
  triggered_value: number;
  triggered_at: Date | string;
  resolved_at: Date | string | null;
  is_resolved: boolean;
}

function entryView(row: EntryRow) {
  return {
    id: row.id,
    project: { id: row.project_id, name: row.project_name },
    device: { id: row.device_id, unit_id: row.unit_id },
    outdoor_unit: row.outdoor_unit_id,
    indoor_unit: row.indoor_unit_id,
    alarm_configuration:
      row.alarm_configuration_id === null
        ? null
        : {
            id: row.alarm_configuration_id,
            parameter_name: row.parameter_name,
            alarm_type: row.alarm_type,
          },
    triggered_value: row.triggered_value,
    triggered_at: new Date(row.triggered_at).toISOString(),
    resolved_at: row.resolved_at === null ? null : new Date(row.resolved_at).toISOString(),
    is_resolved: row.is_resolved,
  };
}

const ENTRY_ORDERING = {
  id: 'id',
  triggered_at: 'triggered_at',
  resolved_at: 'resolved_at',
  triggered_value: 'triggered_value',
  is_resolved: 'is_resolved',
  parameter_name: 'parameter_name',
  device: 'unit_id',
  unit_id: 'unit_id',
  project: 'project_name',
};
const CONFIGURATION_ORDERING = {
  id: 'id',
  parameter_name: 'parameter_name',
  alarm_type: 'alarm_type',
  threshold_value: 'threshold_value',
  created_at: 'created_at',
  device: 'unit_id',
  unit_id: 'unit_id',
};

const entryListQuery = listQuerySchema.extend({
  is_resolved: z.enum(['true', 'false', 'True', 'False', '1', '0']).optional(),
});

const optionalId = z.number().int().positive().max(2_147_483_647).nullish();
const configurationBody = z.object({
  device: z.coerce.number().int().positive().max(2_147_483_647),
  parameter_name: z.string().max(200).optional(),
  parameter_modbus_type: z.enum(['coil', 'register']),
  parameter_register: z.number().int().min(0).max(65_535),
  alarm_type: z.string().max(50),
  threshold_value: z.number().finite().nullish(),
  boolean_value: z.boolean().nullish(),
  outdoor_unit: optionalId,
  indoor_unit: optionalId,
});
type ConfigurationBody = z.infer<typeof configurationBody>;

const entryCreateBody = z.object({
  alarm_configuration: z.number().int().positive().max(2_147_483_647),
  triggered_value: z.number().finite(),
  triggered_at: z.iso.datetime({ offset: true }).optional(),
});
const entryPatchBody = z
  .object({
    is_resolved: z.boolean().optional(),
    resolved_at: z.iso.datetime({ offset: true }).nullish(),
  })
  .refine((body) => body.is_resolved !== undefined || body.resolved_at !== undefined, {
    message: 'Nothing to change.',
  });

async function projectOr404(db: Database, tenant: string, id: number): Promise<void> {
  const project = await db.one('SELECT id FROM projects WHERE id = $1 AND tenant_id = $2', [
    id,
    tenant,
  ]);
  if (!project) throw notFound();
}

/**
 * Checks a configuration against its device's formulas and the domain's rule, and answers the
 * columns to store: the device's own parameter name and units, boolean_value for mapped parameters.
 */
async function checkedConfiguration(
  db: Database,
  tenant: string,
  projectId: number,
  body: ConfigurationBody,
) {
  const device = await loadDevice(db, tenant, body.device);
  if (!device || device.row.project_id !== projectId) {
    throw fieldErrors({ device: DEVICE_MESSAGES.DEVICE_NOT_IN_PROJECT });
  }
  const parameter = findParameter(device, body.parameter_modbus_type, body.parameter_register);
  if (!parameter) throw fieldErrors({ parameter_register: DEVICE_MESSAGES.PARAMETER_MISMATCH });
  if (
    (body.outdoor_unit != null && body.outdoor_unit !== parameter.ref.outdoorUnitId) ||
    (body.indoor_unit != null &&
      body.indoor_unit !== (parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null))
  ) {
    throw fieldErrors({ parameter_register: DEVICE_MESSAGES.WRONG_UNIT });
  }
  const validation = validateAlarmConfiguration({
    device: body.device,
    parameter: {
      data_meaning: parameter.definition.data_meaning,
      modbus_type: parameter.definition.modbus_type,
      register: parameter.register,
      read_mapping: parameter.definition.read_mapping,
    },
    alarm_type: body.alarm_type,
    threshold_value: body.threshold_value,
    boolean_value: body.boolean_value,
  });
  if (!validation.valid) throw badRequest(validation.formError);
  const { payload } = validation;
  // A mapped parameter (a code) may still be compared with a number, e.g. 'error code higher than 0'.
  const threshold =
    payload.threshold_value ??
    (payload.alarm_type !== 'boolean' && body.threshold_value != null
      ? body.threshold_value
      : null);
  return {
    deviceId: device.id,
    outdoorUnitId: parameter.ref.scope === 'general' ? null : parameter.ref.outdoorUnitId,
    indoorUnitId: parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null,
    parameterName: payload.parameter_name,
    modbusType: payload.parameter_modbus_type,
    register: Number(payload.parameter_register),
    threshold,
    booleanValue: payload.boolean_value ?? null,
    alarmType: payload.alarm_type,
  };
}

function truthy(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === 'true' || value === 'True' || value === '1';
}

export const alertRoutes: FastifyPluginAsync = (app) => {
  const db = app.db;

  async function configurationOr404(request: FastifyRequest): Promise<ConfigurationRow> {
    const { id } = idParams(request.params, 'id');
    const row = await db.one<ConfigurationRow>(
      `${CONFIGURATION_SQL} WHERE c.id = $1 AND c.tenant_id = $2`,
      [id, request.tenant],
    );
    if (!row) throw notFound();
    return row;
  }

  async function entryOr404(request: FastifyRequest): Promise<EntryRow> {
    const { id } = idParams(request.params, 'id');
    const row = await db.one<EntryRow>(`${ENTRY_SQL} WHERE e.id = $1 AND e.tenant_id = $2`, [
      id,
      request.tenant,
    ]);
    if (!row) throw notFound();
    return row;
  }

  // Configurations. GET /alerts/configurations/{n}/ is the project's list (the spec gives the same
  // path to one configuration); one configuration is GET /alerts/configurations/detail/{id}/.
  app.get('/alerts/configurations/:id/', async (request) => {
    const { id: projectId } = idParams(request.params, 'id');
    const query = listQuerySchema.parse(request.query);
    const page = await pagedList(
      db,
      request,
      query,
      {
        sql: `${CONFIGURATION_SQL} WHERE c.tenant_id = $1 AND c.project_id = $2`,
        params: [request.tenant, projectId],
        ordering: CONFIGURATION_ORDERING,
        defaultOrdering: '-created_at',
        search: ['parameter_name', 'unit_id', 'alarm_type'],
      },
      (row) => configurationView(row as unknown as ConfigurationRow),
    );
    // The project is looked up only when the list is empty: one query less on the common path.
    if (page.count === 0) await projectOr404(db, request.tenant, projectId);
    return page;
  });

  app.post(
    '/alerts/configurations/:id/',
    { preHandler: requireAction('edit_alarm_configurations') },
    async (request, reply) => {
      const { id: projectId } = idParams(request.params, 'id');
      await projectOr404(db, request.tenant, projectId);
      const body = configurationBody.parse(request.body);
      const checked = await checkedConfiguration(db, request.tenant, projectId, body);
      const inserted = await db.one<{ id: number }>(
        `INSERT INTO alarm_configurations (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
           parameter_name, parameter_modbus_type, parameter_register, threshold_value, boolean_value, alarm_type,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          request.tenant,
          projectId,
          checked.deviceId,
          checked.outdoorUnitId,
          checked.indoorUnitId,
          checked.parameterName,
          checked.modbusType,
          checked.register,
          checked.threshold,
          checked.booleanValue,
          checked.alarmType,
          app.now(),
        ],
      );
      const row = await db.one<ConfigurationRow>(
        `${CONFIGURATION_SQL} WHERE c.id = $1 AND c.tenant_id = $2`,
        [inserted?.id ?? 0, request.tenant],
      );
      if (!row) throw notFound();
      return reply.status(201).send(configurationView(row));
    },
  );

  app.get('/alerts/configurations/detail/:id/', async (request) =>
    configurationView(await configurationOr404(request)),
  );

  const patchConfiguration = async (request: FastifyRequest) => {
    const existing = await configurationOr404(request);
    const changes = configurationBody.partial().parse(request.body ?? {});
    const merged: ConfigurationBody = {
      device: changes.device ?? existing.device_id,
      parameter_modbus_type:
        changes.parameter_modbus_type ??
        (existing.parameter_modbus_type === 'coil' ? 'coil' : 'register'),
      parameter_register: changes.parameter_register ?? existing.parameter_register,
      alarm_type: changes.alarm_type ?? existing.alarm_type,
      threshold_value:
        changes.threshold_value !== undefined ? changes.threshold_value : existing.threshold_value,
      boolean_value:
        changes.boolean_value !== undefined ? changes.boolean_value : existing.boolean_value,
      outdoor_unit: changes.outdoor_unit,
      indoor_unit: changes.indoor_unit,
    };
    const checked = await checkedConfiguration(db, request.tenant, existing.project_id, merged);
    await db.query(
      `UPDATE alarm_configurations SET device_id = $3, outdoor_unit_id = $4, indoor_unit_id = $5, parameter_name = $6,
         parameter_modbus_type = $7, parameter_register = $8, threshold_value = $9, boolean_value = $10, alarm_type = $11
       WHERE id = $1 AND tenant_id = $2`,
      [
        existing.id,
        request.tenant,
        checked.deviceId,
        checked.outdoorUnitId,
        checked.indoorUnitId,
        checked.parameterName,
        checked.modbusType,
        checked.register,
        checked.threshold,
        checked.booleanValue,
        checked.alarmType,
      ],
    );
    return configurationView(await configurationOr404(request));
  };
  const deleteConfiguration = async (
    request: FastifyRequest,
    reply: { status(code: number): { send(): unknown } },
  ) => {
    const existing = await configurationOr404(request);
    await db.query('DELETE FROM alarm_configurations WHERE id = $1 AND tenant_id = $2', [
      existing.id,
      request.tenant,
    ]);
    return reply.status(204).send();
  };
  const editConfigurations = { preHandler: requireAction('edit_alarm_configurations') };
  app.patch('/alerts/configurations/:id/', editConfigurations, patchConfiguration);
  app.patch('/alerts/configurations/detail/:id/', editConfigurations, patchConfiguration);
  app.delete('/alerts/configurations/:id/', editConfigurations, deleteConfiguration);
  app.delete('/alerts/configurations/detail/:id/', editConfigurations, deleteConfiguration);

  // Entries.
  const listEntries = (request: FastifyRequest, projectId: number | undefined) => {
    const query = entryListQuery.parse(request.query);
    const conditions = ['e.tenant_id = $1'];
    const params: SqlValue[] = [request.tenant];
    if (projectId !== undefined) {
      params.push(projectId);
      conditions.push(`e.project_id = $${params.length}`);
    }
    const resolved = truthy(query.is_resolved);
    if (resolved !== undefined) {
      params.push(resolved);
      conditions.push(`e.is_resolved = $${params.length}`);
    }
    return pagedList(
      db,
      request,
      query,
      {
        sql: `${ENTRY_SQL} WHERE ${conditions.join(' AND ')}`,
        params,
        ordering: ENTRY_ORDERING,
        defaultOrdering: '-triggered_at',
        search: ['parameter_name', 'unit_id', 'project_name'],
      },
      (row) => entryView(row as unknown as EntryRow),
    );
  };

  app.get('/alerts/entries/', (request) => listEntries(request, undefined));

  app.get('/alerts/entries/stats/', async (request) => {
    const now = app.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const since = new Date(today - (STATS_DAYS - 1) * DAY_MS);
    const rows = await db.query<{ day: string; count: number }>(
      `SELECT to_char(triggered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM alarm_entries WHERE tenant_id = $1 AND triggered_at >= $2 AND triggered_at <= $3
        GROUP BY 1`,
      [request.tenant, since, now],
    );
    const counts = new Map(rows.map((row) => [row.day, row.count]));
    return Array.from({ length: STATS_DAYS }, (_, index) => {
      const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      return { date, count: counts.get(date) ?? 0 };
    });
  });

  app.get('/alerts/entries/:id/', async (request) => {
    const { id: projectId } = idParams(request.params, 'id');
    const page = await listEntries(request, projectId);
    if (page.count === 0) await projectOr404(db, request.tenant, projectId);
    return page;
  });

  app.get('/alerts/entries/:id/counts/', async (request) => {
    const { id: projectId } = idParams(request.params, 'id');
    await projectOr404(db, request.tenant, projectId);
    const now = app.now();
    const counts = await db.one<{ active_alarms: number; seven_days: number; thirty_days: number }>(
      `SELECT count(*) FILTER (WHERE NOT is_resolved)::int AS active_alarms,
              count(*) FILTER (WHERE triggered_at > $3::timestamptz - interval '7 days' AND triggered_at <= $3)::int AS seven_days,
              count(*) FILTER (WHERE triggered_at > $3::timestamptz - interval '30 days' AND triggered_at <= $3)::int AS thirty_days
         FROM alarm_entries WHERE tenant_id = $1 AND project_id = $2`,
      [request.tenant, projectId, now],
    );
    return counts ?? { active_alarms: 0, seven_days: 0, thirty_days: 0 };
  });

  app.post(
    '/alerts/entries/:id/',
    { preHandler: requireAction('edit_alarm_configurations') },
    async (request, reply) => {
      const { id: projectId } = idParams(request.params, 'id');
      await projectOr404(db, request.tenant, projectId);
      const body = entryCreateBody.parse(request.body);
      const configuration = await db.one<ConfigurationRow>(
        `${CONFIGURATION_SQL} WHERE c.id = $1 AND c.tenant_id = $2 AND c.project_id = $3`,
        [body.alarm_configuration, request.tenant, projectId],
      );
      if (!configuration)
        throw fieldErrors({ alarm_configuration: DEVICE_MESSAGES.UNKNOWN_CONFIGURATION });
      const triggeredAt = body.triggered_at ? new Date(body.triggered_at) : app.now();
      const inserted = await db.one<{ id: number }>(
        `INSERT INTO alarm_entries (tenant_id, project_id, device_id, outdoor_unit_id, indoor_unit_id,
           alarm_configuration_id, triggered_value, triggered_at, is_resolved)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false) RETURNING id`,
        [
          request.tenant,
          projectId,
          configuration.device_id,
          configuration.outdoor_unit_id,
          configuration.indoor_unit_id,
          configuration.id,
          body.triggered_value,
          triggeredAt,
        ],
      );
      const row = await db.one<EntryRow>(`${ENTRY_SQL} WHERE e.id = $1 AND e.tenant_id = $2`, [
        inserted?.id ?? 0,
        request.tenant,
      ]);
      if (!row) throw notFound();
      return reply.status(201).send(entryView(row));
    },
  );

  app.get('/alerts/entries/detail/:id/', async (request) => entryView(await entryOr404(request)));

  const patchEntry = async (request: FastifyRequest) => {
    const existing = await entryOr404(request);
    const body = entryPatchBody.parse(request.body ?? {});
    const resolved =
      body.is_resolved ??
      (body.resolved_at !== undefined ? body.resolved_at !== null : existing.is_resolved);
    const resolvedAt = resolved
      ? body.resolved_at
        ? new Date(body.resolved_at)
        : (existing.resolved_at ?? app.now())
      : null;
    await db.query(
      'UPDATE alarm_entries SET is_resolved = $3, resolved_at = $4 WHERE id = $1 AND tenant_id = $2',
      [existing.id, request.tenant, resolved, resolvedAt],
    );
    return entryView(await entryOr404(request));
  };
  const deleteEntry = async (
    request: FastifyRequest,
    reply: { status(code: number): { send(): unknown } },
  ) => {
    const existing = await entryOr404(request);
    await db.query('DELETE FROM alarm_entries WHERE id = $1 AND tenant_id = $2', [
      existing.id,
      request.tenant,
    ]);
    return reply.status(204).send();
  };
  const resolveAlarms = { preHandler: requireAction('resolve_alarms') };
  const editConfigurationsForEntries = { preHandler: requireAction('edit_alarm_configurations') };
  app.patch('/alerts/entries/:id/', resolveAlarms, patchEntry);
  app.patch('/alerts/entries/detail/:id/', resolveAlarms, patchEntry);
  app.delete('/alerts/entries/:id/', editConfigurationsForEntries, deleteEntry);
  app.delete('/alerts/entries/detail/:id/', editConfigurationsForEntries, deleteEntry);

  return Promise.resolve();
};
