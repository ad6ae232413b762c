import { DEVICE_MESSAGES as MESSAGES, answeredInText } from '@hvac/console-domain';
import { registerOf } from '../devices/catalog';
import type { DeviceNetworks } from '../devices/networks';
import type { DeviceModel, FormulaScope } from '../devices/types';
import { Gateway, ModbusError, type GatewayOptions } from './gateway';
import { maxSpanOf, spansOf, type Span } from './spans';

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
    const key = `${tenant}\u001f${host.toLowerCase()}\u001f${port}`;
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

  /** POST /devices/check-connection/: one read of the model's first span on a connection of its own. */
  async check(
    model: DeviceModel,
    target: ConnectionTarget,
  ): Promise<{ ok: boolean; detail: string }> {
    const span = firstSpan(model);
    const gateway = new Gateway(target.host, target.port, {
      ...this.options,
      networks: this.networks,
    });
    const started = performance.now();
    try {
      if (span?.modbusType === 'coil')
        await gateway.readCoils(target.unit, span.start, span.length);
      else if (span) await gateway.readRegisters(target.unit, span.start, span.length);
      // How long the read took, as the installer wants to know it ('Answered in 12 ms').
      return { ok: true, detail: answeredInText(performance.now() - started) };
    } catch (error) {
      if (error instanceof ModbusError) return { ok: false, detail: error.message };
      this.options.log?.(error, MESSAGES.CONNECTION_FAILED_REASON, target);
      return { ok: false, detail: MESSAGES.CONNECTION_FAILED_REASON };
    } finally {
      gateway.close();
    }
  }

  close(): void {
    for (const gateway of this.gateways.values()) gateway.close();
    this.gateways.clear();
  }
}
