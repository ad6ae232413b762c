import { randomBytes } from 'node:crypto';
import type { LiveEvent, LiveEventBody } from '@hvac/console-domain';
import { isLiveEventType } from '@hvac/console-domain';
import type { Database } from '../db';

/** What a producer publishes: an event body and the tenant it belongs to. */
export type LiveEventInput = LiveEventBody & { tenant: string };

/**
 * What travels between instances: an event (with its id), or the note that sessions or users of a
 * tenant changed (a stream must then check that its session still holds).
 */
export type BusMessage =
  | { kind: 'event'; tenant: string; event: LiveEvent }
  | { kind: 'sessions'; tenant: string }
  /** The instance missed messages (its LISTEN connection dropped): every stream must refetch. */
  | { kind: 'reset' };

/** What a producer needs of the bus. */
export interface LivePublisher {
  publish(input: LiveEventInput): void;
}

export type BusListener = (message: BusMessage) => void;

/** How messages reach every instance: in process (PGlite), or LISTEN/NOTIFY on PostgreSQL. */
export interface BusTransport {
  /**
   * Sends messages, in this order, to every instance, this one included (its own copies come back
   * through `start`).
   */
  send(payloads: string[]): Promise<void>;
  start(onPayload: (payload: string) => void, onLost: () => void): Promise<void>;
  stop(): Promise<void>;
}

export interface EventBusOptions {
  transport: BusTransport;
  /** Events kept per tenant for resuming streams (default 2,000). */
  bufferSize?: number;
  /** How long an event stays resumable (default 5 minutes). */
  bufferMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

interface Buffered {
  event: LiveEvent;
  receivedAt: number;
}

/** An event id as `publish` makes it: the instance (8 hex digits), '-', its counter in base 36. */
function parseEventId(id: string): { instance: string; counter: number } | undefined {
  const match = /^([0-9a-f]{8})-([0-9a-z]{1,11})$/.exec(id);
  return match ? { instance: match[1], counter: Number.parseInt(match[2], 36) } : undefined;
}

/**
 * The server's event bus (docs/adr/live-updates-stream.md): producers `publish` what changed, streams `subscribe`. Every
 * instance receives every message in the same order (PostgreSQL delivers notifications in commit
 * order), so a stream that resumes with the id of the last event it saw gets exactly what followed it,
 * on this instance or another, as long as the id is still in the short per-tenant buffer.
 */
export class EventBus {
  private readonly listeners = new Set<BusListener>();
  private readonly buffers = new Map<string, Buffered[]>();
  private readonly instance = randomBytes(4).toString('hex');
  private counter = 0;
  /** The highest counter received from each instance: tells an id still on its way from one expired. */
  private readonly received = new Map<string, number>();
  private readonly bufferSize: number;
  private readonly bufferMs: number;
  private readonly now: () => Date;
  private started = false;
  /** Messages waiting while a send is under way: one send at a time keeps the publishing order. */
  private queue: string[] = [];
  private sending = false;

  constructor(private readonly options: EventBusOptions) {
    this.bufferSize = options.bufferSize ?? 2_000;
    this.bufferMs = options.bufferMs ?? 5 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.options.transport.start(
      (payload) => this.receive(payload),
      () => {
        // Messages were lost while the connection was down: no resume can be exact any more.
        this.buffers.clear();
        this.emit({ kind: 'reset' });
      },
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.options.transport.stop();
  }

  /**
   * Publishes an event of a tenant to every stream of every instance. Call it after the change is
   * committed (a console that reads on the event must see it). Never throws: a lost event costs a
   * console one refresh, not the producer's work.
   */
  publish(input: LiveEventInput): void {
    const { tenant, ...body } = input;
    this.counter += 1;
    const event = { ...body, id: `${this.instance}-${this.counter.toString(36)}` };
    this.send({ kind: 'event', tenant, event });
  }

  /** Tells every instance that sessions or users of a tenant changed (logout, role, removal). */
  sessionsChanged(tenant: string): void {
    this.send({ kind: 'sessions', tenant });
  }

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The events of a tenant after the one with id `lastId`, oldest first; undefined when that id is
   * no longer (or never was) in the buffer: the console must then read everything again.
   */
  since(tenant: string, lastId: string): LiveEvent[] | undefined {
    const buffer = this.buffers.get(tenant);
    if (!buffer) return undefined;
    this.expire(buffer);
    for (let index = buffer.length - 1; index >= 0; index -= 1) {
      if (buffer[index].event.id === lastId)
        return buffer.slice(index + 1).map((item) => item.event);
    }
    return undefined;
  }

  /**
   * Whether the event with id `lastId` may still be on its way here: a console saw it on the
   * instance that published it, and resumes on this one before the notification arrived. True when
   * the id is well formed and its instance's counter is past the highest received from it (or that
   * instance was never heard from); false for an id this instance received and has since dropped.
   */
  mayArrive(lastId: string): boolean {
    const id = parseEventId(lastId);
    return id !== undefined && id.counter > (this.received.get(id.instance) ?? 0);
  }

  /** The id of a tenant's newest event still in the buffer: where a new stream stands. */
  latest(tenant: string): string | undefined {
    const buffer = this.buffers.get(tenant);
    if (!buffer) return undefined;
    this.expire(buffer);
    return buffer.at(-1)?.event.id;
  }

  private send(message: BusMessage): void {
    this.queue.push(JSON.stringify(message));
    if (!this.sending) void this.drain();
  }

  private async drain(): Promise<void> {
    this.sending = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.options.transport.send(batch);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
    this.sending = false;
  }

  private receive(payload: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch (error) {
      this.options.onError?.(error);
      return;
    }
    if (message.kind === 'event') {
      if (typeof message.tenant !== 'string' || !isLiveEventType(message.event?.type)) return;
      this.noteReceived(message.event.id);
      let buffer = this.buffers.get(message.tenant);
      if (!buffer) {
        buffer = [];
        this.buffers.set(message.tenant, buffer);
      }
      buffer.push({ event: message.event, receivedAt: this.now().getTime() });
      if (buffer.length > this.bufferSize) buffer.splice(0, buffer.length - this.bufferSize);
      this.expire(buffer);
    } else if (message.kind !== 'sessions') {
      return;
    }
    this.emit(message);
  }

  private noteReceived(value: unknown): void {
    const id = typeof value === 'string' ? parseEventId(value) : undefined;
    if (id && id.counter > (this.received.get(id.instance) ?? 0))
      this.received.set(id.instance, id.counter);
  }

  private expire(buffer: Buffered[]): void {
    const oldest = this.now().getTime() - this.bufferMs;
    let drop = 0;
    while (drop < buffer.length && buffer[drop].receivedAt < oldest) drop += 1;
    if (drop > 0) buffer.splice(0, drop);
  }

  private emit(message: BusMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
  }
}

/** PGlite (one process): messages go straight to this instance's listeners, after the current task. */
export function inProcessTransport(): BusTransport {
  let deliver: ((payload: string) => void) | undefined;
  return {
    send(payloads) {
      queueMicrotask(() => {
        for (const payload of payloads) deliver?.(payload);
      });
      return Promise.resolve();
    },
    start(onPayload) {
      deliver = onPayload;
      return Promise.resolve();
    },
    stop() {
      deliver = undefined;
      return Promise.resolve();
    },
  };
}

/** The channel the instances sharing a PostgreSQL database (and schema) talk on. */
export const EVENT_CHANNEL = 'hvac_events';

/**
 * PostgreSQL: NOTIFY on send, and a connection of its own that LISTENs (reconnecting after a drop,
 * which loses messages: `onLost`).
 */
export function postgresTransport(db: Database, onError?: (error: unknown) => void): BusTransport {
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  return {
    async send(payloads) {
      await db.notify?.(EVENT_CHANNEL, payloads);
    },
    async start(onPayload, onLost) {
      stopped = false;
      const connect = async (): Promise<void> => {
        try {
          stopListening = await db.listen?.(EVENT_CHANNEL, onPayload, (error) => {
            onError?.(error);
            stopListening = undefined;
            if (stopped) return;
            onLost();
            retry = setTimeout(() => void connect(), 1_000);
            retry.unref();
          });
        } catch (error) {
          onError?.(error);
          if (stopped) return;
          retry = setTimeout(() => void connect(), 1_000);
          retry.unref();
        }
      };
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
