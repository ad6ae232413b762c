import type { UploadProgress } from './types/common';

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface TransportResponse {
  status: number;
  text: string;
}

/** Sends one request; rejects only when no answer arrived (network failure or abort). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

function abortError(): DOMException {
  return new DOMException('The request was cancelled.', 'AbortError');
}

export function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, fraction: total > 0 ? Math.min(1, loaded / total) : 0 };
}

/** Bytes of a multipart body's parts (the boundary lines aside), for progress without XHR. */
function formSize(form: FormData): number {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? new TextEncoder().encode(value).length : value.size;
  });
  return size;
}

/**
 * fetch: every JSON call. It cannot report upload progress (streamed request bodies need HTTP/2 in
 * Chromium and are absent elsewhere), so uploads through it report 0 at the start and 1 at the end.
 */
export function createFetchTransport(fetchImplementation?: FetchLike): Transport {
  const send: FetchLike = fetchImplementation ?? ((input, init) => globalThis.fetch(input, init));
  return async (request) => {
    const size = request.body instanceof FormData ? formSize(request.body) : 0;
    request.onUploadProgress?.(progressOf(0, size));
    const response = await send(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    const text = await response.text();
    request.onUploadProgress?.(progressOf(size, size));
    return { status: response.status, text };
  };
}

/** XMLHttpRequest: the browser API that reports upload progress, used for multipart uploads. */
export function createXhrTransport(createRequest: () => XMLHttpRequest): Transport {
  return (request) =>
    new Promise<TransportResponse>((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createRequest();
      const onAbortSignal = () => xhr.abort();
      const cleanUp = () => request.signal?.removeEventListener('abort', onAbortSignal);
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(request.headers)) {
        xhr.setRequestHeader(name, value);
      }
      if (request.onUploadProgress) {
        const report = request.onUploadProgress;
        xhr.upload.addEventListener('progress', (event) => {
          report(progressOf(event.loaded, event.lengthComputable ? event.total : 0));
        });
      }
      xhr.addEventListener('load', () => {
        cleanUp();
        resolve({ status: xhr.status, text: xhr.responseText });
      });
      xhr.addEventListener('error', () => {
        cleanUp();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('timeout', () => {
        cleanUp();
        reject(new TypeError('Network request timed out'));
      });
      xhr.addEventListener('abort', () => {
        cleanUp();
        reject(abortError());
      });
      request.signal?.addEventListener('abort', onAbortSignal, { once: true });
      xhr.send(request.body ?? null);
    });
}
