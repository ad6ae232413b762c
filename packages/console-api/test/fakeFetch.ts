import type { FetchLike } from '../src/transport';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that records each call and answers through `handler`. */
export function createFakeFetch(handler: FakeHandler): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fake = async (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: new URL(input),
      headers,
      body: text === undefined ? init.body : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    return handler(call);
  };
  return Object.assign(fake, { calls });
}

/** A promise with its resolve function exposed, to hold answers back. */
export function deferred<Value = void>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
