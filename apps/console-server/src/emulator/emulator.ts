import { acceptsRawValue, decodeRegister, encodeRegister } from '@hvac/console-domain';
import { ServerTCP } from 'modbus-serial';
import { findParameter, writableFormula, type DeviceTopology } from '../devices/catalog';
import type { ModbusType } from '../devices/types';
import { overrideKey, type Override } from '../devices/overrides';
import { DeviceSimulation } from '../simulator/signals';

/** One emulated device: its topology (model, units) and what was written to it. */
export interface EmulatedDevice {
  device: DeviceTopology;
  overrides: Map<string, Override>;
}

/**
 * Test switches of the emulator, per Modbus unit id or for every unit:
 * - `slow`: answers after `ms` (past the poller's 2 s timeout when above it),
 * - `exception`: answers every request with the Modbus exception `code` (e.g. 4, device failure),
 * - `drop`: closes the TCP connection instead of answering,
 * - `silent`: never answers (the socket stays open).
 */
export type EmulatorFault = (
  | { kind: 'slow'; ms: number }
  | { kind: 'exception'; code: number }
  | { kind: 'drop' }
  | { kind: 'silent' }
  /** A write is applied but its answer never comes (the read-back finds the value). */
  | { kind: 'lost_answer' }
) & {
  /** Only requests that start at these addresses (e.g. one span of a device). */
  addresses?: readonly number[];
  /** Only reads or only writes. */
  only?: 'read' | 'write';
};

export interface EmulatorOptions {
  host?: string;
  port: number;
  /** The device behind a unit id; undefined: the unit does not exist (no answer, like a gateway). */
  resolve: (unit: number) => Promise<EmulatedDevice | undefined>;
  /** A write the emulated device accepted (the demo keeps written values in the database). */
  onWrite?: (
    unit: number,
    modbusType: ModbusType,
    register: number,
    value: number,
    at: Date,
  ) => Promise<void>;
  now?: () => Date;
}

class ModbusException extends Error {
  constructor(readonly modbusErrorCode: number) {
    super(`Modbus exception ${modbusErrorCode}`);
  }
}

/**
 * The demo's HVAC equipment as a Modbus TCP server (modbus-serial's ServerTCP): every coil and
 * holding register is the simulator's signal function of time (src/simulator/signals.ts), written
 * values hold from their write on. Unknown addresses answer exception 02, values a parameter does not
 * accept exception 03, read-only parameters exception 02 on write.
 */
export class Emulator {
  private server: ServerTCP | undefined;
  private readonly faults = new Map<number | 'all', EmulatorFault>();
  private readonly simulations = new Map<
    number,
    { emulated: EmulatedDevice; simulation: DeviceSimulation }
  >();
  private readonly now: () => Date;
  /**
   * Reads served so far: one per register request, one per coil (modbus-serial asks coils one by
   * one). Tests count the device traffic a call causes with it.
   */
  reads = 0;
  readonly host: string;
  readonly port: number;

  constructor(private readonly options: EmulatorOptions) {
    this.now = options.now ?? (() => new Date());
    this.host = options.host ?? '127.0.0.1';
    this.port = options.port;
  }

  /** Sets (or clears with null) a fault for one unit id or for all. */
  setFault(unit: number | 'all', fault: EmulatorFault | null): void {
    if (fault) this.faults.set(unit, fault);
    else this.faults.delete(unit);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** Forgets cached devices (after devices were added or changed). */
  forget(unit?: number): void {
    if (unit === undefined) this.simulations.clear();
    else this.simulations.delete(unit);
  }

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const value = (unit: number, modbusType: ModbusType, address: number) =>
        this.read(unit, modbusType, address);
      const vector = {
        getCoil: (address: number, unit: number) =>
          value(unit, 'coil', address).then((raw) => raw !== 0),
        getHoldingRegister: (address: number, unit: number) => value(unit, 'register', address),
        getMultipleHoldingRegisters: (address: number, length: number, unit: number) => {
          const first = this.read(unit, 'register', address);
          // One fault wait per request, not per register: the rest follow the first.
          return Array.from({ length }, (_, index) =>
            index === 0
              ? first
              : first.then(() => this.read(unit, 'register', address + index, false)),
          );
        },
        setCoil: (address: number, on: boolean, unit: number) =>
          this.write(unit, 'coil', address, on ? 1 : 0),
        setRegister: (address: number, raw: number, unit: number) =>
          this.write(unit, 'register', address, raw),
      };
      const server = new ServerTCP(vector, { host: this.host, port: this.port, unitID: 255 });
      server.on('initialized', () => resolve());
      server.on('serverError', (error: unknown) =>
        reject(error instanceof Error ? error : new Error(String(error))),
      );
      server.on('socketError', () => undefined);
      server.on('error', () => undefined);
      this.server = server;
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    for (const socket of server.socks.keys()) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /** Closes every client connection (what a gateway that reboots does). */
  dropConnections(): void {
    for (const socket of this.server?.socks.keys() ?? []) socket.destroy();
  }

  private async device(unit: number) {
    const cached = this.simulations.get(unit);
    if (cached) return cached;
    const emulated = await this.options.resolve(unit);
    if (!emulated) return undefined;
    const entry = {
      emulated,
      simulation: new DeviceSimulation(emulated.device, emulated.overrides),
    };
    this.simulations.set(unit, entry);
    return entry;
  }

  private async applyFault(unit: number, address: number, access: 'read' | 'write'): Promise<void> {
    const fault = this.faults.get(unit) ?? this.faults.get('all');
    if (!fault) return;
    if (fault.only && fault.only !== access) return;
    if (fault.addresses && !fault.addresses.includes(address)) return;
    switch (fault.kind) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return;
      case 'exception':
        throw new ModbusException(fault.code);
      case 'drop':
        this.dropConnections();
        await new Promise(() => undefined);
        return;
      case 'silent':
        await new Promise(() => undefined);
        return;
      case 'lost_answer':
        return;
    }
  }

  private async read(
    unit: number,
    modbusType: ModbusType,
    address: number,
    faults = true,
  ): Promise<number> {
    if (faults) {
      this.reads += 1;
      await this.applyFault(unit, address, 'read');
    }
    const entry = await this.device(unit);
    // A unit nobody answers for: a gateway's "target device failed to respond".
    if (!entry) throw new ModbusException(11);
    const raw = entry.simulation.valueAt(modbusType, address, this.now().getTime());
    if (raw === undefined) throw new ModbusException(2);
    return modbusType === 'register' ? encodeRegister(raw) : raw;
  }

  private async write(
    unit: number,
    modbusType: ModbusType,
    address: number,
    raw: number,
  ): Promise<void> {
    await this.applyFault(unit, address, 'write');
    const entry = await this.device(unit);
    if (!entry) throw new ModbusException(11);
    const parameter = findParameter(entry.emulated.device, modbusType, address);
    if (!parameter?.definition.write) throw new ModbusException(2);
    const value =
      modbusType === 'register' ? decodeRegister(raw, parameter.definition.signed) : raw;
    // The same range and codes the write route checks (console-domain's acceptsRawValue).
    if (!acceptsRawValue(writableFormula(parameter.definition), value).valid) {
      throw new ModbusException(3);
    }
    const at = this.now();
    await this.options.onWrite?.(unit, modbusType, address, value, at);
    entry.emulated.overrides.set(overrideKey(modbusType, address), { value, since: at.getTime() });
    this.simulations.set(unit, {
      emulated: entry.emulated,
      simulation: new DeviceSimulation(entry.emulated.device, entry.emulated.overrides),
    });
    const fault = this.faults.get(unit) ?? this.faults.get('all');
    if (fault?.kind === 'lost_answer' && (!fault.addresses || fault.addresses.includes(address)))
      await new Promise(() => undefined);
  }
}
