import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { LiveEvent } from '@hvac/console-domain';

/** One message of a stream: an event (`event` undefined) or a control message (`ready`, `refetch`). */
export interface StreamMessage {
  event?: string;
  id?: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  messages: StreamMessage[];
  /** The events (no control messages) received so far. */
  events(): LiveEvent[];
  /** Resolves once a message satisfies `test` (rejects after `timeoutMs`). */
  waitFor(test: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** The answer's body when it was not a stream (401 …). */
  body(): Promise<string>;
  close(): void;
}

/**
 * Opens GET /events/stream/ over node:http (Node's fetch cannot set the Host header of a tenant) and
 * parses the server-sent events as they arrive.
 */
export function openStream(
  port: number,
  options: { tenant?: string; token?: string; lastId?: string; headers?: Record<string, string> },
): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'GET',
      path: '/events/stream/',
      headers: {
        host: `${options.tenant ?? 'demo'}.localhost:${port}`,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lastId !== undefined ? { 'last-event-id': options.lastId } : {}),
        ...options.headers,
      },
    });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      const messages: StreamMessage[] = [];
      const waiters = new Set<() => void>();
      let text = '';
      let raw = '';
      let ended = false;
      const endedPromise = new Promise<void>((done) => {
        const finish = () => {
          ended = true;
          done();
          for (const waiter of waiters) waiter();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        text += chunk;
        let index: number;
        while ((index = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, index);
          text = text.slice(index + 2);
          const message: StreamMessage = { data: undefined };
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') message.event = value;
            else if (field === 'id') message.id = value;
            else if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
          }
          if (data === undefined) continue;
          message.data = JSON.parse(data) as unknown;
          messages.push(message);
        }
        for (const waiter of waiters) waiter();
      });
      const stream: OpenedStream = {
        status: res.statusCode ?? 0,
        messages,
        events: () =>
          messages.filter((message) => message.event === undefined).map((m) => m.data as LiveEvent),
        waitFor(test, timeoutMs = 5_000) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = messages.find(test);
              if (found) {
                cleanup();
                done(found);
              } else if (ended) {
                cleanup();
                fail(
                  new Error(`stream ended without the message; got ${JSON.stringify(messages)}`),
                );
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(
                new Error(
                  `no such message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
                ),
              );
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        ended: endedPromise,
        isEnded: () => ended,
        body: async () => {
          await endedPromise;
          return raw;
        },
        close: () => {
          req.destroy();
        },
      };
      resolve(stream);
    });
    req.end();
  });
}
