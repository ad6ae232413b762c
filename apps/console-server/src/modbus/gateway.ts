import {
  DEVICE_MESSAGES as MESSAGES,
  MODBUS_CONNECT_TIMEOUT_MS,
  MODBUS_REQUEST_TIMEOUT_MS,
  modbusExceptionText,
} from '@hvac/console-domain';
import ModbusRTU from 'modbus-serial';
import { Socket } from 'node:net';
import type { DeviceNetworks } from '../devices/networks';

/** Why a Modbus request failed; `message` is the sentence a device's `last_error` shows. */
export type ModbusFailure =
  | 'exception'
  | 'timeout'
  | 'connect_timeout'
  | 'refused'
  | 'closed'
  | 'unreachable'
  | 'not_allowed';

export class ModbusError extends Error {
  constructor(
    readonly kind: ModbusFailure,
    message: string,
    /** The Modbus exception code for `exception`. */
    readonly code?: number,
  ) {
    super(message);
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
}

type Job = {
  run: (client: ModbusRTU) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

function connectError(error: unknown): ModbusError {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return new ModbusError('refused', MESSAGES.CONNECTION_REFUSED);
  return new ModbusError(
    'unreachable',
    `Connection failed (${code ?? (error instanceof Error ? error.message : 'unknown error')})`,
  );
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

  readCoils(unit: number, address: number, length: number): Promise<number[]> {
    return this.enqueue(this.reads, async (client) => {
      client.setID(unit);
      const answer = await client.readCoils(address, length);
      return answer.data.slice(0, length).map((bit) => (bit ? 1 : 0));
    });
  }

  readRegisters(unit: number, address: number, length: number): Promise<number[]> {
    return this.enqueue(this.reads, async (client) => {
      client.setID(unit);
      const answer = await client.readHoldingRegisters(address, length);
      return answer.data;
    });
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

  private enqueue<T>(queue: Job[], run: (client: ModbusRTU) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
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
          const settle = (outcome: () => void) => {
            if (settled) return;
            settled = true;
            this.inFlight = undefined;
            outcome();
            finish();
          };
          this.inFlight = {
            ...job,
            reject: (error) => settle(() => job.reject(error)),
          };
          this.connected()
            .then((client) =>
              withTimeout(
                job.run(client),
                this.requestTimeoutMs,
                () => new ModbusError('timeout', MESSAGES.NO_ANSWER),
              ),
            )
            .then(
              (value) => settle(() => job.resolve(value)),
              (error: unknown) => settle(() => job.reject(this.failure(error))),
            );
        });
      }
    } finally {
      this.busy = false;
    }
  }

  private failure(error: unknown): ModbusError {
    if (error instanceof ModbusError) return error;
    const code = (error as { modbusCode?: unknown }).modbusCode;
    if (typeof code === 'number')
      return new ModbusError('exception', modbusExceptionText(code), code);
    if (!this.client)
      return this.lastFailure ?? new ModbusError('closed', MESSAGES.CONNECTION_CLOSED);
    const message = (error as { message?: unknown }).message;
    return new ModbusError(
      'closed',
      typeof message === 'string' ? message : MESSAGES.CONNECTION_CLOSED,
    );
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

  private async connected(): Promise<ModbusRTU> {
    if (this.client) return this.client;
    if (this.closed) throw new ModbusError('closed', MESSAGES.CONNECTION_CLOSED);
    if (this.now() < this.retryAt && this.lastFailure) throw this.lastFailure;
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
      throw this.fail(error instanceof ModbusError ? error : connectError(error));
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
    this.socket = socket;
    this.client = client;
    this.failures = 0;
    this.retryAt = 0;
    this.lastFailure = undefined;
    return client;
  }
}
