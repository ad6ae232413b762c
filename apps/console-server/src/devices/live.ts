import { getModel, type DeviceTopology } from './catalog';
import type { DeviceModel, ModbusType } from './types';

/**
 * Where a device's values come from for views and rules: the last successful poll (LiveValues) or,
 * for the emulator and the seeded past, the simulator's signal functions (DeviceSimulation).
 */
export interface ValueSource {
  readonly device: DeviceTopology;
  readonly model: DeviceModel;
  /** The raw value (signed already applied), undefined when the device has not reported it. */
  valueAt(modbusType: ModbusType, register: number, time: number): number | undefined;
}

/** Polled values as stored: coils and registers by address (decimal text). */
export interface PolledValues {
  coils: Readonly<Record<string, number>>;
  registers: Readonly<Record<string, number>>;
}

export const NO_VALUES: PolledValues = { coils: {}, registers: {} };

/** The values of a device's last successful poll: live values, whatever the time asked for. */
export class LiveValues implements ValueSource {
  readonly model: DeviceModel;

  constructor(
    readonly device: DeviceTopology,
    readonly values: PolledValues = NO_VALUES,
  ) {
    this.model = getModel(device.modelKey);
  }

  valueAt(modbusType: ModbusType, register: number): number | undefined {
    const table = modbusType === 'coil' ? this.values.coils : this.values.registers;
    const value = table[String(register)];
    return typeof value === 'number' ? value : undefined;
  }
}
