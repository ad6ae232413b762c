import type { Gateway } from '../modbus/gateway';
import { decodeRegister } from '@hvac/console-domain';
import { spansOf } from '../modbus/spans';
import { maxSpanOf } from './spans';
import type { StoredDevice } from './store';
import { findParameter, getModel } from './catalog';
import type { LiveValues } from './live';
import type { ModbusType } from './types';
import { deviceStatusView } from './views';
import type { DeviceStatusResponse } from './schemas';

/** Coils and registers asked for by address. */
export interface RealtimeRead {
  coils: readonly number[];
  registers: readonly number[];
}

/** Values by address (decimal text); null where the device has not reported one. */
export type RealtimeValues = Record<string, number | null>;

export interface StoredRealtime {
  coils: RealtimeValues;
  registers: RealtimeValues;
  /** When the values were read: the device's last successful poll (ISO 8601), null before it. */
  read_at: string | null;
  /** The device's state: offline, the values are its last ones (stale). */
  status: DeviceStatusResponse;
}

/**
 * The real-time values asked for, from the device's last stored poll (DECISIONS.md "Real devices":
 * live values are the last polled values with their time). No request reaches the device: one poll
 * serves every console, and an offline device answers its last values with its state.
 */
export function storedRealtime(
  device: StoredDevice,
  live: LiveValues,
  read: RealtimeRead,
  time: number,
): StoredRealtime {
  const pick = (modbusType: ModbusType, addresses: readonly number[]): RealtimeValues =>
    Object.fromEntries(
      addresses.map((address) => [String(address), live.valueAt(modbusType, address) ?? null]),
    );
  const status = deviceStatusView(device.row, time);
  return {
    coils: pick('coil', read.coils),
    registers: pick('register', read.registers),
    read_at: status.last_seen,
    status,
  };
}

/**
 * Debug Mode's raw read: asks the device itself, one request per run of consecutive addresses
 * (at most the model's span). A Modbus failure rejects with the gateway's ModbusError.
 */
export async function readFromDevice(
  gateway: Gateway,
  device: StoredDevice,
  read: RealtimeRead,
): Promise<{ coils: RealtimeValues; registers: RealtimeValues }> {
  const max = maxSpanOf(getModel(device.modelKey));
  const readKind = async (modbusType: ModbusType, addresses: readonly number[]) => {
    const values: RealtimeValues = {};
    for (const span of spansOf(modbusType, addresses, max)) {
      const raw =
        modbusType === 'coil'
          ? await gateway.readCoils(device.row.modbus_unit, span.start, span.length)
          : await gateway.readRegisters(device.row.modbus_unit, span.start, span.length);
      raw.forEach((value, index) => {
        const address = span.start + index;
        const parameter = findParameter(device, modbusType, address);
        values[String(address)] =
          modbusType === 'coil' ? value : decodeRegister(value, parameter?.definition.signed);
      });
    }
    return values;
  };
  return {
    coils: await readKind('coil', read.coils),
    registers: await readKind('register', read.registers),
  };
}
