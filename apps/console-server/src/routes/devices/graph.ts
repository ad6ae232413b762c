import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import {
  DEFAULT_GRAPH_INTERVAL,
  DEFAULT_GRAPH_TIME_RANGE,
  GRAPH_INTERVALS,
  GRAPH_MAX_DAYS,
  GRAPH_MAX_HEADERS,
  isGraphInterval,
} from '@hvac/console-domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEVICE_MESSAGES } from '../../devices/messages';
import { graphHeadersResponse } from '../../devices/schemas';
import { checkedInHandler, optionalBody, useZodSchemas } from '../../http/schemas';
import { fieldErrors, idParams, notFound, pathIds } from '../../http';
import {
  graphHeaders,
  graphJsonSliced,
  latestSample,
  resolveHeaders,
  storedGraph,
} from '../../history/views';
import { backfillRevision } from '../../history/backfill';
import { loadDevice, type StoredDevice } from '../../devices/store';

const headersField = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(
    z
      .array(z.string().min(1).max(100))
      .min(1, DEVICE_MESSAGES.HEADERS_REQUIRED)
      .max(GRAPH_MAX_HEADERS, `At most ${GRAPH_MAX_HEADERS} headers per graph.`),
  );

function graphSchema(numbers: 'coerce' | 'strict') {
  const integer = numbers === 'coerce' ? z.coerce.number() : z.number();
  return z.object({
    headers: headersField,
    timerange: integer.int().min(1).max(GRAPH_MAX_DAYS).default(DEFAULT_GRAPH_TIME_RANGE),
    // The intervals the Graph tab offers (DECISIONS.md "Graph logs"), from console-domain.
    interval: integer
      .int()
      .refine(isGraphInterval, `The interval is one of ${GRAPH_INTERVALS.join(', ')} minutes.`)
      .default(DEFAULT_GRAPH_INTERVAL),
  });
}
const graphQuerySchema = graphSchema('coerce');
const graphBodySchema = graphSchema('strict');
const devicePath = pathIds('id');

/**
 * A device's graph: the headers it offers and its series, by query string or by body. Answers are
 * compressed as the client accepts (brotli, else gzip): 90 days of six headers are ~8 MB of JSON
 * and ~1 MB compressed. Brotli at quality 4 compresses about as fast as gzip's default (its default,
 * 11, takes seconds on 8 MB); zlib works on the thread pool, off the event loop. Registered inside
 * this plugin, the compression applies to the graph routes only.
 */
export const deviceGraphRoutes: FastifyPluginAsync = async (instance) => {
  const app = useZodSchemas(instance);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  async function deviceOr404(request: FastifyRequest, id: number): Promise<StoredDevice> {
    const device = await loadDevice(app.db, request.tenant, id);
    if (!device) throw notFound();
    return device;
  }

  app.get(
    '/devices/:id/graph/headers/',
    { schema: { params: devicePath, response: { 200: graphHeadersResponse } } },
    async (request) => {
      const { id } = request.params;
      return graphHeaders(await deviceOr404(request, id));
    },
  );

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
    const now = app.now().getTime();
    const key = [
      request.tenant,
      device.id,
      params.headers.join('|'),
      params.timerange,
      params.interval,
      latestSample(now),
      device.row.last_seen ? new Date(device.row.last_seen).getTime() : 'never',
      backfillRevision(),
    ].join('#');
    // The server's graph cache (app.graphCache, routes/devices/graphCache.ts; GRAPH_CACHE=0 turns it off).
    const cached = app.graphCache.get(key);
    if (cached) return cached;
    // Stored history (src/history): the days' blocks and the polls after them.
    const series = await storedGraph(app.db, device, found, {
      now,
      days: params.timerange,
      intervalMinutes: params.interval,
    });
    const json = await graphJsonSliced(found, series);
    app.graphCache.set(key, json);
    return json;
  }

  // A graph's query or body is checked (400) before its device is looked for (404): the id is read
  // by graph(), after Fastify has checked the rest.
  const graphPath = checkedInHandler(devicePath);
  app.get(
    '/devices/:id/graph/',
    { schema: { params: graphPath, querystring: graphQuerySchema } },
    async (request, reply) => {
      const json = await graph(request, request.query);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.post(
    '/devices/:id/graph/',
    { schema: { params: graphPath, body: optionalBody(graphBodySchema) } },
    async (request, reply) => {
      const json = await graph(request, request.body);
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
