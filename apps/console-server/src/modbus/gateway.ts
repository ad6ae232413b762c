import {
  DEVICE_MESSAGES as MESSAGES,
  MODBUS_CONNECT_TIMEOUT_MS,
  MODBUS_REQUEST_TIMEOUT_MS,
  modbusExceptionText,
} from '@hvac/console-domain';
import ModbusRTU from 'modbus-serial';
import { Socket } from 'node:net';
import type { DeviceNetworks } from './networks';

/**
 * Why a Modbus request failed; `message` is the sentence a device's `last_error` shows (never the
 * library's or the socket's own text, which goes to the server log only).
 * - `malformed`: an answer came that is not a valid answer to the request (wrong byte count, wrong
 *   length, another function); the device's values are not trusted.
 * - `dropped`: the connection closed after the request went out, before its answer (a write may
 *   have been applied).
 */
export type ModbusFailure =
  | 'exception'
  | 'malformed'
  | 'timeout'
  | 'connect_timeout'
  | 'refused'
  | 'closed'
  | 'dropped'
  | 'unreachable'
  | 'not_allowed';

export class ModbusError extends Error {
  constructor(
    readonly kind: ModbusFailure,
    message: string,
    /** The Modbus exception code for `exception`. */
    readonly code?: number,
    /** What the library or the socket said (for the server log). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export interface GatewayOptions {
  networks: DeviceNetworks;
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Reconnect backoff: the first wait and the longest (default 5 s and 2 min), with jitter. */
  backoffMinMs?: number;
  backoffMaxMs?: number;
  /** For tests: the clock and the jitter source. */
  now?: () => number;
  random?: () => number;
  /** A library or socket error and the sentence it became (the server log keeps the former). */
  log?: (cause: unknown, sentence: string, where: { host: string; port: number }) => void;
}

/** A request: `reconnect` makes one connection attempt at once, whatever the backoff says. */
export interface RequestOptions {
  reconnect?: boolean;
}

type Job = {
  run: (client: ModbusRTU) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  reconnect?: boolean;
};

function connectError(error: unknown): ModbusError {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ECONNREFUSED':
      return new ModbusError('refused', MESSAGES.CONNECTION_REFUSED);
    case 'ECONNRESET':
    case 'EPIPE':
      return new ModbusError('closed', MESSAGES.CONNECTION_CLOSED);
    case 'ETIMEDOUT':
      return new ModbusError('connect_timeout', MESSAGES.CONNECT_TIMEOUT);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return new ModbusError('unreachable', MESSAGES.HOST_UNREACHABLE);
    default:
      return new ModbusError('unreachable', MESSAGES.CONNECTION_FAILED_REASON);
  }
}

/** The library's error class names (its errors are not `instanceof Error`). */
function libraryErrorName(error: unknown): string | undefined {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * One Modbus TCP connection to a host and port (a gateway; its devices differ by unit id), shared
 * by them: one request in flight at a time, writes ahead of waiting reads, a connect timeout and a
 * request timeout. A refused, failed or dropped connection is made again only after a backoff
 * (exponential with jitter); until then requests fail at once with the last reason, so a dead
 * gateway costs its devices' polls nothing and delays no other gateway.
 */
export class Gateway {
  private client: ModbusRTU | undefined;
  private socket: Socket | undefined;
  private readonly writes: Job[] = [];
  private readonly reads: Job[] = [];
  private busy = false;
  private failures = 0;
  private retryAt = 0;
  private lastFailure: ModbusError | undefined;
  private closed = false;
  private inFlight: Job | undefined;
  private readonly connectTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    readonly host: string,
    readonly port: number,
    private readonly options: GatewayOptions,
  ) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? MODBUS_CONNECT_TIMEOUT_MS;
    this.requestTimeoutMs = options.requestTimeoutMs ?? MODBUS_REQUEST_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Requests waiting or running (the poller skips a device whose last poll is still queued). */
  get pending(): number {
    return this.writes.length + this.reads.length + (this.busy ? 1 : 0);
  }

  /** When the next connection attempt may be made (0: now). */
  get nextAttemptAt(): number {
    return this.client ? 0 : this.retryAt;
  }

  /**
   * Function 01. The answer's byte count must be the one the request asks for (the library reads
   * whatever the count says, and pads or truncates without a word).
   */
  readCoils(
    unit: number,
    address: number,
    length: number,
    options: RequestOptions = {},
  ): Promise<number[]> {
    return this.enqueue(
      this.reads,
      async (client) => {
        client.setID(unit);
        const answer = await client.readCoils(address, length);
        if (answer.buffer.length !== Math.ceil(length / 8) || answer.data.length < length)
          throw malformed(`coil byte count ${answer.buffer.length} for ${length} coils`);
        return answer.data.slice(0, length).map((bit) => (bit ? 1 : 0));
      },
      options,
    );
  }

  /** Function 03; exactly `length` registers, or the answer is malformed. */
  readRegisters(
    unit: number,
    address: number,
    length: number,
    options: RequestOptions = {},
  ): Promise<number[]> {
    return this.enqueue(
      this.reads,
      async (client) => {
        client.setID(unit);
        const answer = await client.readHoldingRegisters(address, length);
        if (answer.buffer.length !== length * 2 || answer.data.length !== length)
          throw malformed(`register byte count ${answer.buffer.length} for ${length} registers`);
        return answer.data;
      },
      options,
    );
  }

  /** Function 05: 0xFF00 on, 0x0000 off; resolves when the device echoes the write. */
  writeCoil(unit: number, address: number, on: boolean): Promise<void> {
    return this.enqueue(this.writes, async (client) => {
      client.setID(unit);
      const echo = await client.writeCoil(address, on);
      if (echo.address !== address || Boolean(echo.state) !== on)
        throw new ModbusError('exception', 'The device answered with another value.');
    });
  }

  /** Function 06; resolves when the device echoes the write. */
  writeRegister(unit: number, address: number, value: number): Promise<void> {
    return this.enqueue(this.writes, async (client) => {
      client.setID(unit);
      const echo = await client.writeRegister(address, value);
      if (echo.address !== address || echo.value !== value)
        throw new ModbusError('exception', 'The device answered with another value.');
    });
  }

  close(): void {
    this.closed = true;
    const inFlight = this.inFlight;
    this.drop();
    inFlight?.reject(new ModbusError('closed', MESSAGES.CONNECTION_CLOSED));
    for (const job of [...this.writes.splice(0), ...this.reads.splice(0)])
      job.reject(new ModbusError('closed', MESSAGES.CONNECTION_CLOSED));
  }

  private enqueue<T>(
    queue: Job[],
    run: (client: ModbusRTU) => Promise<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({
        run,
        resolve: resolve as (value: unknown) => void,
        reject,
        reconnect: options.reconnect,
      });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        const job = this.writes.shift() ?? this.reads.shift();
        if (!job) break;
        // The job ends at its answer, its timeout, or when the socket drops (whichever comes first).
        await new Promise<void>((finish) => {
          let settled = false;
          // Whether the request went out on a connection (a drop after it may leave a write applied).
          let sent = false;
          const settle = (outcome: () => void) => {
            if (settled) return;
            settled = true;
            this.inFlight = undefined;
            outcome();
            finish();
          };
          const rejected = (error: unknown) => {
            const failure = this.failure(error);
            if (failure.kind === 'exception') this.answered();
            return sent && failure.kind === 'closed'
              ? new ModbusError('dropped', failure.message)
              : failure;
          };
          this.inFlight = {
            ...job,
            reject: (error) => settle(() => job.reject(rejected(error))),
          };
          this.connected(job.reconnect)
            .then((client) => {
              sent = true;
              return withTimeout(
                job.run(client),
                this.requestTimeoutMs,
                () => new ModbusError('timeout', MESSAGES.NO_ANSWER),
              );
            })
            .then(
              (value) => {
                this.answered();
                settle(() => job.resolve(value));
              },
              (error: unknown) => settle(() => job.reject(rejected(error))),
            );
        });
      }
    } finally {
      this.busy = false;
    }
  }

  /**
   * Any error of a request as a ModbusError with a sentence of ours; the library's text (a
   * RangeError of a short frame, 'Data length error, expected 6 got 65537') goes to the log only.
   */
  private failure(error: unknown): ModbusError {
    if (error instanceof ModbusError) {
      if (error.kind === 'malformed') this.log(error.cause, error.message);
      return error;
    }
    const code = (error as { modbusCode?: unknown } | null)?.modbusCode;
    if (typeof code === 'number')
      return new ModbusError('exception', modbusExceptionText(code), code);
    const name = libraryErrorName(error);
    if (!this.client || name === 'PortNotOpenError')
      return this.lastFailure ?? new ModbusError('closed', MESSAGES.CONNECTION_CLOSED);
    if (name === 'TransactionTimedOutError') return new ModbusError('timeout', MESSAGES.NO_ANSWER);
    // The connection is up and something came back that the library could not take as the answer.
    const failure = new ModbusError('malformed', MESSAGES.MALFORMED_ANSWER);
    this.log(error, failure.message);
    return failure;
  }

  private log(cause: unknown, sentence: string): void {
    this.options.log?.(cause, sentence, { host: this.host, port: this.port });
  }

  /**
   * The device answered (values or an exception): the connection works, its backoff starts
   * afresh. Only an answer counts, not an accepted connection: a device that accepts and drops
   * every connection keeps failing, and its backoff keeps growing.
   */
  private answered(): void {
    this.resetBackoff();
  }

  /** Check now: the next request connects at once, whatever the backoff said. */
  resetBackoff(): void {
    this.failures = 0;
    this.retryAt = 0;
    this.lastFailure = undefined;
  }

  private backoff(): number {
    const min = this.options.backoffMinMs ?? 5000;
    const max = this.options.backoffMaxMs ?? 120_000;
    const base = Math.min(max, min * 2 ** Math.min(this.failures - 1, 16));
    // Full range jitter in [base/2, base]: gateways that failed together do not come back together.
    return Math.round(base / 2 + (this.random() * base) / 2);
  }

  private fail(error: ModbusError): ModbusError {
    this.failures += 1;
    this.retryAt = this.now() + this.backoff();
    this.lastFailure = error;
    return error;
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.client = undefined;
    socket?.destroy();
  }

  private async connected(reconnect = false): Promise<ModbusRTU> {
    if (this.client) return this.client;
    if (this.closed) throw new ModbusError('closed', MESSAGES.CONNECTION_CLOSED);
    if (!reconnect && this.now() < this.retryAt && this.lastFailure) throw this.lastFailure;
    // The address is checked on every connection: DNS may have changed since the device was added.
    const check = await this.options.networks.check(this.host);
    if (!check.ok)
      throw this.fail(
        new ModbusError(
          check.reason === 'unresolved' ? 'unreachable' : 'not_allowed',
          check.reason === 'unresolved' ? MESSAGES.HOST_UNRESOLVED : MESSAGES.HOST_NOT_ALLOWED,
        ),
      );
    const socket = new Socket();
    try {
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('error', reject);
          socket.connect({ host: check.addresses[0], port: this.port });
        }),
        this.connectTimeoutMs,
        () => new ModbusError('connect_timeout', MESSAGES.CONNECT_TIMEOUT),
      );
    } catch (error) {
      socket.destroy();
      if (error instanceof ModbusError) throw this.fail(error);
      const failure = connectError(error);
      this.log(error, failure.message);
      throw this.fail(failure);
    }
    socket.removeAllListeners('error');
    const client = new ModbusRTU();
    await client.connectTCP(check.addresses[0], { port: this.port, socket });
    // The library forgets a transaction after this (ours fails the request first, at the timeout).
    client.setTimeout(this.requestTimeoutMs + 1000);
    const lost = () => {
      if (this.socket !== socket) return;
      this.drop();
      // A dropped socket: the request in flight fails now, the next connection waits for the backoff.
      const error = this.fail(new ModbusError('closed', MESSAGES.CONNECTION_CLOSED));
      this.inFlight?.reject(error);
    };
    socket.on('close', lost);
    socket.on('error', lost);
    // Closed while the client was being set up (before `lost` listened): a failure like any drop.
    if (socket.destroyed || !socket.writable) {
      socket.destroy();
      throw this.fail(new ModbusError('closed', MESSAGES.CONNECTION_CLOSED));
    }
    this.socket = socket;
    this.client = client;
    return client;
  }
}

/** A malformed answer; `detail` (what was wrong) is for the server log only. */
function malformed(detail: string): ModbusError {
  return new ModbusError('malformed', MESSAGES.MALFORMED_ANSWER, undefined, new Error(detail));
}
