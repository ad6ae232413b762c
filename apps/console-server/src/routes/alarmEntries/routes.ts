import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { can } from '@hvac/console-domain';
import { z } from 'zod';
import { DEVICE_MESSAGES } from '../../devices/messages';
import {
  boundedTimestamp,
  fieldErrors,
  forbidden,
  idParams,
  pathIds,
  listQuerySchema,
  MAX_ID,
  notFound,
  pageOf,
  requireAction,
  SERVER_MESSAGES,
} from '../../http';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';
import { findProjectConfiguration } from '../../alarms/configurations';
import { assertProject } from '../guards';
import {
  countEntriesPerDay,
  countProjectEntries,
  deleteEntry,
  findEntry,
  listEntries,
  raiseAlarmEntry,
  resolveAlarmEntries,
  setEntryResolution,
} from '../../alarms/entries';
import type { EntryRow } from '../../alarms/entries';
import {
  alarmCountsResponse,
  alarmEntryPageResponse,
  alarmEntryResponse,
  alarmStatsResponse,
  countsView,
  entryView,
} from './views';
import type { AlarmStatsResponse } from './views';

const DAY_MS = 86_400_000;
const STATS_DAYS = 90;

const entryListQuery = listQuerySchema.extend({
  is_resolved: z.enum(['true', 'false', 'True', 'False', '1', '0']).optional(),
});
const entryCreateBody = z.object({
  alarm_configuration: z.number().int().positive().max(MAX_ID),
  triggered_value: z.number().finite(),
  triggered_at: boundedTimestamp().optional(),
});
const entryPatchBody = z
  .object({
    is_resolved: z.boolean().optional(),
    resolved_at: boundedTimestamp().nullish(),
  })
  .refine((body) => body.is_resolved !== undefined || body.resolved_at !== undefined, {
    message: 'Nothing to change.',
  });

function truthy(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === 'true' || value === 'True' || value === '1';
}

/** Alarm entries: the tenant's and a project's lists, daily statistics, counts, resolving. */
export const alarmEntryRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  const { db } = app;

  async function entryOr404(request: FastifyRequest): Promise<EntryRow> {
    const { id } = idParams(request.params, 'id');
    const row = await findEntry(db, request.tenant, id);
    if (!row) throw notFound();
    return row;
  }

  const publishEntry = (
    request: FastifyRequest,
    row: EntryRow,
    type: 'alarm.raised' | 'alarm.resolved',
  ) => {
    app.events.publish({
      tenant: request.tenant,
      type,
      project: row.project_id,
      device: row.device_id,
      entry: row.id,
    });
  };

  const pageOfEntries = async (
    request: FastifyRequest,
    query: z.output<typeof entryListQuery>,
    projectId: number | undefined,
  ) => {
    const rows = await listEntries(
      db,
      request.tenant,
      { projectId, resolved: truthy(query.is_resolved) },
      query,
    );
    return { rows, page: pageOf(request, rows, entryView) };
  };

  const entryPage = { querystring: entryListQuery, response: { 200: alarmEntryPageResponse } };
  const entryPath = pathIds('id');
  const oneEntry = { params: entryPath, response: { 200: alarmEntryResponse } };
  // The entry is looked up (404) before its body is read, so patchEntry checks it.
  const patchEntrySchema = { ...oneEntry, body: checkedInHandler(entryPatchBody) };

  app.get('/alerts/entries/', { schema: entryPage }, async (request) => {
    const { page } = await pageOfEntries(request, request.query, undefined);
    return page;
  });

  app.get(
    '/alerts/entries/stats/',
    { schema: { response: { 200: alarmStatsResponse } } },
    async (request): Promise<AlarmStatsResponse> => {
      const now = app.now();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const since = new Date(today - (STATS_DAYS - 1) * DAY_MS);
      const counts = await countEntriesPerDay(db, request.tenant, since, now);
      return Array.from({ length: STATS_DAYS }, (_, index) => {
        const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return { date, count: counts.get(date) ?? 0 };
      });
    },
  );

  app.get(
    '/alerts/entries/:id/',
    { schema: { ...entryPage, params: entryPath } },
    async (request) => {
      const { id: projectId } = request.params;
      const { rows, page } = await pageOfEntries(request, request.query, projectId);
      if (rows.count === 0) await assertProject(db, request.tenant, projectId);
      return page;
    },
  );

  app.get(
    '/alerts/entries/:id/counts/',
    { schema: { params: entryPath, response: { 200: alarmCountsResponse } } },
    async (request) => {
      const { id: projectId } = request.params;
      await assertProject(db, request.tenant, projectId);
      return countsView(await countProjectEntries(db, request.tenant, projectId, app.now()));
    },
  );

  const editConfigurations = { preValidation: requireAction('edit_alarm_configurations') };
  const resolveAlarms = { preValidation: requireAction('resolve_alarms') };

  app.post(
    '/alerts/entries/:id/',
    {
      ...editConfigurations,
      // The project is looked up (404) before the body is read.
      schema: {
        params: entryPath,
        body: checkedInHandler(entryCreateBody),
        response: { 201: alarmEntryResponse },
      },
    },
    async (request, reply) => {
      const { id: projectId } = request.params;
      await assertProject(db, request.tenant, projectId);
      const body = entryCreateBody.parse(request.body);
      const configuration = await findProjectConfiguration(
        db,
        request.tenant,
        projectId,
        body.alarm_configuration,
      );
      if (!configuration)
        throw fieldErrors({ alarm_configuration: DEVICE_MESSAGES.UNKNOWN_CONFIGURATION });
      const id = await raiseAlarmEntry(db, request.tenant, {
        projectId,
        deviceId: configuration.device_id,
        outdoorUnitId: configuration.outdoor_unit_id,
        indoorUnitId: configuration.indoor_unit_id,
        configurationId: configuration.id,
        triggeredValue: body.triggered_value,
        triggeredAt: body.triggered_at ? new Date(body.triggered_at) : app.now(),
      });
      const row = await findEntry(db, request.tenant, id);
      if (!row) throw notFound();
      publishEntry(request, row, 'alarm.raised');
      return reply.status(201).send(entryView(row));
    },
  );

  app.get('/alerts/entries/detail/:id/', { schema: oneEntry }, async (request) =>
    entryView(await entryOr404(request)),
  );

  const patchEntry = async (request: FastifyRequest) => {
    const existing = await entryOr404(request);
    const body = entryPatchBody.parse(request.body ?? {});
    const resolved =
      body.is_resolved ??
      (body.resolved_at !== undefined ? body.resolved_at !== null : existing.is_resolved);
    // Reopening an alarm, or moving the time it was resolved, rewrites its history: the people who
    // configure alarms may; the ones who resolve them may not (resolving a resolved entry again keeps
    // its time, so two people resolving one alarm both succeed).
    const mayRewrite = can(request.user.permissionType, 'edit_alarm_configurations');
    if (existing.is_resolved && !resolved && !mayRewrite)
      throw forbidden(SERVER_MESSAGES.CANNOT_REOPEN_ENTRY);
    // A time ahead of the server's clock (a client's clock running fast) is taken as now.
    const now = app.now();
    const chosen = body.resolved_at ? new Date(body.resolved_at) : undefined;
    const resolvedAt = !resolved
      ? null
      : existing.is_resolved && (!mayRewrite || !chosen)
        ? (existing.resolved_at ?? now)
        : new Date(Math.min(chosen?.getTime() ?? now.getTime(), now.getTime()));
    if (resolvedAt && resolvedAt.getTime() < existing.triggered_at.getTime())
      throw fieldErrors({ resolved_at: SERVER_MESSAGES.RESOLVED_BEFORE_TRIGGER });

    if (resolved && resolvedAt && !existing.is_resolved)
      await resolveAlarmEntries(db, request.tenant, { entryId: existing.id }, resolvedAt);
    else await setEntryResolution(db, request.tenant, existing.id, resolved, resolvedAt);
    const row = await entryOr404(request);
    if (resolved !== existing.is_resolved)
      publishEntry(request, row, resolved ? 'alarm.resolved' : 'alarm.raised');
    return entryView(row);
  };
  const removeEntry = async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = await entryOr404(request);
    await deleteEntry(db, request.tenant, existing.id);
    // A deleted entry leaves the lists and counts as a resolved one does.
    publishEntry(request, existing, 'alarm.resolved');
    return reply.status(204).send();
  };
  const removeEntrySchema = { params: entryPath };
  app.patch('/alerts/entries/:id/', { ...resolveAlarms, schema: patchEntrySchema }, patchEntry);
  app.patch(
    '/alerts/entries/detail/:id/',
    { ...resolveAlarms, schema: patchEntrySchema },
    patchEntry,
  );
  app.delete(
    '/alerts/entries/:id/',
    { ...editConfigurations, schema: removeEntrySchema },
    removeEntry,
  );
  app.delete(
    '/alerts/entries/detail/:id/',
    { ...editConfigurations, schema: removeEntrySchema },
    removeEntry,
  );

  return Promise.resolve();
};
