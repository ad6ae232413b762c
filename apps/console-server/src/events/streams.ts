import type { ServerResponse } from 'node:http';
import type { LiveEvent, PermissionType } from '@hvac/console-domain';
import {
  can,
  LIVE_CLOSE_REASONS,
  LIVE_CONTROL_EVENTS,
  LIVE_EVENT_ACTIONS,
} from '@hvac/console-domain';
import type { Database } from '../db';
import type { BusMessage, EventBus } from './bus';
import { liveSessions } from './repository';

/** One open event stream: a signed-in console of a tenant. */
export interface LiveStream {
  tenant: string;
  userId: number;
  sessionId: number;
  permissionType: PermissionType;
  response: ServerResponse;
  /** Closes at the access token's expiry: the console reconnects with a fresh token and its last id. */
  expiry: NodeJS.Timeout;
  /**
   * Set while the stream waits for the event it resumes from (seen on another instance, not yet
   * arrived here): what arrives before it the console already has; it never arriving means refetch.
   */
  awaiting?: { lastId: string; timer: NodeJS.Timeout };
}

export interface StreamHubOptions {
  /** Comment lines that keep idle connections (and proxies) open (default 25 s). */
  heartbeatMs?: number;
  /** Every stream's session is checked again this often, besides on every session change (60 s). */
  recheckMs?: number;
  /** Open streams per session (browser tabs); the oldest closes beyond it (default 16). */
  perSession?: number;
  /**
   * Open streams per user across all their sessions (one per open tab; default 32) and per tenant
   * (LIVE_STREAMS_PER_TENANT, default 2,000); beyond either the oldest closes, saying why, so that
   * one account cannot hold this process's memory and sockets. Counted per instance.
   */
  perUser?: number;
  perTenant?: number;
  /** A stream whose socket holds more unsent bytes than this is closed; it resumes (default 1 MiB). */
  maxBufferedBytes?: number;
  /**
   * How long a stream resumed with an id still on its way from another instance waits for it before
   * telling its console to refetch (default 3 s; LISTEN/NOTIFY delivers in milliseconds).
   */
  resumeWaitMs?: number;
  onError?: (error: unknown) => void;
}

export const DEFAULT_STREAMS_PER_USER = 32;
export const DEFAULT_STREAMS_PER_TENANT = 2_000;

function userKey(stream: LiveStream): string {
  return `${stream.tenant}/${stream.userId}`;
}

/** The text of one server-sent event. */
export function eventFrame(event: LiveEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function controlFrame(name: string, data: unknown = {}): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The open streams of this instance: events of the bus go to the streams of their tenant whose role
 * may see them (each frame written once per event, not per stream); a change of sessions closes the
 * streams whose session ended or whose role changed, at once.
 */
export class StreamHub {
  private readonly byTenant = new Map<string, Set<LiveStream>>();
  private readonly bySession = new Map<number, LiveStream[]>();
  private readonly byUser = new Map<string, LiveStream[]>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unsubscribe: () => void;
  private readonly options: Required<Omit<StreamHubOptions, 'onError'>> & StreamHubOptions;

  constructor(
    private readonly bus: EventBus,
    private readonly db: Database,
    private readonly now: () => Date,
    options: StreamHubOptions = {},
  ) {
    this.options = {
      heartbeatMs: 25_000,
      recheckMs: 60_000,
      perSession: 16,
      perUser: DEFAULT_STREAMS_PER_USER,
      perTenant: DEFAULT_STREAMS_PER_TENANT,
      maxBufferedBytes: 1024 * 1024,
      resumeWaitMs: 3_000,
      ...options,
    };
    this.unsubscribe = bus.subscribe((message) => this.receive(message));
    const ping = Buffer.from(': ping\n\n');
    const heartbeat = setInterval(() => this.broadcast(ping), this.options.heartbeatMs);
    const recheck = setInterval(() => {
      for (const tenant of this.byTenant.keys()) void this.recheck(tenant);
    }, this.options.recheckMs);
    heartbeat.unref();
    recheck.unref();
    this.timers.push(heartbeat, recheck);
  }

  get size(): number {
    let count = 0;
    for (const streams of this.byTenant.values()) count += streams.size;
    return count;
  }

  /**
   * Opens a stream on an already answered (200, event-stream) response: replays what followed
   * `lastId` (or tells the console to refetch), then adds it. Nothing awaits between the replay and
   * the adding, so no event falls between them.
   */
  open(stream: Omit<LiveStream, 'expiry'>, lastId: string | undefined, expiresAt: Date): void {
    const live = stream as LiveStream;
    const { response } = live;
    // `last`: where this stream starts, so that a console that saw no event yet can still resume.
    response.write(
      controlFrame(LIVE_CONTROL_EVENTS.ready, { last: this.bus.latest(live.tenant) ?? null }),
    );
    if (lastId !== undefined) {
      const missed = this.bus.since(live.tenant, lastId);
      if (missed !== undefined) {
        for (const event of missed) if (this.may(live, event)) response.write(eventFrame(event));
      } else if (this.bus.mayArrive(lastId)) {
        const timer = setTimeout(() => {
          live.awaiting = undefined;
          this.write(live, controlFrame(LIVE_CONTROL_EVENTS.refetch));
        }, this.options.resumeWaitMs);
        timer.unref();
        live.awaiting = { lastId, timer };
      } else {
        response.write(controlFrame(LIVE_CONTROL_EVENTS.refetch));
      }
    }
    const delay = Math.max(0, expiresAt.getTime() - this.now().getTime());
    live.expiry = setTimeout(() => this.close(live), Math.min(delay, 2 ** 31 - 1));
    live.expiry.unref();
    let streams = this.byTenant.get(live.tenant);
    if (!streams) {
      streams = new Set();
      this.byTenant.set(live.tenant, streams);
    }
    streams.add(live);
    const sessions = this.bySession.get(live.sessionId) ?? [];
    sessions.push(live);
    this.bySession.set(live.sessionId, sessions);
    const user = userKey(live);
    const users = this.byUser.get(user) ?? [];
    users.push(live);
    this.byUser.set(user, users);
    response.once('close', () => this.remove(live));
    // The oldest go (Set and arrays keep the order of opening); each is told why, so that its console
    // waits instead of reconnecting at once and closing another window's stream in turn.
    while ((this.bySession.get(live.sessionId)?.length ?? 0) > this.options.perSession)
      this.closeTooMany(this.bySession.get(live.sessionId)![0]);
    while ((this.byUser.get(user)?.length ?? 0) > this.options.perUser)
      this.closeTooMany(this.byUser.get(user)![0]);
    while ((this.byTenant.get(live.tenant)?.size ?? 0) > this.options.perTenant)
      this.closeTooMany(this.byTenant.get(live.tenant)!.values().next().value!);
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const streams of [...this.byTenant.values()])
      for (const stream of [...streams]) this.close(stream);
    for (const timer of this.timers) clearInterval(timer);
    this.unsubscribe();
  }

  close(stream: LiveStream): void {
    this.remove(stream);
    stream.response.end();
  }

  private closeTooMany(stream: LiveStream): void {
    this.remove(stream);
    stream.response.end(
      controlFrame(LIVE_CONTROL_EVENTS.closed, { reason: LIVE_CLOSE_REASONS.tooManyStreams }),
    );
  }

  private remove(stream: LiveStream): void {
    clearTimeout(stream.expiry);
    clearTimeout(stream.awaiting?.timer);
    const streams = this.byTenant.get(stream.tenant);
    if (streams?.delete(stream) && streams.size === 0) this.byTenant.delete(stream.tenant);
    const sessions = this.bySession.get(stream.sessionId);
    if (sessions) {
      const rest = sessions.filter((candidate) => candidate !== stream);
      if (rest.length > 0) this.bySession.set(stream.sessionId, rest);
      else this.bySession.delete(stream.sessionId);
    }
    const user = userKey(stream);
    const users = this.byUser.get(user);
    if (users) {
      const rest = users.filter((candidate) => candidate !== stream);
      if (rest.length > 0) this.byUser.set(user, rest);
      else this.byUser.delete(user);
    }
  }

  private may(stream: LiveStream, event: LiveEvent): boolean {
    return can(stream.permissionType, LIVE_EVENT_ACTIONS[event.type]);
  }

  private write(stream: LiveStream, frame: string | Buffer): void {
    if (stream.response.writableLength > this.options.maxBufferedBytes) {
      // A console that reads nothing must not grow this process: it reconnects with its last id.
      stream.response.destroy();
      this.remove(stream);
      return;
    }
    stream.response.write(frame);
  }

  private broadcast(frame: string | Buffer): void {
    for (const streams of this.byTenant.values())
      for (const stream of [...streams]) this.write(stream, frame);
  }

  private receive(message: BusMessage): void {
    if (message.kind === 'reset') {
      for (const streams of this.byTenant.values())
        for (const stream of streams) {
          clearTimeout(stream.awaiting?.timer);
          stream.awaiting = undefined;
        }
      this.broadcast(Buffer.from(controlFrame(LIVE_CONTROL_EVENTS.refetch)));
      return;
    }
    if (message.kind === 'sessions') {
      void this.recheck(message.tenant);
      return;
    }
    const streams = this.byTenant.get(message.tenant);
    if (!streams) return;
    // Encoded once for all the tenant's streams (one conversion for 2,000 streams, not 2,000).
    const frame = Buffer.from(eventFrame(message.event));
    const allowed = (role: PermissionType) => can(role, LIVE_EVENT_ACTIONS[message.event.type]);
    for (const stream of [...streams]) {
      if (stream.awaiting) {
        // Events up to the awaited one went to this console on the instance it came from.
        if (stream.awaiting.lastId === message.event.id) {
          clearTimeout(stream.awaiting.timer);
          stream.awaiting = undefined;
        }
        continue;
      }
      if (allowed(stream.permissionType)) this.write(stream, frame);
    }
  }

  /** Closes the streams of a tenant whose session ended or whose user's role changed. */
  private async recheck(tenant: string): Promise<void> {
    const streams = this.byTenant.get(tenant);
    if (!streams || streams.size === 0) return;
    const ids = [...new Set([...streams].map((stream) => stream.sessionId))];
    try {
      const rows = await liveSessions(this.db, tenant, ids, this.now());
      const roles = new Map(rows.map((row) => [row.id, row.permission_type]));
      for (const stream of [...(this.byTenant.get(tenant) ?? [])]) {
        const role = roles.get(stream.sessionId);
        // Streams opened while the query ran are checked next time.
        if (!ids.includes(stream.sessionId)) continue;
        if (role !== stream.permissionType) this.close(stream);
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
