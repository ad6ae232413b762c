import { join } from 'node:path';
import {
  CorruptRecordError,
  MIN_POLL_FRAME_BYTES,
  checkPoll,
  decodeAcks,
  decodePoll,
  encodeAcks,
  encodePoll,
  peekPoll,
  toRanges,
} from './codec.ts';
import type { JournalFileSystem } from './fileSystem.ts';
import { nodeFileSystem, replaceFile, syncDirectory, writeAll } from './fileSystem.ts';
import { frame, readFrame } from './frame.ts';
import type { NewPoll, Poll } from './poll.ts';
import { Segment } from './segment.ts';

/** 2 GB: 7 days of 200 devices polled every 60 s take about a third of it (docs/benchmarks/edge-journal.md). */
export const DEFAULT_CAP_BYTES = 2_000_000_000;
export const DEFAULT_SEGMENT_BYTES = 32 * 1024 * 1024;
/** The most polls one `up/polls` message carries. */
export const MAX_BATCH = 500;
/** Past this the ack log is rewritten with the acks of the remaining segments only. */
const ACK_LOG_COMPACT_BYTES = 1024 * 1024;

const SEGMENT_NAME = /^(\d{16})\.seg$/;
const ACK_LOG = 'acks.log';
const STATE_FILE = 'state.json';
const LOCK_FILE = 'lock';

export interface JournalOptions {
  /** The journal's own folder (created when missing). */
  directory: string;
  /** Segments and ack log together stay within this; past it the oldest segments go. */
  capBytes?: number;
  /** A segment is closed and a new one begun past this size (at most an eighth of the cap). */
  segmentBytes?: number;
  fileSystem?: JournalFileSystem;
  /**
   * Look without touching: no torn tail is cut, nothing deleted or written, append and ack refuse.
   * For `hvac-edge status` beside a running gateway.
   */
  readOnly?: boolean;
}

export interface JournalStats {
  /** Polls not yet acknowledged by the broker. */
  polls: number;
  /** The time of the oldest of them, or null when there are none. */
  oldest_at: string | null;
  /** Polls dropped unsent, ever: past the cap, or unreadable after damage. */
  dropped: number;
  /** Bytes on disk (segments and ack log), what the cap counts. */
  bytes: number;
}

interface State {
  /** Every seq below this has been handed out (it survives the deletion of every segment). */
  seqFloor: number;
  dropped: number;
  /** Segments up to this seq were dropped: one still on disk is the rest of an interrupted drop. */
  droppedThrough: number;
}

/**
 * The gateway's store and forward (docs/adr/edge-journal.md): an append-only log of polls in segment
 * files of CRC32-checked frames, an ack log of what the broker acknowledged, and a small state file.
 * Synchronous: one writer, and each call is durable when it returns.
 */
export class Journal {
  private readonly directory: string;
  private readonly capBytes: number;
  private readonly segmentBytes: number;
  private readonly fileSystem: JournalFileSystem;
  private readonly readOnly: boolean;
  private readonly segments: Segment[] = [];
  /** The segment appends go to; null until the first append after open, a drop or a deletion. */
  private active: Segment | null = null;
  private ackFd = -1;
  private ackBytes = 0;
  private nextSeq = 1;
  private state: State = { seqFloor: 1, dropped: 0, droppedThrough: 0 };
  /** Since the last reconnect: each device's newest poll then, and every poll from this seq on. */
  private heads = new Map<number, number>();
  private liveFrom = 1;
  /** No seq between liveFrom and this is unacknowledged: nextBatch does not scan them again. */
  private liveCursor = 1;
  private closed = false;
  private lockHeld = false;

  private constructor(options: JournalOptions) {
    this.directory = options.directory;
    this.capBytes = options.capBytes ?? DEFAULT_CAP_BYTES;
    this.segmentBytes = Math.max(
      1,
      Math.min(
        options.segmentBytes ?? DEFAULT_SEGMENT_BYTES,
        Math.floor(this.capBytes / 8),
        2 ** 30,
      ),
    );
    this.fileSystem = options.fileSystem ?? nodeFileSystem;
    this.readOnly = options.readOnly ?? false;
  }

  /** Opens the journal, recovering from a kill or a power loss: a torn tail is cut off, never read. */
  static open(options: JournalOptions): Journal {
    const journal = new Journal(options);
    try {
      journal.recover();
    } catch (error) {
      journal.close(); // its files and its lock
      throw error;
    }
    return journal;
  }

  // ---- opening -------------------------------------------------------------------------------

  private recover(): void {
    const fileSystem = this.fileSystem;
    if (!this.readOnly) fileSystem.mkdirSync(this.directory, { recursive: true });
    let names: string[];
    try {
      names = fileSystem.readdirSync(this.directory);
    } catch (error) {
      if (this.readOnly && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (!this.readOnly) this.lock();
    this.state = this.readState();
    for (const name of names) {
      if (name.endsWith('.tmp') && !this.readOnly)
        fileSystem.unlinkSync(join(this.directory, name));
    }
    const segmentNames = names
      .map((name) => SEGMENT_NAME.exec(name))
      .filter((match) => match !== null)
      .map((match) => ({ name: match[0], firstSeq: Number(match[1]) }))
      .sort((a, b) => a.firstSeq - b.firstSeq);

    let highestSeq = this.state.seqFloor - 1;
    for (const [position, { name, firstSeq }] of segmentNames.entries()) {
      const segment = this.loadSegment(join(this.directory, name), firstSeq);
      const next = segmentNames[position + 1];
      const lostBytes = segment.lostBytes;
      if (lostBytes > 0 && next) {
        // Damage inside an older segment: its remaining polls are unreadable; the next segment says how many.
        const lost = Math.max(0, next.firstSeq - (segment.segment.lastSeq + 1));
        this.state.dropped += lost;
        highestSeq = Math.max(highestSeq, next.firstSeq - 1);
      } else if (lostBytes > 0) {
        // A torn tail may have held seqs that were handed out: skip as many as those bytes could hold.
        highestSeq = Math.max(
          highestSeq,
          segment.segment.lastSeq + Math.ceil(lostBytes / MIN_POLL_FRAME_BYTES),
        );
      }
      highestSeq = Math.max(highestSeq, segment.segment.lastSeq, firstSeq - 1);
      if (segment.segment.count > 0 && segment.segment.lastSeq <= this.state.droppedThrough) {
        this.deleteSegmentFile(segment.segment); // the rest of a drop cut short: already counted
      } else if (segment.segment.count === 0) {
        this.deleteSegmentFile(segment.segment);
      } else {
        this.segments.push(segment.segment);
      }
    }
    this.nextSeq = highestSeq + 1;
    this.readAckLog();
    if (this.readOnly) {
      this.reconnected();
      return;
    }

    // Fully acknowledged segments go, and the ack log starts again with only what remains.
    this.state.seqFloor = this.nextSeq;
    this.writeState();
    for (const segment of [...this.segments]) {
      if (segment.unacked === 0) this.removeSegment(segment);
    }
    this.compactAckLog();
    // Appends begin a new segment: a segment's seqs are consecutive, and nextSeq may have skipped some.
    this.active = null;
    this.reconnected();
  }

  /**
   * One writer a journal: a lock file holding the writer's pid. One left by a process that is gone
   * (a kill -9, a power loss) is taken over.
   */
  private lock(): void {
    const path = join(this.directory, LOCK_FILE);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = this.fileSystem.openSync(path, 'wx');
        try {
          writeAll(this.fileSystem, fd, Buffer.from(String(process.pid)), 0);
        } finally {
          this.fileSystem.closeSync(fd);
        }
        this.lockHeld = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = Number(this.fileSystem.readFileSync(path, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(`The journal in ${this.directory} is in use by process ${owner}.`);
      }
      this.fileSystem.unlinkSync(path);
    }
    throw new Error(`The journal in ${this.directory} could not be locked.`);
  }

  private readState(): State {
    let text: string;
    try {
      text = this.fileSystem.readFileSync(join(this.directory, STATE_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return { seqFloor: 1, dropped: 0, droppedThrough: 0 };
      }
      throw error;
    }
    // Written whole through a rename: it is the old file or the new one, never a mix.
    const state = JSON.parse(text) as State;
    return {
      seqFloor: state.seqFloor,
      dropped: state.dropped,
      droppedThrough: state.droppedThrough,
    };
  }

  private writeState(): void {
    replaceFile(
      this.fileSystem,
      this.directory,
      join(this.directory, STATE_FILE),
      Buffer.from(JSON.stringify(this.state)),
    );
  }

  /** Reads a segment's frames up to the first damaged one, and cuts the file there. */
  private loadSegment(path: string, firstSeq: number): { segment: Segment; lostBytes: number } {
    const fileSystem = this.fileSystem;
    const bytes = fileSystem.readFileSync(path);
    const fd = fileSystem.openSync(path, this.readOnly ? 'r' : 'r+');
    const segment = new Segment(firstSeq, path, fd, 0);
    let offset = 0;
    while (offset < bytes.length) {
      const read = readFrame(bytes, offset);
      if (!read) break;
      let peeked: { seq: number; device: number };
      try {
        peeked = peekPoll(read.payload);
      } catch (error) {
        if (error instanceof CorruptRecordError || error instanceof SyntaxError) break;
        throw error;
      }
      if (peeked.seq !== firstSeq + segment.count) break;
      segment.add(offset, peeked.device);
      offset = read.end;
    }
    segment.size = offset;
    const lostBytes = bytes.length - offset;
    if (lostBytes > 0 && !this.readOnly) {
      fileSystem.ftruncateSync(fd, offset);
      fileSystem.fsyncSync(fd);
    }
    fileSystem.closeSync(fd);
    segment.fd = fileSystem.openSync(path, 'r');
    return { segment, lostBytes };
  }

  private readAckLog(): void {
    const path = join(this.directory, ACK_LOG);
    let bytes: Buffer;
    try {
      bytes = this.fileSystem.readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    this.ackBytes = bytes.length;
    let offset = 0;
    while (offset < bytes.length) {
      const read = readFrame(bytes, offset);
      if (!read) break; // a torn ack: at worst those polls are sent again, and stored once
      let ranges: [number, number][];
      try {
        ranges = decodeAcks(read.payload);
      } catch (error) {
        if (error instanceof CorruptRecordError) break;
        throw error;
      }
      for (const [first, count] of ranges) {
        for (let seq = first; seq < first + count; seq++) {
          const located = this.locate(seq);
          if (located) located.segment.markAcked(located.index);
        }
      }
      offset = read.end;
    }
  }

  // ---- writing -------------------------------------------------------------------------------

  /**
   * Numbers the polls, writes them and syncs them (one fdatasync per segment written, so one for a
   * batch unless it crosses into a new segment), then returns them with their seq. When it returns
   * they survive a kill -9 or a power loss.
   */
  append(polls: readonly NewPoll[]): Poll[] {
    this.assertWritable();
    if (polls.length === 0) return [];
    for (const poll of polls) checkPoll(poll);
    const numbered = polls.map((poll) => ({ ...poll, seq: this.nextSeq++ }));
    const frames = numbered.map((poll) => frame(encodePoll(poll)));
    const batchBytes = frames.reduce((sum, framed) => sum + framed.length, 0);
    if (batchBytes + this.ackBytes > this.capBytes) {
      throw new RangeError(
        `A batch of ${batchBytes} bytes does not fit a journal capped at ${this.capBytes}.`,
      );
    }
    while (this.totalBytes() + batchBytes > this.capBytes && this.segments.length > 0) {
      this.dropOldest();
    }

    let pending: { frame: Buffer; device: number }[] = [];
    let pendingBytes = 0;
    for (const [index, framed] of frames.entries()) {
      const active = this.active;
      const filled =
        active !== null && active.size + pendingBytes + framed.length > this.segmentBytes;
      if (!active || (filled && active.count + pending.length > 0)) {
        this.writeToActive(pending);
        pending = [];
        pendingBytes = 0;
        this.beginSegment(numbered[index].seq);
      }
      pending.push({ frame: framed, device: numbered[index].device });
      pendingBytes += framed.length;
    }
    this.writeToActive(pending);
    return numbered;
  }

  private writeToActive(records: { frame: Buffer; device: number }[]): void {
    const active = this.active;
    if (!active || records.length === 0) return;
    const bytes = Buffer.concat(records.map((record) => record.frame));
    try {
      writeAll(this.fileSystem, active.fd, bytes, active.size);
      this.fileSystem.fdatasyncSync(active.fd);
    } catch (error) {
      // Leave no half-written frame behind: the next append writes where this one began.
      try {
        this.fileSystem.ftruncateSync(active.fd, active.size);
      } catch {
        // Reopening cuts a torn tail anyway.
      }
      // The failed batch's seqs are spent: the next append begins a new segment, whose seqs follow on.
      this.active = null;
      throw error;
    }
    let offset = active.size;
    for (const record of records) {
      active.add(offset, record.device);
      offset += record.frame.length;
    }
    active.size = offset;
  }

  private beginSegment(firstSeq: number): void {
    const previous = this.active;
    const path = join(this.directory, `${String(firstSeq).padStart(16, '0')}.seg`);
    const fd = this.fileSystem.openSync(path, 'wx+');
    syncDirectory(this.fileSystem, this.directory);
    const segment = new Segment(firstSeq, path, fd, 0);
    this.segments.push(segment);
    this.active = segment;
    if (previous && previous.unacked === 0) this.removeSegment(previous);
  }

  /** Past the cap: the oldest segment goes, its unsent polls counted in `dropped`. */
  private dropOldest(): void {
    const oldest = this.segments[0];
    this.state.dropped += oldest.unacked;
    this.state.droppedThrough = Math.max(this.state.droppedThrough, oldest.lastSeq);
    this.state.seqFloor = this.nextSeq;
    this.writeState(); // first: a drop cut short is finished at open, not counted twice
    this.removeSegment(oldest);
    if (this.ackBytes > ACK_LOG_COMPACT_BYTES) this.compactAckLog();
  }

  private removeSegment(segment: Segment): void {
    const position = this.segments.indexOf(segment);
    if (position >= 0) this.segments.splice(position, 1);
    if (this.active === segment) this.active = null;
    this.deleteSegmentFile(segment);
  }

  private deleteSegmentFile(segment: Segment): void {
    this.fileSystem.closeSync(segment.fd);
    if (!this.readOnly) this.fileSystem.unlinkSync(segment.path);
  }

  /**
   * Marks polls delivered (the broker's PUBACK for the message that carried them) and syncs the ack
   * log once. A segment whose polls are all acknowledged is deleted, unless appends still go to it.
   */
  ack(seqs: readonly number[]): void {
    this.assertWritable();
    const fresh = seqs.filter((seq) => {
      const located = this.locate(seq);
      return located !== null && located.segment.acked[located.index] === 0;
    });
    if (fresh.length === 0) return;
    const framed = frame(encodeAcks(toRanges(fresh)));
    writeAll(this.fileSystem, this.ackFd, framed, this.ackBytes);
    this.fileSystem.fdatasyncSync(this.ackFd);
    this.ackBytes += framed.length;

    const touched = new Set<Segment>();
    for (const seq of fresh) {
      const located = this.locate(seq);
      if (located && located.segment.markAcked(located.index)) touched.add(located.segment);
    }
    let removed = false;
    for (const segment of touched) {
      if (segment.unacked === 0 && segment !== this.active) {
        this.removeSegment(segment);
        removed = true;
      }
    }
    if (removed && this.ackBytes > ACK_LOG_COMPACT_BYTES) this.compactAckLog();
  }

  /** Rewrites the ack log with the acks of the segments still on disk, and opens it for appends. */
  private compactAckLog(): void {
    if (this.ackFd >= 0) this.fileSystem.closeSync(this.ackFd);
    const seqs: number[] = [];
    for (const segment of this.segments) {
      for (let index = 0; index < segment.count; index++) {
        if (segment.acked[index] === 1) seqs.push(segment.firstSeq + index);
      }
    }
    const bytes = seqs.length > 0 ? frame(encodeAcks(toRanges(seqs))) : Buffer.alloc(0);
    const path = join(this.directory, ACK_LOG);
    replaceFile(this.fileSystem, this.directory, path, bytes);
    this.ackFd = this.fileSystem.openSync(path, 'r+');
    this.ackBytes = bytes.length;
  }

  // ---- reading -------------------------------------------------------------------------------

  /**
   * Call on every (re)connect to the broker. From then on `nextBatch` gives first each device's newest
   * poll of that moment and every poll appended since (the console is current at once and live polls
   * keep flowing), then the backlog oldest first. Opening counts as a reconnect.
   */
  reconnected(): void {
    this.assertOpen();
    this.heads = new Map();
    for (let position = this.segments.length - 1; position >= 0; position--) {
      const segment = this.segments[position];
      for (let index = segment.count - 1; index >= segment.firstUnacked; index--) {
        const device = segment.devices[index];
        if (segment.acked[index] === 0 && !this.heads.has(device)) {
          this.heads.set(device, segment.firstSeq + index);
        }
      }
    }
    this.liveFrom = this.nextSeq;
    this.liveCursor = this.nextSeq;
  }

  /**
   * Up to `max` unacknowledged polls in sending order (see `reconnected`). A read, not a removal:
   * the same polls come back until `ack` is called with them. Never an acknowledged poll.
   */
  nextBatch(max = MAX_BATCH): Poll[] {
    this.assertOpen();
    const chosen: number[] = [];
    const taken = new Set<number>();
    const take = (seq: number): boolean => {
      if (taken.has(seq) || !this.isUnacked(seq)) return chosen.length < max;
      taken.add(seq);
      chosen.push(seq);
      return chosen.length < max;
    };
    const headSeqs = [...this.heads.values()].sort((a, b) => a - b);
    let room = max > 0;
    for (const seq of headSeqs) if (room) room = take(seq);
    while (this.liveCursor < this.nextSeq && !this.isUnacked(this.liveCursor)) this.liveCursor++;
    for (let seq = this.liveCursor; room && seq < this.nextSeq; seq++) room = take(seq);
    for (const segment of this.segments) {
      if (!room) break;
      for (let index = segment.firstUnacked; room && index < segment.count; index++) {
        const seq = segment.firstSeq + index;
        if (seq >= this.liveFrom) break;
        if (segment.acked[index] === 0 && !taken.has(seq)) room = take(seq);
      }
    }
    const polls: Poll[] = [];
    for (const seq of chosen) {
      const poll = this.read(seq);
      if (poll) polls.push(poll);
    }
    return polls;
  }

  private isUnacked(seq: number): boolean {
    const located = this.locate(seq);
    return located !== null && located.segment.acked[located.index] === 0;
  }

  /** Reads one poll back, checking its CRC again: a record damaged since opening is dropped, not sent. */
  private read(seq: number): Poll | null {
    const located = this.locate(seq);
    if (!located) return null;
    const { segment, index } = located;
    const { start, length } = segment.frameRange(index);
    const bytes = Buffer.allocUnsafe(length);
    this.fileSystem.readSync(segment.fd, bytes, 0, length, start);
    const read = readFrame(bytes, 0);
    let poll: Poll | null = null;
    if (read) {
      try {
        poll = decodePoll(read.payload);
      } catch (error) {
        if (!(error instanceof CorruptRecordError) && !(error instanceof SyntaxError)) throw error;
      }
    }
    if (poll && poll.seq === seq) return poll;
    if (this.readOnly) return null;
    this.ack([seq]);
    this.state.dropped += 1;
    this.writeState();
    return null;
  }

  private locate(seq: number): { segment: Segment; index: number } | null {
    let low = 0;
    let high = this.segments.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const segment = this.segments[middle];
      if (seq < segment.firstSeq) high = middle - 1;
      else if (seq > segment.lastSeq) low = middle + 1;
      else return { segment, index: seq - segment.firstSeq };
    }
    return null;
  }

  stats(): JournalStats {
    this.assertOpen();
    let polls = 0;
    let oldestSeq: number | null = null;
    for (const segment of this.segments) {
      polls += segment.unacked;
      if (oldestSeq === null && segment.unacked > 0) {
        oldestSeq = segment.firstSeq + segment.firstUnacked;
      }
    }
    const oldest = oldestSeq === null ? null : this.read(oldestSeq);
    return {
      polls: oldest === null && oldestSeq !== null ? polls - 1 : polls,
      oldest_at: oldest ? oldest.at : null,
      dropped: this.state.dropped,
      bytes: this.totalBytes(),
    };
  }

  /** The seq the next appended poll gets. */
  get nextSequence(): number {
    return this.nextSeq;
  }

  private totalBytes(): number {
    return this.segments.reduce((sum, segment) => sum + segment.size, 0) + this.ackBytes;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const segment of this.segments) this.fileSystem.closeSync(segment.fd);
    if (this.ackFd >= 0) this.fileSystem.closeSync(this.ackFd);
    if (this.lockHeld) this.fileSystem.unlinkSync(join(this.directory, LOCK_FILE));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The journal is closed.');
  }

  private assertWritable(): void {
    this.assertOpen();
    if (this.readOnly) throw new Error('The journal was opened read-only.');
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
