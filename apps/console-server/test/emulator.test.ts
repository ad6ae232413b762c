import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceNetworks, DEMO_DEVICE_NETWORKS } from '../src/modbus/networks';
import type { Emulator } from '../src/emulator/emulator';
import { Gateway, ModbusError } from '../src/modbus/gateway';
import { decodeRegister } from '@hvac/console-domain';
import { deviceSpans } from '../src/devices/spans';
import { spansOf } from '../src/modbus/spans';
import { DeviceSimulation } from '../src/simulator/signals';
import { HEAT_PUMP, startEmulator, VRF } from './modbus';

/**
 * The emulator is a Modbus TCP server (modbus-serial) over the simulator's signal functions; the
 * server's Gateway (one connection, timeouts, backoff) talks to it. Faults: slow, exceptions,
 * dropped sockets, silence, stopped and restarted.
 */
const networks = DeviceNetworks.parse(DEMO_DEVICE_NETWORKS);
let emulator: Emulator;
let clock = new Date('2026-01-15T04:00:00Z');

/** A winter night when the heat pump's outdoor temperature (register 42) is below zero. */
function frostyNight(): Date {
  const simulation = new DeviceSimulation(HEAT_PUMP);
  for (let hour = 0; hour < 24 * 60; hour += 1) {
    const time = Date.UTC(2026, 0, 1) + hour * 3_600_000;
    const value = simulation.valueAt('register', 42, time);
    if (value !== undefined && value < -20) return new Date(time);
  }
  throw new Error('no frost in the simulated winter');
}

const gatewayTo = (options: Partial<ConstructorParameters<typeof Gateway>[2]> = {}) =>
  new Gateway('127.0.0.1', emulator.port, {
    networks,
    requestTimeoutMs: 300,
    connectTimeoutMs: 300,
    backoffMinMs: 100,
    backoffMaxMs: 400,
    ...options,
  });

beforeAll(async () => {
  clock = frostyNight();
  emulator = await startEmulator({ 1: HEAT_PUMP, 2: VRF }, () => clock);
});
afterAll(() => emulator.stop());

describe('the emulator answers as the simulator computes', () => {
  it('reads coils (01) and registers (03) in spans of at most 40, equal to the signal functions', async () => {
    const gateway = gatewayTo();
    const simulation = new DeviceSimulation(VRF);
    const spans = deviceSpans(VRF);
    expect(spans.every((span) => span.length <= 40)).toBe(true);
    for (const span of spans) {
      const values =
        span.modbusType === 'coil'
          ? await gateway.readCoils(2, span.start, span.length)
          : await gateway.readRegisters(2, span.start, span.length);
      values.forEach((raw, index) => {
        const expected = simulation.valueAt(span.modbusType, span.start + index, clock.getTime());
        expect(decodeRegister(raw, true)).toBe(expected);
      });
    }
    gateway.close();
  });

  it('sends negative temperatures in two’s complement; a signed parameter reads them back', async () => {
    const gateway = gatewayTo();
    const [raw] = await gateway.readRegisters(1, 42, 1);
    const expected = new DeviceSimulation(HEAT_PUMP).valueAt('register', 42, clock.getTime()) ?? 0;
    expect(expected).toBeLessThan(0);
    expect(raw).toBe(expected + 0x10000);
    expect(decodeRegister(raw, true)).toBe(expected);
    expect(decodeRegister(raw, false)).toBeGreaterThan(6000); // the peers' "6,553.5 °C"
    gateway.close();
  });

  it('answers exception 02 for an address the device lacks and 03 for a value it refuses', async () => {
    const gateway = gatewayTo();
    await expect(gateway.readRegisters(1, 49, 1)).rejects.toMatchObject({
      kind: 'exception',
      code: 2,
      message: 'Illegal data address (exception 02)',
    });
    // A span that runs past the last register is refused whole.
    await expect(gateway.readRegisters(1, 45, 5)).rejects.toMatchObject({ code: 2 });
    await expect(gateway.writeRegister(1, 45, 700)).rejects.toMatchObject({
      code: 3,
      message: 'Illegal data value (exception 03)',
    });
    // A read-only register: 02 on write.
    await expect(gateway.writeRegister(1, 42, 10)).rejects.toMatchObject({ code: 2 });
    await gateway.writeRegister(1, 45, 520);
    expect(await gateway.readRegisters(1, 45, 1)).toEqual([520]);
    await gateway.writeCoil(1, 22, true);
    expect(await gateway.readCoils(1, 22, 1)).toEqual([1]);
    gateway.close();
  });

  it('makes spans of consecutive addresses only, at most the limit long', () => {
    expect(spansOf('register', [5, 1, 2, 3, 9, 10], 2)).toEqual([
      { modbusType: 'register', start: 1, length: 2 },
      { modbusType: 'register', start: 3, length: 1 },
      { modbusType: 'register', start: 5, length: 1 },
      { modbusType: 'register', start: 9, length: 2 },
    ]);
  });
});

describe('faults', () => {
  it('a slow answer past the request timeout fails with "No answer within 2 s"; the next request works', async () => {
    const gateway = gatewayTo();
    emulator.setFault(1, { kind: 'slow', ms: 600 });
    const error = (await gateway
      .readRegisters(1, 40, 1)
      .catch((caught: unknown) => caught)) as ModbusError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('No answer within 2 s');
    emulator.setFault(1, null);
    // The late answer of the timed-out request is not taken for this one's.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await gateway.readRegisters(1, 45, 1)).toHaveLength(1);
    gateway.close();
  });

  it('an exception switch answers every request with that exception', async () => {
    const gateway = gatewayTo();
    emulator.setFault('all', { kind: 'exception', code: 4 });
    await expect(gateway.readCoils(2, 10, 1)).rejects.toMatchObject({
      message: 'Server device failure (exception 04)',
    });
    emulator.setFault('all', null);
    gateway.close();
  });

  it('a dropped socket fails the request at once and reconnects after the backoff', async () => {
    const gateway = gatewayTo();
    await gateway.readRegisters(1, 40, 1);
    emulator.setFault(1, { kind: 'drop' });
    const started = Date.now();
    // A drop after the request went out is a failure of that request (the backoff grows).
    await expect(gateway.readRegisters(1, 40, 1)).rejects.toMatchObject({
      kind: 'dropped',
      message: 'Connection closed by the device',
    });
    expect(Date.now() - started).toBeLessThan(250);
    emulator.setFault(1, null);
    // Within the backoff the gateway does not reconnect: the last reason, at once.
    await expect(gateway.readRegisters(1, 40, 1)).rejects.toMatchObject({ kind: 'closed' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await gateway.readRegisters(1, 40, 1)).toHaveLength(1);
    gateway.close();
  });

  it('a silent device times out without delaying a request to another gateway', async () => {
    const silent = gatewayTo();
    const other = await startEmulator({ 1: HEAT_PUMP });
    const healthy = new Gateway('127.0.0.1', other.port, { networks, requestTimeoutMs: 300 });
    emulator.setFault(1, { kind: 'silent' });
    const slow = silent.readRegisters(1, 40, 1).catch((caught: unknown) => caught);
    const started = Date.now();
    expect(await healthy.readRegisters(1, 40, 9)).toHaveLength(9);
    expect(Date.now() - started).toBeLessThan(200);
    expect(await slow).toMatchObject({ kind: 'timeout' });
    emulator.setFault(1, null);
    silent.close();
    healthy.close();
    await other.stop();
  });

  it('the emulator stopped: connection refused, backoff, back online when it restarts', async () => {
    const gateway = gatewayTo();
    await gateway.readRegisters(1, 40, 1);
    await emulator.stop();
    await expect(gateway.readRegisters(1, 40, 1)).rejects.toBeInstanceOf(ModbusError);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(gateway.readRegisters(1, 40, 1)).rejects.toMatchObject({
      message: 'Connection refused',
    });
    await emulator.start();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await gateway.readRegisters(1, 40, 1)).toHaveLength(1);
    gateway.close();
  });

  it('refuses to connect outside DEVICE_NETWORKS', async () => {
    const gateway = new Gateway('127.0.0.1', emulator.port, {
      networks: DeviceNetworks.parse('10.0.0.0/8'),
    });
    await expect(gateway.readRegisters(1, 40, 1)).rejects.toMatchObject({ kind: 'not_allowed' });
    gateway.close();
  });
});
