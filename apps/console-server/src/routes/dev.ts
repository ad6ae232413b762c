import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MODBUS_MAX_ADDRESS } from '@hvac/console-domain';
import { notFound, strictInt } from '../http';
import { checkedInHandler, useZodSchemas } from '../http/schemas';
import { findDeviceConnection } from '../devices/repository';

/** The header that carries the development outbox's per-run secret (or `?token=` for a browser tab). */
export const DEV_OUTBOX_HEADER = 'x-dev-outbox-token';

const outboxQuery = z.object({
  token: z.string().max(200).optional(),
  to: z.string().max(254).optional(),
  limit: strictInt(1, 200).default(50),
});

const scope = {
  addresses: z.array(z.number().int().min(0).max(MODBUS_MAX_ADDRESS)).max(100).optional(),
  only: z.enum(['read', 'write']).optional(),
};
const fault = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('slow'), ms: z.number().int().min(0).max(60_000), ...scope }),
    z.strictObject({
      kind: z.literal('exception'),
      code: z.number().int().min(1).max(255),
      ...scope,
    }),
    z.strictObject({ kind: z.literal('drop'), ...scope }),
    z.strictObject({ kind: z.literal('silent'), ...scope }),
    z.strictObject({ kind: z.literal('lost_answer'), ...scope }),
  ])
  .nullable();
const faultSchema = z.union([
  z.strictObject({ clear: z.literal(true) }),
  z.strictObject({ device: z.number().int().positive(), fault }),
  z.strictObject({ unit: z.union([z.number().int().min(1).max(255), z.literal('all')]), fault }),
]);

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The TCP peer is this machine: never a proxy's forwarded address, the socket's own. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /dev/outbox/: the tenant's outgoing mail, newest first, so newcomers and tests can follow reset
 * and invite links without a mail server. It exists only with the development switch (demo mode and
 * DEV_OUTBOX_TOKEN, which `npm start` sets to a fresh random secret and prints), answers only callers on
 * this machine (the socket's peer, never X-Forwarded-For), and only with that secret (header
 * X-Dev-Outbox-Token or `?token=`): other users of a shared host cannot read the links. Everything else
 * is a 404, as if the route did not exist.
 */
export const devRoutes: FastifyPluginAsync = (instance) => {
  const secret = instance.devOutboxToken;
  if (!instance.demo || secret === undefined) return Promise.resolve();
  const app = useZodSchemas(instance);
  const outbox = { config: { public: true }, schema: { querystring: outboxQuery } };
  app.get('/dev/outbox/', outbox, async (request) => {
    const { query } = request;
    const header = request.headers[DEV_OUTBOX_HEADER];
    const given = typeof header === 'string' ? header : query.token;
    if (!fromLoopback(request) || !sameSecret(given, secret)) throw notFound();
    // Mail queued by requests that were already answered (password reset) is there before it is listed.
    await app.backgroundIdle();
    const rows = await app.db.query<OutboxRow>(
      `SELECT id, to_address, subject, body, link, created_at, sent_at FROM outbox
        WHERE tenant_id = $1 AND ($2::text IS NULL OR lower(to_address) = lower($2))
        ORDER BY id DESC LIMIT $3`,
      [request.tenant, query.to ?? null, query.limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      body: row.body,
      link: row.link,
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
    }));
  });

  /**
   * PUT /dev/emulator/faults/: the fault switch of the demo's emulator for end-to-end tests, behind the
   * same switch and secret as the outbox. `{device: id}` (a device of the tenant on the emulator) or
   * `{unit: n | 'all'}`, with `fault` one of `{kind: 'slow', ms}`, `{kind: 'exception', code}`,
   * `{kind: 'drop'}`, `{kind: 'silent'}`, or null to clear it; `{clear: true}` clears every fault.
   */
  const emulator = app.emulator;
  if (emulator) {
    // The caller is checked (404) before the body is read, and the query is read only without
    // the header: the handler checks both.
    const faults = {
      config: { public: true },
      schema: { querystring: checkedInHandler(outboxQuery), body: checkedInHandler(faultSchema) },
    };
    app.put('/dev/emulator/faults/', faults, async (request, reply) => {
      const header = request.headers[DEV_OUTBOX_HEADER];
      const given = typeof header === 'string' ? header : outboxQuery.parse(request.query).token;
      if (!fromLoopback(request) || !sameSecret(given, secret)) throw notFound();
      const body = faultSchema.parse(request.body);
      if ('clear' in body) {
        emulator.clearFaults();
        return reply.status(204).send();
      }
      let unit: number | 'all';
      if ('device' in body) {
        const found = await findDeviceConnection(app.db, request.tenant, body.device);
        if (!found || found.port !== emulator.port) throw notFound();
        unit = found.unit;
      } else unit = body.unit;
      emulator.setFault(unit, body.fault);
      return reply.status(204).send();
    });
  }
  return Promise.resolve();
};
