import { DEFAULT_HISTORICAL_PAGE_SIZE, UNIT_KINDS } from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parametersOfUnit } from '../../devices/catalog';
import { historicalResponse, statisticRowsResponse } from '../../devices/schemas';
import { checkedInHandler, useZodSchemas } from '../../http/schemas';
import type { FormulaScope, ResolvedParameter } from '../../devices/types';
import { statisticRow } from '../../devices/views';
import {
  boundedTimestamp,
  fieldErrors,
  pathIds,
  MAX_PAGE_SIZE,
  notFound,
  pageNavigation,
  SERVER_MESSAGES,
} from '../../http';
import { earliestHistory, historicalColumns, storedHistoricalRows } from '../../history/views';
import { getModel } from '../../devices/catalog';
import { loadDevice, loadLiveValues, type StoredDevice } from '../../devices/store';
import { LiveValues } from '../../devices/live';
import { findUnit } from '../../devices/unitLookup';

const historicalQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_HISTORICAL_PAGE_SIZE),
  ordering: z.string().max(100).optional(),
  // Accepted for the client's sake; the rows are time steps, there is no text to search.
  search: z.string().max(200).optional(),
  interval: z.coerce
    .number()
    .int()
    .min(5)
    .max(1440)
    .refine((minutes) => minutes % 5 === 0, 'The interval is a multiple of 5 minutes.')
    .default(5),
  from: boundedTimestamp().optional(),
  to: boundedTimestamp().optional(),
});

interface UnitOfStats {
  device: StoredDevice;
  scope: FormulaScope;
  unit: number;
}

/** A unit's address: a kind of UNIT_KINDS and an id; anything else answers 404. */
const unitPath = pathIds('unitId').extend({ unitType: z.enum(UNIT_KINDS) });

/** Latest and historical statistics of one outdoor unit, indoor unit or single-unit device. */
export const deviceStatsRoutes: FastifyPluginAsync = (instance) => {
  const app = useZodSchemas(instance);
  async function unitOr404(
    request: FastifyRequest,
    { unitType, unitId }: z.output<typeof unitPath>,
  ): Promise<UnitOfStats> {
    if (unitType === 'single') {
      const device = await loadDevice(app.db, request.tenant, unitId);
      if (!device) throw notFound();
      return { device, scope: 'general', unit: 0 };
    }
    const row = await findUnit(app.db, request.tenant, unitType, unitId);
    const device = row ? await loadDevice(app.db, request.tenant, row.device_id) : undefined;
    if (!row || !device) throw notFound();
    return { device, scope: unitType, unit: row.unit };
  }

  function parametersOf(unit: UnitOfStats): ResolvedParameter[] {
    return parametersOfUnit(getModel(unit.device.modelKey), unit.scope, unit.unit);
  }

  app.get(
    '/devices/stats/slim/:unitType/:unitId/',
    { schema: { params: unitPath, response: { 200: statisticRowsResponse } } },
    async (request) => {
      const unit = await unitOr404(request, request.params);
      // The last successful poll's values (stale when the device is offline, as its status says).
      const values = (await loadLiveValues(app.db, request.tenant, [unit.device.id])).get(
        unit.device.id,
      );
      const live = new LiveValues(unit.device, values);
      const time = app.now().getTime();
      return parametersOf(unit).map((parameter) => statisticRow(live, parameter, time));
    },
  );

  app.get(
    '/devices/stats/historical/:unitType/:unitId/',
    {
      // The unit is looked up (404) before the query is read.
      schema: {
        params: unitPath,
        querystring: checkedInHandler(historicalQuery),
        response: { 200: historicalResponse },
      },
    },
    async (request) => {
      const unit = await unitOr404(request, request.params);
      const query = historicalQuery.parse(request.query);
      const ordering = query.ordering?.trim() || '-timestamp';
      if (ordering !== 'timestamp' && ordering !== '-timestamp') {
        throw fieldErrors({ ordering: SERVER_MESSAGES.INVALID_ORDERING });
      }
      const now = app.now().getTime();
      const earliest = earliestHistory(now);
      const parameters = parametersOf(unit);
      // Stored history (src/history): buckets with at least one successful poll, this page's rows.
      const { count, rows: data } = await storedHistoricalRows(app.db, unit.device, parameters, {
        from: Math.max(earliest, query.from ? Date.parse(query.from) : earliest),
        to: Math.min(now, query.to ? Date.parse(query.to) : now),
        intervalMinutes: query.interval,
        newestFirst: ordering === '-timestamp',
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return {
        results: { header_data: historicalColumns(parameters), data },
        count,
        ...pageNavigation(request, count, query.page, query.page_size),
      };
    },
  );

  return Promise.resolve();
};
