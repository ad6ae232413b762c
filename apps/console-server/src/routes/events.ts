import { LIVE_LAST_EVENT_ID_HEADER, LIVE_STREAM_PATH } from '@hvac/console-domain';
import type { FastifyPluginAsync } from 'fastify';
import { verifyAccessToken } from '../auth/tokens';

/** What an event id looks like (`EventBus.publish`); anything else resumes as unknown: refetch. */
const EVENT_ID = /^[0-9a-z-]{1,64}$/;

function lastEventId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  return EVENT_ID.test(value) ? value : '';
}

/**
 * GET /events/stream/: the console's live updates as server-sent events over one fetch (docs/adr/live-updates-stream.md).
 * Authenticated like every route, by the bearer header (never a token in the URL); a `Last-Event-ID`
 * header resumes after that event. The stream ends when the access token expires, when the session
 * ends or the user's role changes, and when the server closes; the console then reconnects.
 */
export const eventRoutes: FastifyPluginAsync = (app) => {
  const hub = app.streams;

  app.get(LIVE_STREAM_PATH, (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
    // The authentication hook has checked the token already; its expiry is what is wanted here.
    const claims = verifyAccessToken(token, app.secret, app.now());
    const expiresAt = new Date((claims?.exp ?? 0) * 1000);
    reply.hijack();
    const response = reply.raw;
    // The CORS headers set by the hooks so far go out with the hijacked answer.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies (nginx) must pass each event on at once instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    response.socket?.setNoDelay(true);
    hub.open(
      {
        tenant: request.tenant,
        userId: request.user.id,
        sessionId: request.user.sessionId,
        permissionType: request.user.permissionType,
        response,
      },
      lastEventId(request.headers[LIVE_LAST_EVENT_ID_HEADER]),
      expiresAt,
    );
  });
  return Promise.resolve();
};
