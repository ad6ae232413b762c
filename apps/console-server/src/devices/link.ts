import {
  DEVICE_MESSAGES as MESSAGES,
  MODBUS_MAX_ADDRESS,
  SYSTEM_LIMITS,
  answeredInText,
} from '@hvac/console-domain';
import { registerOf } from './catalog';
import type { DeviceNetworks } from '../modbus/networks';
import type { DeviceModel, FormulaScope } from './types';
import { Gateway, ModbusError, type GatewayOptions, type ModbusFailure } from '../modbus/gateway';
import { spansOf, type Span } from '../modbus/spans';
import { maxSpanOf } from './spans';

export interface ConnectionTarget {
  host: string;
  port: number;
  unit: number;
}

/** The first read request of a model: its first span of general parameters (or of system 1's). */
export function firstSpan(model: DeviceModel): Span | undefined {
  const scope: FormulaScope =
    model.parameters.general.length > 0
      ? 'general'
      : model.parameters.outdoor.length > 0
        ? 'outdoor'
        : 'indoor';
  const definitions = model.parameters[scope];
  const registers = definitions.filter((definition) => definition.modbus_type === 'register');
  const type = registers.length > 0 ? 'register' : 'coil';
  const addresses = definitions
    .filter((definition) => definition.modbus_type === type)
    .map((definition) => registerOf(model, scope, definition, 1));
  return spansOf(type, addresses, maxSpanOf(model))[0];
}

/** What the device reports of its systems: system numbers 1…n, each with its indoor unit numbers. */
export interface ReportedLayout {
  systems: { unit: number; indoor_units: number[] }[];
}

export interface ConnectionCheck {
  ok: boolean;
  detail: string;
  /** Why the read failed (undefined when it did not, or for a failure that is no ModbusError). */
  failure?: ModbusFailure;
  /** A candidate model whose first span the device answered, when the chosen model's was refused. */
  suggested?: DeviceModel;
  layout?: ReportedLayout;
}

/** A device's systems and indoor units as the API takes them (POST /projects/{id}/devices/ `systems`). */
const MAX_SYSTEMS = SYSTEM_LIMITS.systems;
const MAX_INDOOR_UNITS_PER_SYSTEM = SYSTEM_LIMITS.indoorUnitsPerSystem;
const MAX_UNIT_NUMBER = SYSTEM_LIMITS.unitNumber.max;
/** Candidate models probed at most per check (a company may have many models; the check stays quick). */
export const MAX_PROBED_MODELS = 8;

async function readSpan(gateway: Gateway, unit: number, span: Span): Promise<number[]> {
  return span.modbusType === 'coil'
    ? gateway.readCoils(unit, span.start, span.length)
    : gateway.readRegisters(unit, span.start, span.length);
}

async function readFirstSpan(gateway: Gateway, unit: number, model: DeviceModel): Promise<void> {
  const span = firstSpan(model);
  if (span) await readSpan(gateway, unit, span);
}

const spanKey = (span: Span | undefined) =>
  span ? `${span.modbusType}:${span.start}:${span.length}` : '';

/**
 * The first of `candidates` whose first span the device answers (models with the same first span as
 * the refused one are skipped: the device refused that span already). Stops at the first failure that
 * is not an exception answer (the connection is gone or the device went silent).
 */
async function answeringModel(
  gateway: Gateway,
  unit: number,
  refused: DeviceModel,
  candidates: readonly DeviceModel[],
): Promise<DeviceModel | undefined> {
  const tried = new Set([spanKey(firstSpan(refused))]);
  let probes = 0;
  for (const candidate of candidates) {
    const span = firstSpan(candidate);
    const key = spanKey(span);
    if (!span || tried.has(key)) continue;
    if (probes >= MAX_PROBED_MODELS) break;
    tried.add(key);
    probes += 1;
    try {
      await readSpan(gateway, unit, span);
      return candidate;
    } catch (error) {
      if (!(error instanceof ModbusError) || error.kind !== 'exception') return undefined;
    }
  }
  return undefined;
}

/**
 * The systems a device reports through its model's `discovery` registers: how many systems, then how
 * many indoor units each has, numbered on from the previous system's. Undefined when the model has no
 * such registers or the device reports what no device of the model can have.
 */
export async function reportedLayout(
  gateway: Gateway,
  unit: number,
  model: DeviceModel,
): Promise<ReportedLayout | undefined> {
  const { discovery } = model;
  if (!discovery || model.is_single_unit) return undefined;
  const systemsParameter = model.parameters.general.find(
    (definition) => definition.key === discovery.systems,
  );
  const indoorParameter = model.parameters.outdoor.find(
    (definition) => definition.key === discovery.indoor_units,
  );
  if (!systemsParameter || !indoorParameter) return undefined;
  const [count] = await gateway.readRegisters(
    unit,
    registerOf(model, 'general', systemsParameter, 0),
    1,
  );
  if (!Number.isInteger(count) || count < 1 || count > MAX_SYSTEMS) return undefined;
  const addresses = Array.from({ length: count }, (_, index) =>
    registerOf(model, 'outdoor', indoorParameter, index + 1),
  );
  if (addresses.some((address) => address > MODBUS_MAX_ADDRESS)) return undefined;
  const values = new Map<number, number>();
  for (const span of spansOf('register', addresses, maxSpanOf(model))) {
    const read = await readSpan(gateway, unit, span);
    read.forEach((value, index) => values.set(span.start + index, value));
  }
  const highest = (scope: FormulaScope, number: number) =>
    Math.max(
      0,
      ...model.parameters[scope].map((definition) => registerOf(model, scope, definition, number)),
    );
  const systems: ReportedLayout['systems'] = [];
  let next = 1;
  for (const [index, address] of addresses.entries()) {
    const indoorUnits = values.get(address) ?? -1;
    if (
      !Number.isInteger(indoorUnits) ||
      indoorUnits < 0 ||
      indoorUnits > MAX_INDOOR_UNITS_PER_SYSTEM
    )
      return undefined;
    const last = next + indoorUnits - 1;
    if (last > MAX_UNIT_NUMBER || (indoorUnits > 0 && highest('indoor', last) > MODBUS_MAX_ADDRESS))
      return undefined;
    systems.push({
      unit: index + 1,
      indoor_units: Array.from({ length: indoorUnits }, (_, position) => next + position),
    });
    next += indoorUnits;
  }
  if (highest('outdoor', count) > MODBUS_MAX_ADDRESS) return undefined;
  return { systems };
}

/**
 * The server's Modbus TCP connections: one Gateway per company, host and port (devices behind one
 * gateway share its connection; companies never share one).
 */
export class DeviceLink {
  private readonly gateways = new Map<string, Gateway>();

  constructor(
    readonly networks: DeviceNetworks,
    private readonly options: Omit<GatewayOptions, 'networks'> = {},
  ) {}

  gateway(tenant: string, host: string, port: number): Gateway {
    const key = DeviceLink.key(tenant, host, port);
    let gateway = this.gateways.get(key);
    if (!gateway) {
      gateway = new Gateway(host, port, { ...this.options, networks: this.networks });
      this.gateways.set(key, gateway);
    }
    return gateway;
  }

  /** Closes the connections that no device uses any more (keys of gateways still in use). */
  retain(inUse: ReadonlySet<string>): void {
    for (const [key, gateway] of this.gateways) {
      if (!inUse.has(key)) {
        gateway.close();
        this.gateways.delete(key);
      }
    }
  }

  static key(tenant: string, host: string, port: number): string {
    return `${tenant}\u001f${host.toLowerCase()}\u001f${port}`;
  }

  /**
   * POST /devices/check-connection/: one read of the model's first span on a connection of its own.
   * When the device answers it and the model has `discovery` registers, also what the device reports of
   * its systems. When the device refuses the span's addresses (exception 01 or 02: it is another model),
   * the first span of each of `candidates` in turn, on the same connection, to name the model it answers
   * as.
   */
  async check(
    model: DeviceModel,
    target: ConnectionTarget,
    candidates: readonly DeviceModel[] = [],
  ): Promise<ConnectionCheck> {
    const gateway = new Gateway(target.host, target.port, {
      ...this.options,
      networks: this.networks,
    });
    const started = performance.now();
    try {
      await readFirstSpan(gateway, target.unit, model);
      // How long the read took, as the installer wants to know it ('Answered in 12 ms').
      const detail = answeredInText(performance.now() - started);
      const layout = await reportedLayout(gateway, target.unit, model).catch(() => undefined);
      return { ok: true, detail, ...(layout ? { layout } : {}) };
    } catch (error) {
      if (!(error instanceof ModbusError)) {
        this.options.log?.(error, MESSAGES.CONNECTION_FAILED_REASON, target);
        return { ok: false, detail: MESSAGES.CONNECTION_FAILED_REASON };
      }
      const answer: ConnectionCheck = { ok: false, detail: error.message, failure: error.kind };
      if (error.kind === 'exception' && (error.code === 1 || error.code === 2)) {
        const suggested = await answeringModel(gateway, target.unit, model, candidates);
        if (suggested) answer.suggested = suggested;
      }
      return answer;
    } finally {
      gateway.close();
    }
  }

  close(): void {
    for (const gateway of this.gateways.values()) gateway.close();
    this.gateways.clear();
  }
}
