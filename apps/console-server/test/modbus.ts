import { createServer, type Socket } from 'node:net';
import type { DeviceTopology } from '../src/devices/catalog';
import { Emulator } from '../src/emulator/emulator';
import type { Override } from '../src/devices/overrides';

/**
 * A free TCP port on loopback (modbus-serial's ServerTCP cannot listen on port 0: ask the OS for one,
 * then let the emulator take it).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** An emulator serving the given devices by unit id, started on a free port. */
export async function startEmulator(
  devices: Record<number, DeviceTopology>,
  now?: () => Date,
): Promise<Emulator> {
  const overrides = new Map<number, Map<string, Override>>();
  const emulator = new Emulator({
    port: await freePort(),
    now,
    resolve: (unit) => {
      const device = devices[unit];
      if (!device) return Promise.resolve(undefined);
      const own = overrides.get(unit) ?? new Map<string, Override>();
      overrides.set(unit, own);
      return Promise.resolve({ device, overrides: own });
    },
  });
  await emulator.start();
  return emulator;
}

/** A Daikin heat pump (single unit) and a Midea VRF with two systems, as topologies. */
export const HEAT_PUMP: DeviceTopology = {
  id: 101,
  modelKey: 'daikin-altherma-3',
  outdoorUnits: [],
  indoorUnits: [],
};
export const VRF: DeviceTopology = {
  id: 102,
  modelKey: 'midea-vrf-v6',
  outdoorUnits: [
    { id: 1, unit: 1 },
    { id: 2, unit: 2 },
  ],
  indoorUnits: [
    { id: 11, unit: 1, outdoorUnitId: 1 },
    { id: 12, unit: 2, outdoorUnitId: 1 },
    { id: 13, unit: 3, outdoorUnitId: 2 },
  ],
};

/** A Modbus TCP request as a hostile device sees it. */
export interface HostileRequest {
  transaction: number;
  unit: number;
  functionCode: number;
  address: number;
  /** The quantity of a read (function 01/03), the value of a write (05/06). */
  quantity: number;
}

/**
 * What a hostile device does with a request: bytes to send back (any, however wrong), `close` the
 * connection, or `silent`.
 */
export type HostileBehaviour = (request: HostileRequest) => Buffer | 'close' | 'silent';

export interface HostileDevice {
  port: number;
  /** Connections accepted so far. */
  connections: number;
  /** Requests received so far. */
  requests: HostileRequest[];
  close(): Promise<void>;
}

/** An MBAP frame around `pdu` (the length field counts unit and PDU unless `length` says otherwise). */
export function mbapFrame(
  request: Pick<HostileRequest, 'transaction' | 'unit'>,
  pdu: Buffer,
  length = pdu.length + 1,
): Buffer {
  const header = Buffer.alloc(7);
  header.writeUInt16BE(request.transaction, 0);
  header.writeUInt16BE(0, 2);
  header.writeUInt16BE(length, 4);
  header.writeUInt8(request.unit, 6);
  return Buffer.concat([header, pdu]);
}

/**
 * A device that speaks enough Modbus TCP to be hostile: it parses each request and answers what
 * `behaviour` says; `acceptAndClose` closes every connection as soon as it is accepted.
 */
export async function startHostileDevice(
  behaviour: HostileBehaviour | 'acceptAndClose',
): Promise<HostileDevice> {
  const sockets = new Set<Socket>();
  const device: HostileDevice = {
    port: 0,
    connections: 0,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((socket) => {
    device.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (behaviour === 'acceptAndClose') {
      socket.destroy();
      return;
    }
    let pending = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      while (pending.length >= 12) {
        const length = pending.readUInt16BE(4);
        if (pending.length < 6 + length) return;
        const request: HostileRequest = {
          transaction: pending.readUInt16BE(0),
          unit: pending.readUInt8(6),
          functionCode: pending.readUInt8(7),
          address: pending.readUInt16BE(8),
          quantity: pending.readUInt16BE(10),
        };
        pending = pending.subarray(6 + length);
        device.requests.push(request);
        const answer = behaviour(request);
        if (answer === 'close') socket.destroy();
        else if (answer !== 'silent') socket.write(answer);
      }
    });
  });
  device.port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return device;
}
