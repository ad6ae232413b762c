/**
 * An open-loop load generator that keeps a steady arrival rate, for the benchmarks' "N requests/s"
 * figures. autocannon's `overallRate` is a quota per second: every connection sends its share back to
 * back as soon as each second starts, so "200/s on 50 connections" arrives as 50 simultaneous requests
 * every second, and its latency measures a burst rather than a rate. Here request i is due at
 * start + i / rate, on connection i mod connections (each connection one request at a time, kept alive),
 * and its latency counts from when it was due: a server (or a connection) that falls behind shows in
 * the figures instead of slowing the load down (no coordinated omission).
 *
 * It runs in a child process (`fork` of this file), so the generator never shares the server's event
 * loop nor its CPU time accounting.
 */
import { fork } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface PacedOptions {
  /** http://host:port/path?query */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests per second, spread evenly. */
  rate: number;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface PacedResult {
  /** Requests sent (all answered or failed before the result). */
  total: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Connection errors and requests still unanswered 10 s after the last was due. */
  errors: number;
  /** Latencies of 2xx answers, in ms. */
  p50: number;
  p99: number;
  max: number;
  /** Answers per second over the run. */
  rate: number;
}

const CHILD_FLAG = 'CONSOLE_SERVER_PACED_CHILD';

/** Drives `options.url` at `options.rate` requests/s from a child process and returns the latencies. */
export function runPaced(options: PacedOptions): Promise<PacedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: PacedResult | undefined;
    child.on('message', (message: PacedResult) => {
      result = message;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`paced load generator exited with ${code}`));
    });
    child.send(options);
  });
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive HTTP/1.1 connection sending one prebuilt request at a time (queued while busy), with
 * just enough parsing for the answers of this server (status line and content-length; no chunks).
 * Much cheaper per request than node:http's client, so the generator takes little of the machine.
 */
class Connection {
  private readonly socket: Socket;
  private readonly queue: { due: number; done: (status: number, at: number) => void }[] = [];
  private buffered: Buffer = Buffer.alloc(0);
  private busy = false;

  constructor(
    port: number,
    host: string,
    private readonly payload: Buffer,
    private readonly onError: () => void,
  ) {
    this.socket = connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk) => this.receive(chunk));
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
  }

  send(due: number, done: (status: number, at: number) => void): void {
    this.queue.push({ due, done });
    if (!this.busy) this.next();
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private next(): void {
    if (this.queue.length === 0) {
      this.busy = false;
      return;
    }
    this.busy = true;
    this.socket.write(this.payload);
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    for (;;) {
      const headerEnd = this.buffered.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = this.buffered.subarray(0, headerEnd).toString('latin1');
      const status = Number(head.slice(9, 12));
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      const end = headerEnd + HEADER_END.length + length;
      if (this.buffered.length < end) return;
      this.buffered = this.buffered.subarray(end);
      const answered = this.queue.shift();
      answered?.done(status, performance.now());
      this.next();
    }
  }

  private fail(): void {
    for (let pending = this.queue.splice(0).length; pending > 0; pending -= 1) this.onError();
    this.busy = false;
  }
}

async function generate(options: PacedOptions): Promise<PacedResult> {
  const target = new URL(options.url);
  const body = options.body ? Buffer.from(options.body) : undefined;
  const headerLines = Object.entries({
    ...options.headers,
    ...(body ? { 'content-length': String(body.length) } : {}),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  const payload = Buffer.concat([
    Buffer.from(
      `${options.method ?? 'GET'} ${target.pathname}${target.search} HTTP/1.1\r\n` +
        (options.headers?.host ? '' : `host: ${target.host}\r\n`) +
        `${headerLines.join('')}connection: keep-alive\r\n\r\n`,
      'latin1',
    ),
    ...(body ? [body] : []),
  ]);
  const total = Math.max(1, Math.round(options.rate * options.duration));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let settled = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const settle = () => {
    settled += 1;
    if (settled === total) finish();
  };
  const connections = Array.from(
    { length: options.connections },
    () =>
      new Connection(Number(target.port), target.hostname, payload, () => {
        errors += 1;
        settle();
      }),
  );

  const start = performance.now() + 20;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        // Request i on connection i mod n: each connection carries an equal, evenly spaced share.
        connections[sent % connections.length].send(due, (status, at) => {
          if (status >= 200 && status < 300) latencies.push(at - due);
          else non2xx += 1;
          settle();
        });
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  const lastDue = performance.now();
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const elapsed = (performance.now() - start) / 1000;
  errors += total - settled;
  for (const connection of connections) connection.close();
  latencies.sort((a, b) => a - b);
  return {
    total,
    non2xx,
    errors,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies.at(-1) ?? 0),
    rate: Math.round((latencies.length + non2xx) / Math.max(elapsed, (lastDue - start) / 1000)),
  };
}

if (process.env[CHILD_FLAG] === '1' && process.send) {
  process.once('message', (options: PacedOptions) => {
    void generate(options).then((result) => {
      process.send?.(result, () => process.exit(0));
    });
  });
}
