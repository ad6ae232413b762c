import type { Poll } from './poll.ts';

// Payload kinds. A poll whose fields fit the compact form (the usual case: integer addresses and raw
// 16-bit values, a canonical ISO time) takes 4 bytes a register; any other poll is kept as JSON, so
// the journal never changes what the device answered.
const COMPACT_POLL = 1;
const JSON_POLL = 2;
const ACKS = 3;

const MAX_U16 = 0xffff;
const MAX_U32 = 0xffffffff;

/** The smallest frame a poll can take (header + compact poll without registers, coils or error). */
export const MIN_POLL_FRAME_BYTES = 8 + 1 + 8 + 4 + 8 + 2 + 2 + 1;

export function checkPoll(poll: Omit<Poll, 'seq'>): void {
  if (!Number.isInteger(poll.device) || poll.device < 0 || poll.device > MAX_U32) {
    throw new TypeError(`A poll's device is an id (a whole number), not ${String(poll.device)}.`);
  }
  if (typeof poll.at !== 'string' || Number.isNaN(Date.parse(poll.at))) {
    throw new TypeError(`A poll's time is an ISO 8601 date, not ${String(poll.at)}.`);
  }
}

/**
 * Writes `address → value` pairs as u16 address then a u16 (registers) or u8 (coils) value, and
 * answers where it stopped, or -1 when one of them does not fit: an address that is not a canonical
 * whole number to 65535 ("12", not "012" or "temperature"), or a value out of range.
 */
function writeEntries(
  payload: Buffer,
  at: number,
  values: Record<string, number>,
  keys: string[],
  maxValue: number,
): number {
  for (const key of keys) {
    const address = Number(key);
    const value = values[key];
    if (!(address >= 0 && address <= MAX_U16) || String(address) !== key) return -1;
    if (!Number.isInteger(value) || value < 0 || value > maxValue) return -1;
    payload[at++] = address & 0xff;
    payload[at++] = address >>> 8;
    payload[at++] = value & 0xff;
    if (maxValue > 0xff) payload[at++] = value >>> 8;
  }
  return at;
}

function encodeJson(poll: Poll): Buffer {
  const json = Buffer.from(JSON.stringify(poll), 'utf8');
  const payload = Buffer.allocUnsafe(1 + json.length);
  payload.writeUInt8(JSON_POLL, 0);
  json.copy(payload, 1);
  return payload;
}

export function encodePoll(poll: Poll): Buffer {
  const atMs = Date.parse(poll.at);
  const registerKeys = Object.keys(poll.registers);
  const coilKeys = Object.keys(poll.coils);
  if (
    registerKeys.length > MAX_U16 ||
    coilKeys.length > MAX_U16 ||
    new Date(atMs).toISOString() !== poll.at
  ) {
    return encodeJson(poll);
  }
  const error = poll.error === null ? null : Buffer.from(poll.error, 'utf8');
  const size =
    1 +
    8 +
    4 +
    8 +
    2 +
    registerKeys.length * 4 +
    2 +
    coilKeys.length * 3 +
    1 +
    (error ? 4 + error.length : 0);
  const payload = Buffer.allocUnsafe(size);
  let at = payload.writeUInt8(COMPACT_POLL, 0);
  at = payload.writeDoubleLE(poll.seq, at);
  at = payload.writeUInt32LE(poll.device, at);
  at = payload.writeDoubleLE(atMs, at);
  at = payload.writeUInt16LE(registerKeys.length, at);
  at = writeEntries(payload, at, poll.registers, registerKeys, MAX_U16);
  if (at < 0) return encodeJson(poll);
  at = payload.writeUInt16LE(coilKeys.length, at);
  at = writeEntries(payload, at, poll.coils, coilKeys, 1);
  if (at < 0) return encodeJson(poll);
  at = payload.writeUInt8(error ? 1 : 0, at);
  if (error) {
    at = payload.writeUInt32LE(error.length, at);
    error.copy(payload, at);
  }
  return payload;
}

export class CorruptRecordError extends Error {}

/** The seq and device of a poll payload, without building the poll (opening reads every record). */
export function peekPoll(payload: Buffer): { seq: number; device: number } {
  const kind = payload.readUInt8(0);
  if (kind === COMPACT_POLL) {
    return { seq: payload.readDoubleLE(1), device: payload.readUInt32LE(9) };
  }
  if (kind === JSON_POLL) {
    const poll = decodePoll(payload);
    return { seq: poll.seq, device: poll.device };
  }
  throw new CorruptRecordError(`Not a poll record (kind ${kind}).`);
}

export function decodePoll(payload: Buffer): Poll {
  const kind = payload.readUInt8(0);
  if (kind === JSON_POLL) {
    const poll = JSON.parse(payload.toString('utf8', 1)) as Poll;
    if (typeof poll !== 'object' || poll === null || typeof poll.seq !== 'number') {
      throw new CorruptRecordError('A JSON poll record without a seq.');
    }
    return poll;
  }
  if (kind !== COMPACT_POLL) throw new CorruptRecordError(`Not a poll record (kind ${kind}).`);
  let at = 1;
  const seq = payload.readDoubleLE(at);
  const device = payload.readUInt32LE((at += 8));
  const atMs = payload.readDoubleLE((at += 4));
  const registerCount = payload.readUInt16LE((at += 8));
  at += 2;
  const registers: Record<string, number> = {};
  for (let index = 0; index < registerCount; index++, at += 4) {
    registers[payload.readUInt16LE(at)] = payload.readUInt16LE(at + 2);
  }
  const coilCount = payload.readUInt16LE(at);
  at += 2;
  const coils: Record<string, 0 | 1> = {};
  for (let index = 0; index < coilCount; index++, at += 3) {
    coils[payload.readUInt16LE(at)] = payload.readUInt8(at + 2) === 1 ? 1 : 0;
  }
  const hasError = payload.readUInt8(at) === 1;
  at += 1;
  let error: string | null = null;
  if (hasError) {
    const length = payload.readUInt32LE(at);
    error = payload.toString('utf8', at + 4, at + 4 + length);
  }
  return { seq, device, at: new Date(atMs).toISOString(), registers, coils, error };
}

/** Acknowledged seqs as ranges `[first, count]`: acks come in runs, so this stays small. */
export function toRanges(seqs: readonly number[]): [number, number][] {
  const sorted = [...seqs].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const seq of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && seq === last[0] + last[1]) last[1]++;
    else if (!last || seq >= last[0] + last[1]) ranges.push([seq, 1]);
  }
  return ranges;
}

export function encodeAcks(ranges: readonly [number, number][]): Buffer {
  const payload = Buffer.allocUnsafe(1 + 4 + ranges.length * 12);
  let at = payload.writeUInt8(ACKS, 0);
  at = payload.writeUInt32LE(ranges.length, at);
  for (const [first, count] of ranges) {
    at = payload.writeDoubleLE(first, at);
    at = payload.writeUInt32LE(count, at);
  }
  return payload;
}

export function decodeAcks(payload: Buffer): [number, number][] {
  if (payload.readUInt8(0) !== ACKS) throw new CorruptRecordError('Not an ack record.');
  const count = payload.readUInt32LE(1);
  if (payload.length !== 5 + count * 12)
    throw new CorruptRecordError('An ack record of the wrong size.');
  const ranges: [number, number][] = [];
  for (let index = 0, at = 5; index < count; index++, at += 12) {
    ranges.push([payload.readDoubleLE(at), payload.readUInt32LE(at + 8)]);
  }
  return ranges;
}
