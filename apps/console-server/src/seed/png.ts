import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB raster that the seed draws on and encodes as PNG (no image library, no network). */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: readonly [number, number, number] = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  fill(
    x: number,
    y: number,
    width: number,
    height: number,
    color: readonly [number, number, number],
  ): void {
    const left = Math.max(0, Math.floor(x));
    const top = Math.max(0, Math.floor(y));
    const right = Math.min(this.width, Math.floor(x + width));
    const bottom = Math.min(this.height, Math.floor(y + height));
    for (let row = top; row < bottom; row += 1) {
      for (let column = left; column < right; column += 1) {
        const offset = (row * this.width + column) * 3;
        this.pixels[offset] = color[0];
        this.pixels[offset + 1] = color[1];
        this.pixels[offset + 2] = color[2];
      }
    }
  }

  /** A rectangle outline `thickness` pixels wide. */
  frame(
    x: number,
    y: number,
    width: number,
    height: number,
    thickness: number,
    color: readonly [number, number, number],
  ): void {
    this.fill(x, y, width, thickness, color);
    this.fill(x, y + height - thickness, width, thickness, color);
    this.fill(x, y, thickness, height, color);
    this.fill(x + width - thickness, y, thickness, height, color);
  }

  /** Vertical gradient between two colours. */
  gradient(
    x: number,
    y: number,
    width: number,
    height: number,
    from: readonly [number, number, number],
    to: readonly [number, number, number],
  ): void {
    for (let row = 0; row < height; row += 1) {
      const t = height <= 1 ? 0 : row / (height - 1);
      const color = [0, 1, 2].map((channel) =>
        Math.round(from[channel] + (to[channel] - from[channel]) * t),
      ) as [number, number, number];
      this.fill(x, y + row, width, 1, color);
    }
  }

  /** PNG, 8-bit RGB, one deflated IDAT. */
  toPng(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // colour type RGB
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let row = 0; row < this.height; row += 1) {
      raw[row * (stride + 1)] = 0; // filter: none
      Buffer.from(this.pixels.buffer, row * stride, stride).copy(raw, row * (stride + 1) + 1);
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
