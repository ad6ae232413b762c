import { crc32 } from 'node:zlib';

// A frame: u32 LE payload length, u32 LE CRC32 of (length bytes + payload), the payload.
// The CRC covers the length too, so a torn or flipped length is caught like a torn payload.
export const FRAME_HEADER_BYTES = 8;
/** No poll comes near this; a larger length read back is damage, not a record. */
export const MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

export function frame(payload: Buffer): Buffer {
  const framed = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.length);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(checksum(framed.subarray(0, 4), payload), 4);
  payload.copy(framed, FRAME_HEADER_BYTES);
  return framed;
}

function checksum(lengthBytes: Buffer, payload: Buffer): number {
  return crc32(payload, crc32(lengthBytes));
}

/**
 * The frame at `offset` of `bytes`: its payload and where the next frame starts, or null when what is
 * there is not a whole, intact frame (a torn tail, a flipped byte, zeros after a power loss).
 */
export function readFrame(bytes: Buffer, offset: number): { payload: Buffer; end: number } | null {
  if (offset + FRAME_HEADER_BYTES > bytes.length) return null;
  const length = bytes.readUInt32LE(offset);
  if (length === 0 || length > MAX_PAYLOAD_BYTES) return null;
  const end = offset + FRAME_HEADER_BYTES + length;
  if (end > bytes.length) return null;
  const payload = bytes.subarray(offset + FRAME_HEADER_BYTES, end);
  const expected = bytes.readUInt32LE(offset + 4);
  if (checksum(bytes.subarray(offset, offset + 4), payload) !== expected) return null;
  return { payload, end };
}
