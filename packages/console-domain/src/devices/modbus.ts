import type { DeviceState } from './state';

/** At most this many coils or registers per read request (the specification's batches of 40). */
export const MODBUS_MAX_SPAN = 40;
/** The highest coil or register address (16 bits), and the highest TCP port. */
export const MODBUS_MAX_ADDRESS = 65_535;
export const TCP_PORT_MAX = 65_535;
/** A write's change-log action, by what it writes (the specification's words). */
export const WRITE_ACTIONS = {
  register: 'single-register-write',
  coil: 'single-coil-write',
} as const satisfies Record<'register' | 'coil', string>;

/** What a 16-bit register holds, read signed (−32768) or unsigned (65535). */
export const REGISTER_RAW_MIN = -32_768;
export const REGISTER_RAW_MAX = 65_535;
/** The poller's connect and request timeouts (DECISIONS "Real devices"). */
export const MODBUS_CONNECT_TIMEOUT_MS = 3000;
export const MODBUS_REQUEST_TIMEOUT_MS = 2000;
/** Offline after this many failed polls in a row, or no successful poll within this many intervals. */
export const OFFLINE_AFTER_FAILED_POLLS = 3;
export const OFFLINE_AFTER_INTERVALS = 3;

/** Modbus exception codes by name (Modbus Application Protocol v1.1b3, §7). */
export const MODBUS_EXCEPTIONS: Readonly<Record<number, string>> = {
  1: 'Illegal function',
  2: 'Illegal data address',
  3: 'Illegal data value',
  4: 'Server device failure',
  5: 'Acknowledge',
  6: 'Server device busy',
  8: 'Memory parity error',
  10: 'Gateway path unavailable',
  11: 'Gateway target device failed to respond',
};

/** 'Illegal data value (exception 03)': a Modbus exception by name and code. */
export function modbusExceptionText(code: number): string {
  const name = MODBUS_EXCEPTIONS[code] ?? 'Unknown exception';
  return `${name} (exception ${String(code).padStart(2, '0')})`;
}

/**
 * A device's state at `now` from what its polls recorded: an online device is offline when no
 * successful poll came within OFFLINE_AFTER_INTERVALS poll intervals of its last one.
 */
export function effectiveDeviceState(
  stored: DeviceState,
  lastSeen: Date | null,
  pollIntervalSeconds: number,
  now: Date,
): DeviceState {
  if (
    stored === 'online' &&
    lastSeen !== null &&
    now.getTime() - lastSeen.getTime() > OFFLINE_AFTER_INTERVALS * pollIntervalSeconds * 1000
  )
    return 'offline';
  return stored;
}
