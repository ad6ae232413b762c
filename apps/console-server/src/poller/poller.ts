import { randomBytes } from 'node:crypto';
import {
  DEVICE_MESSAGES as MESSAGES,
  OFFLINE_AFTER_FAILED_POLLS,
  decodeRegister,
  encodeRegister,
} from '@hvac/console-domain';
import { findParameter } from '../devices/catalog';
import { DEVICE_MESSAGES as WRITE_MESSAGES } from '../devices/messages';
import { LiveValues, type PolledValues } from '../devices/live';
import {
  claimCommand,
  finishCommand,
  modbusTypeOfFunction,
  pendingCommands,
  type PendingCommand,
} from '../devices/commands';
import type { Database } from '../db';
import type { LivePublisher } from '../events/bus';
import { ModbusError, type Gateway } from '../modbus/gateway';
import { DeviceLink } from '../devices/link';
import { deviceSpans } from '../devices/spans';
import { readFromDevice } from '../devices/realtime';
import type { Span } from '../modbus/spans';
import { deviceHasError, evaluateDeviceAlarms, type ConfigurationRow } from '../alarms/evaluate';
import type { StoredDevice } from '../devices/store';
import { enqueueDeviceOffline } from '../notifications/events';
import {
  allConfigurations,
  loadAllDevices,
  claimLeases,
  releaseLeases,
  finishCheck,
  takeCheckRequests,
  recordPollFailure,
  recordPollSuccess,
  updateProjectError,
  type StateChange,
} from './repository';
import { answerRawRead, takeRawReads } from './rawRead';

export interface PollerOptions {
  link: DeviceLink;
  events?: LivePublisher;
  /** The clock of recorded times (last_seen, alarm entries); scheduling uses the real one. */
  now?: () => Date;
  /** How often the device list is read again (new, changed, removed devices); default 5 s. */
  refreshMs?: number;
  /** How often due polls are started; default 250 ms. */
  tickMs?: number;
  /** Stored history of every successful poll (src/history); none when absent. */
  history?: (device: StoredDevice, values: PolledValues, at: Date) => Promise<void>;
  onError?: (error: unknown) => void;
  /** Polls that started late: how late (ms), for the poll benchmark. */
  onLag?: (ms: number) => void;
  /** Each finished poll (tests, the benchmark): `lagMs` from when it was due to its values stored. */
  onPolled?: (device: StoredDevice, ok: boolean, lagMs: number) => void;
  /** This instance's name in device leases (default a random one). */
  instance?: string;
  /** How long a lease lasts for a poll interval (seconds; tests shorten it). */
  leaseSeconds?: (pollInterval: number) => number;
  /** An instance not seen for this long (seconds) no longer counts for the fair share (default 15). */
  aliveSeconds?: number;
}

interface Entry {
  device: StoredDevice;
  /** Its alarm configurations (read again at every refresh). */
  configurations: ConfigurationRow[];
  /** Real time (ms) the next poll is due. */
  dueAt: number;
  /** When the poll under way was due. */
  due: number;
  polling: Promise<void> | undefined;
}

/**
 * A lease lasts one and a half poll intervals: renewed at every refresh (5 s), it lapses soon enough
 * that another instance takes a dead one's devices over within two intervals.
 */
/** More new devices than this in one refresh get their first polls spread over their interval. */
const SPREAD_ABOVE = 100;

export function leaseSeconds(pollInterval: number): number {
  return Math.max(8, Math.round(pollInterval * 1.5));
}

/** A connection-level failure: the rest of this poll's spans would only wait for the same fate. */
function connectionLost(error: unknown): boolean {
  return !(error instanceof ModbusError) || error.kind !== 'exception';
}

/**
 * The device poller: every device is read (coils with function 01, registers with 03, spans of at
 * most 40 or the model's limit) once per poll interval over its gateway's connection, which carries
 * one request at a time, writes first. A device whose gateway is slow or dead only delays the devices
 * behind that same gateway. Each successful poll stores the values (state online), evaluates the
 * device's alarm rules on them and the project's error status; failures count towards offline.
 * Writes (function 05/06) are sent as soon as they are recorded and complete on the device's echo.
 */
export class Poller {
  private readonly entries = new Map<number, Entry>();
  private readonly writing = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;
  private writesQueued: Promise<void> | undefined;
  private checksQueued: Promise<void> | undefined;
  private rawReadsQueued: Promise<void> | undefined;
  private readonly rawReading = new Set<Promise<void>>();
  private running = false;
  private readonly now: () => Date;
  /** This instance's name in the leases of device_status. */
  readonly instance: string;

  constructor(
    private readonly db: Database,
    private readonly options: PollerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.instance = options.instance ?? `poller-${randomBytes(6).toString('hex')}`;
  }

  /** The devices whose lease this instance holds (what it polls and writes to). */
  get devices(): number[] {
    return [...this.entries.keys()];
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.refresh().then(() => this.tick());
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? 250);
    this.timer.unref();
    this.refreshTimer = setInterval(() => void this.refresh(), this.options.refreshMs ?? 5000);
    this.refreshTimer.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    clearInterval(this.refreshTimer);
    await this.refreshing;
    await Promise.allSettled([
      ...[...this.entries.values()].map((entry) => entry.polling),
      ...this.writing.values(),
      ...this.rawReading,
    ]);
    await releaseLeases(this.db, this.instance).catch((error: unknown) =>
      this.options.onError?.(error),
    );
  }

  /**
   * A new write or check request for a device: the instance that polls it acts now instead of at its
   * next tick; another instance does nothing (the owner's tick, every 250 ms, finds it). No device list
   * is read again: a write used to reload every company's devices.
   */
  wake(deviceId: number): void {
    if (!this.running || !this.entries.has(deviceId)) return;
    void Promise.all([this.sendWrites(), this.runChecks(), this.runRawReads()]);
  }

  /** Reads the device list again: new devices are polled at once, removed ones forgotten. */
  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const all = await loadAllDevices(this.db);
        const intervals = new Map(all.map((device) => [device.id, device.row.poll_interval]));
        const lease = this.options.leaseSeconds ?? leaseSeconds;
        // Several instances on one database poll disjoint sets: each polls the devices it leases.
        const held = await claimLeases(
          this.db,
          this.instance,
          all.map((device) => device.id),
          new Date(),
          (id) => lease(intervals.get(id) ?? 60),
          this.options.aliveSeconds ?? (3 * (this.options.refreshMs ?? 5000)) / 1000,
        );
        const devices = all.filter((device) => held.has(device.id));
        const configurations = await allConfigurations(this.db);
        const seen = new Set<number>();
        const gateways = new Set<string>();
        // Many devices at once (a start): their first polls spread over their interval, so the
        // polls of a large installation do not all fall due in the same second, every interval.
        const spread =
          devices.filter((device) => !this.entries.has(device.id)).length > SPREAD_ABOVE;
        for (const device of devices) {
          seen.add(device.id);
          gateways.add(DeviceLink.key(device.row.tenant_id, device.row.host, device.row.port));
          const entry = this.entries.get(device.id);
          if (!entry) {
            this.entries.set(device.id, {
              device,
              configurations: configurations.get(device.id) ?? [],
              dueAt:
                Date.now() + (spread ? (device.id * 7919) % (device.row.poll_interval * 1000) : 0),
              due: 0,
              polling: undefined,
            });
            continue;
          }
          entry.configurations = configurations.get(device.id) ?? [];
          const before = entry.device.row;
          const moved =
            before.host !== device.row.host ||
            before.port !== device.row.port ||
            before.modbus_unit !== device.row.modbus_unit ||
            before.model_key !== device.row.model_key;
          const faster = device.row.poll_interval < before.poll_interval;
          entry.device = device;
          if (moved || faster) entry.dueAt = Date.now();
        }
        for (const id of [...this.entries.keys()]) if (!seen.has(id)) this.entries.delete(id);
        this.options.link.retain(gateways);
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.refreshing = undefined;
      }
    })();
    return this.refreshing;
  }

  private tick(): void {
    if (!this.running) return;
    const time = Date.now();
    for (const entry of this.entries.values()) {
      if (entry.polling || entry.dueAt > time) continue;
      this.options.onLag?.(time - entry.dueAt);
      entry.due = entry.dueAt;
      const interval = entry.device.row.poll_interval * 1000;
      // Keep the cadence; a poller that fell behind by more than an interval starts afresh.
      entry.dueAt = entry.dueAt + interval > time ? entry.dueAt + interval : time + interval;
      entry.polling = this.poll(entry).finally(() => {
        entry.polling = undefined;
      });
    }
    void this.sendWrites();
    void this.runChecks();
    void this.runRawReads();
  }

  /**
   * Debug Mode's raw reads (src/poller/rawRead.ts) of this instance's devices, taken from the database
   * (the instance that got the call need not hold the lease) and each read on this instance's gateway
   * between polls of its device, never during one; each answered once.
   */
  runRawReads(): Promise<void> {
    this.rawReadsQueued ??= (async () => {
      try {
        for (const request of await takeRawReads(this.db, this.instance, this.devices)) {
          const entry = this.entries.get(request.device_id);
          const running = answerRawRead(
            this.db,
            request,
            async (read) => {
              if (!entry)
                throw new Error(`raw read of device ${request.device_id}: not polled here`);
              return this.betweenPolls(entry, () =>
                readFromDevice(this.gatewayOf(entry.device), entry.device, read),
              );
            },
            this.options.onError,
          )
            .catch((error: unknown) => this.options.onError?.(error))
            .finally(() => this.rawReading.delete(running));
          this.rawReading.add(running);
        }
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.rawReadsQueued = undefined;
      }
    })();
    return this.rawReadsQueued;
  }

  /** Runs `work` after the poll under way on the entry's device; no poll of it starts until it ends. */
  private async betweenPolls<T>(entry: Entry, work: () => Promise<T>): Promise<T> {
    while (entry.polling) await entry.polling;
    const running = work();
    const held: Promise<void> = running
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        if (entry.polling === held) entry.polling = undefined;
      });
    entry.polling = held;
    return running;
  }

  /**
   * Check now (POST /devices/{id}/check-now/): each requested device of this instance's leases is
   * polled at once, its gateway's reconnect backoff reset first, and the request marked answered when
   * the poll has finished. Requests reach the lease holder through the database, as writes do, so the
   * instance that answers the call need not be the one that polls.
   */
  runChecks(): Promise<void> {
    this.checksQueued ??= (async () => {
      try {
        const requests = await takeCheckRequests(this.db, [...this.entries.keys()]);
        await Promise.all(
          requests.map(async (request) => {
            const entry = this.entries.get(request.device_id);
            if (!entry) return;
            this.gatewayOf(entry.device).resetBackoff();
            while (entry.polling) await entry.polling;
            const now = Date.now();
            entry.due = now;
            entry.dueAt = now + entry.device.row.poll_interval * 1000;
            entry.polling = this.poll(entry);
            await entry.polling;
            entry.polling = undefined;
            await finishCheck(this.db, request.device_id, new Date(request.requested_at));
          }),
        );
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.checksQueued = undefined;
      }
    })();
    return this.checksQueued;
  }

  /** Tests and tools: polls every device once now (and sends waiting writes first). */
  async pollAll(): Promise<void> {
    await this.refresh();
    await this.sendWrites();
    await Promise.all(
      [...this.entries.values()].map(async (entry) => {
        await entry.polling;
        entry.due = Date.now();
        entry.polling = this.poll(entry);
        await entry.polling;
        entry.polling = undefined;
      }),
    );
  }

  /** Sends the writes waiting for their devices (one pass; each write once). */
  sendWrites(): Promise<void> {
    this.writesQueued ??= (async () => {
      try {
        const writes = await pendingCommands(this.db, [...this.entries.keys()]);
        await Promise.all(
          writes.map((write): Promise<void> => {
            const already = this.writing.get(write.id);
            if (already) return already;
            const running = this.write(write)
              .catch((error: unknown) => this.options.onError?.(error))
              .finally(() => this.writing.delete(write.id));
            this.writing.set(write.id, running);
            return running;
          }),
        );
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.writesQueued = undefined;
      }
    })();
    return this.writesQueued;
  }

  private gatewayOf(device: StoredDevice): Gateway {
    return this.options.link.gateway(device.row.tenant_id, device.row.host, device.row.port);
  }

  private async readSpan(gateway: Gateway, unit: number, span: Span): Promise<number[]> {
    return span.modbusType === 'coil'
      ? gateway.readCoils(unit, span.start, span.length)
      : gateway.readRegisters(unit, span.start, span.length);
  }

  private async poll(entry: Entry): Promise<void> {
    const { device } = entry;
    const tenant = device.row.tenant_id;
    try {
      const gateway = this.gatewayOf(device);
      const values: { coils: Record<string, number>; registers: Record<string, number> } = {
        coils: {},
        registers: {},
      };
      let delivered = 0;
      let failure: unknown;
      // A malformed answer fails the whole poll: what else the device sent is not trusted either.
      let garbled = false;
      for (const span of deviceSpans(device)) {
        try {
          const raw = await this.readSpan(gateway, device.row.modbus_unit, span);
          raw.forEach((value, index) => {
            const address = span.start + index;
            if (span.modbusType === 'coil') values.coils[String(address)] = value;
            else {
              const parameter = findParameter(device, 'register', address);
              values.registers[String(address)] = decodeRegister(
                value,
                parameter?.definition.signed,
              );
            }
          });
          delivered += 1;
        } catch (error) {
          failure = error;
          garbled = error instanceof ModbusError && error.kind === 'malformed';
          // A device that answers exceptions for one span still delivers the others.
          if (connectionLost(error)) break;
        }
      }
      const at = this.now();
      // The sentence of a ModbusError (every failure of the gateway is one); anything else is ours.
      const reason =
        failure instanceof ModbusError
          ? failure.message
          : failure === undefined
            ? null
            : MESSAGES.NO_ANSWER;
      if (failure !== undefined && !(failure instanceof ModbusError))
        this.options.onError?.(failure);
      if (delivered === 0 || garbled) {
        // Going offline and its `device_offline` notifications are stored together, or not at all.
        const change = await this.db.transaction(async (tx) => {
          const stored = await recordPollFailure(
            tx,
            tenant,
            device.id,
            reason ?? MESSAGES.NO_ANSWER,
            OFFLINE_AFTER_FAILED_POLLS,
          );
          if (stored.state === 'offline' && stored.previous !== 'offline')
            await enqueueDeviceOffline(tx, tenant, device.id, at);
          return stored;
        });
        this.stateChanged(device, change);
        this.options.onPolled?.(device, false, Date.now() - entry.due);
        return;
      }
      const live = new LiveValues(device, values);
      const change = await recordPollSuccess(
        this.db,
        tenant,
        device.id,
        values,
        at,
        reason,
        deviceHasError(live, at.getTime()),
      );
      await this.options.history?.(device, values, at);
      // Alarm rules on this poll's values only (never on stale ones), then the project's error status.
      await evaluateDeviceAlarms(
        this.db,
        at,
        tenant,
        device,
        live,
        entry.configurations,
        this.options.events,
      );
      await this.updateProjectError(device);
      this.options.events?.publish({
        tenant,
        type: 'device.polled',
        project: device.row.project_id,
        device: device.id,
        at: at.toISOString(),
      });
      this.stateChanged(device, change);
      this.options.onPolled?.(device, true, Date.now() - entry.due);
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private stateChanged(device: StoredDevice, change: StateChange): void {
    if (change.previous === change.state) return;
    this.options.events?.publish({
      tenant: device.row.tenant_id,
      type: 'device.state',
      project: device.row.project_id,
      device: device.id,
      state: change.state,
    });
  }

  private async updateProjectError(device: StoredDevice): Promise<void> {
    const project = device.row.project_id;
    const tenant = device.row.tenant_id;
    const error = await updateProjectError(this.db, tenant, project);
    if (error !== undefined)
      this.options.events?.publish({
        tenant,
        type: 'project.error_status',
        project,
        error_status: error,
      });
  }

  /**
   * One write: function 05 (coil) or 06 (register). complete on the device's echo; failed with the
   * exception's name and code; on no answer, one read-back decides (the value is there: complete).
   * Never sent twice: a write already sent before a restart is only read back.
   */
  private async write(write: PendingCommand): Promise<void> {
    const entry = this.entries.get(write.device_id);
    if (!entry) return;
    const { device } = entry;
    const modbusType = modbusTypeOfFunction(write.function_code);
    const { register, raw_value: value } = write;
    // The model may have changed since the write was accepted: a register it no longer has is refused.
    const parameter = modbusType ? findParameter(device, modbusType, register) : undefined;
    if (!modbusType || !parameter?.definition.write) {
      await this.finish(write, 'failed', WRITE_MESSAGES.READ_ONLY_PARAMETER);
      return;
    }
    const gateway = this.gatewayOf(device);
    const unit = device.row.modbus_unit;
    /** One read of the written address: whether it holds the value (`reconnect`: at once, past the backoff). */
    const readBack = async (reconnect = false): Promise<boolean> => {
      const [raw] =
        modbusType === 'coil'
          ? await gateway.readCoils(unit, register, 1, { reconnect })
          : await gateway.readRegisters(unit, register, 1, { reconnect });
      return (
        (modbusType === 'coil' ? raw : decodeRegister(raw, parameter.definition.signed)) === value
      );
    };
    if (write.sent_at) {
      const applied = await readBack().catch(() => false);
      await this.finish(
        write,
        applied ? 'complete' : 'failed',
        applied ? null : MESSAGES.NO_ANSWER,
      );
      return;
    }
    // Claimed before it leaves: never sent twice, by this instance or another.
    if (!(await claimCommand(this.db, write.id, this.now()))) return;
    try {
      if (modbusType === 'coil') await gateway.writeCoil(unit, register, value !== 0);
      else await gateway.writeRegister(unit, register, encodeRegister(value));
      await this.finish(write, 'complete', null);
    } catch (error) {
      if (error instanceof ModbusError && error.kind === 'timeout') {
        const applied = await readBack().catch(() => false);
        await this.finish(
          write,
          applied ? 'complete' : 'failed',
          applied ? null : MESSAGES.NO_ANSWER,
        );
        return;
      }
      if (error instanceof ModbusError && error.kind === 'dropped') {
        // The device may have applied it before the connection dropped: one new connection and one
        // read-back decide, never the write again.
        const applied = await readBack(true).catch(() => undefined);
        await this.finish(
          write,
          applied ? 'complete' : 'failed',
          applied
            ? null
            : applied === false
              ? MESSAGES.WRITE_DROPPED_NOT_APPLIED
              : MESSAGES.WRITE_DROPPED_UNCONFIRMED,
        );
        return;
      }
      if (!(error instanceof ModbusError)) this.options.onError?.(error);
      await this.finish(
        write,
        'failed',
        error instanceof ModbusError ? error.message : MESSAGES.CONNECTION_FAILED_REASON,
      );
    }
  }

  private async finish(
    write: PendingCommand,
    status: 'complete' | 'failed',
    detail: string | null,
  ): Promise<void> {
    if (!(await finishCommand(this.db, write.id, status, detail, this.now()))) return;
    // A written value shows in the stored poll at once, not an interval later: the device is
    // polled at the next tick (after the poll under way, if one is).
    const entry = this.entries.get(write.device_id);
    if (status === 'complete' && entry) entry.dueAt = Math.min(entry.dueAt, Date.now());
    if (write.entry_id !== null)
      this.options.events?.publish({
        tenant: write.tenant_id,
        type: 'change_log.changed',
        project: write.project_id,
        device: write.device_id,
        entry: write.entry_id,
        status,
      });
  }
}
