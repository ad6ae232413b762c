/**
 * One segment file in memory: where each of its records starts, whose it is, and whether the broker
 * has acknowledged it. Its records hold the seqs firstSeq, firstSeq + 1, … (appends number them in
 * order), so a seq finds its record by subtraction. About 9 bytes a poll: 2 M polls take ~18 MB.
 */
export class Segment {
  count = 0;
  ackedCount = 0;
  /** No record before this index is unacknowledged. */
  firstUnacked = 0;
  offsets = new Uint32Array(256);
  devices = new Uint32Array(256);
  acked = new Uint8Array(256);

  constructor(
    readonly firstSeq: number,
    readonly path: string,
    public fd: number,
    public size: number,
  ) {}

  get lastSeq(): number {
    return this.firstSeq + this.count - 1;
  }

  get unacked(): number {
    return this.count - this.ackedCount;
  }

  contains(seq: number): boolean {
    return seq >= this.firstSeq && seq < this.firstSeq + this.count;
  }

  add(offset: number, device: number): void {
    if (this.count === this.offsets.length) {
      const capacity = this.count * 2;
      this.offsets = grow(this.offsets, new Uint32Array(capacity));
      this.devices = grow(this.devices, new Uint32Array(capacity));
      this.acked = grow(this.acked, new Uint8Array(capacity));
    }
    this.offsets[this.count] = offset;
    this.devices[this.count] = device;
    this.count++;
  }

  /** Marks one record acknowledged; false when it already was. */
  markAcked(index: number): boolean {
    if (this.acked[index] === 1) return false;
    this.acked[index] = 1;
    this.ackedCount++;
    while (this.firstUnacked < this.count && this.acked[this.firstUnacked] === 1) {
      this.firstUnacked++;
    }
    return true;
  }

  /** Byte range of record `index`'s frame. */
  frameRange(index: number): { start: number; length: number } {
    const start = this.offsets[index];
    const end = index + 1 < this.count ? this.offsets[index + 1] : this.size;
    return { start, length: end - start };
  }
}

function grow<T extends Uint32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
