import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalFileSystem, Poll } from '../src/journal/index.ts';
import { DEFAULT_CAP_BYTES, Journal } from '../src/journal/index.ts';
import { pollRounds, typicalPoll } from './polls.ts';
import { tempDirectory } from './tempDirectory.ts';

function segmentFiles(directory: string): string[] {
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith('.seg'))
    .sort();
}

function drain(journal: Journal): Poll[] {
  const all: Poll[] = [];
  for (;;) {
    const batch = journal.nextBatch(500);
    if (batch.length === 0) return all;
    all.push(...batch);
    journal.ack(batch.map((poll) => poll.seq));
  }
}

describe('journal: round trip', () => {
  it('gives back what was appended, numbered from 1, field for field', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    const polls = [
      typicalPoll(7, 0),
      { device: 8, at: '2026-11-28T10:00:00.000Z', registers: {}, coils: {}, error: 'Timed out' },
      // Not the compact form (a signed value, a named address, a time with an offset): kept as JSON.
      {
        device: 9,
        at: '2026-11-28T11:00:00+01:00',
        registers: { '40001': -3, temperature: 215 },
        coils: { '00012': 1 as const },
        error: null,
      },
    ];
    const appended = journal.append(polls);
    expect(appended.map((poll) => poll.seq)).toEqual([1, 2, 3]);
    expect(journal.nextBatch(10)).toEqual(appended);
    expect(appended.map(({ seq: _seq, ...poll }) => poll)).toEqual(polls);
    journal.close();
  });

  it('refuses a poll without a device id or a time', () => {
    const journal = Journal.open({ directory: tempDirectory() });
    const poll = typicalPoll(1, 0);
    expect(() => journal.append([{ ...poll, device: -1 }])).toThrow(/device is an id/);
    expect(() => journal.append([{ ...poll, at: 'yesterday' }])).toThrow(/ISO 8601/);
    expect(journal.stats().polls).toBe(0);
    journal.close();
  });

  it('keeps polls, acks, seq and dropped across close and reopen', () => {
    const directory = tempDirectory();
    let journal = Journal.open({ directory });
    const appended = journal.append(pollRounds(3, 4));
    journal.ack([1, 2, 3]);
    journal.close();

    journal = Journal.open({ directory });
    const stats = journal.stats();
    expect(stats.polls).toBe(9);
    expect(stats.oldest_at).toBe(appended[3].at);
    expect(
      drain(journal)
        .map((poll) => poll.seq)
        .sort((a, b) => a - b),
    ).toEqual(appended.slice(3).map((poll) => poll.seq));
    expect(journal.append([typicalPoll(1, 9)])[0].seq).toBe(13);
    journal.close();
  });

  it('never hands out a seq again, even once every poll was acknowledged and deleted', () => {
    const directory = tempDirectory();
    let journal = Journal.open({ directory, segmentBytes: 4096 });
    journal.append(pollRounds(5, 10));
    drain(journal);
    journal.close();
    journal = Journal.open({ directory, segmentBytes: 4096 });
    expect(segmentFiles(directory)).toEqual([]);
    expect(journal.stats()).toMatchObject({ polls: 0, oldest_at: null });
    expect(journal.append([typicalPoll(1, 99)])[0].seq).toBe(51);
    journal.close();
  });
});

describe('journal: sync policy (group commit)', () => {
  it('syncs each append batch once, and each ack call once', () => {
    const syncs: number[] = [];
    const counting: JournalFileSystem = {
      ...fs,
      fdatasyncSync: (fd) => {
        syncs.push(fd);
        fs.fdatasyncSync(fd);
      },
    };
    const journal = Journal.open({ directory: tempDirectory(), fileSystem: counting });
    syncs.length = 0;
    journal.append(pollRounds(200, 1));
    expect(syncs).toHaveLength(1);
    journal.append(pollRounds(200, 1, 1));
    expect(syncs).toHaveLength(2);
    journal.ack(Array.from({ length: 150 }, (_, index) => index + 1));
    expect(syncs).toHaveLength(3);
    journal.ack([1, 2, 3]); // already acknowledged: nothing to write
    expect(syncs).toHaveLength(3);
    journal.close();
  });

  it('leaves nothing of a batch whose write failed, and goes on after it', () => {
    let failNext = false;
    const failing: JournalFileSystem = {
      ...fs,
      fdatasyncSync: (fd) => {
        if (failNext) {
          failNext = false;
          throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
        }
        fs.fdatasyncSync(fd);
      },
    };
    const directory = tempDirectory();
    const journal = Journal.open({ directory, fileSystem: failing });
    journal.append(pollRounds(2, 1));
    failNext = true;
    expect(() => journal.append(pollRounds(2, 1, 1))).toThrow(/EIO/);
    const after = journal.append(pollRounds(2, 1, 2));
    expect(after.map((poll) => poll.seq)).toEqual([5, 6]);
    journal.close();
    const reopened = Journal.open({ directory });
    expect(
      reopened
        .nextBatch()
        .map((poll) => poll.seq)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 5, 6]);
    reopened.close();
  });
});

describe('journal: damage after a power loss', () => {
  function writeThenDamage(damage: (path: string, size: number) => void) {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    const appended = journal.append(pollRounds(4, 5));
    journal.close();
    const [segment] = segmentFiles(directory);
    const path = join(directory, segment);
    damage(path, fs.statSync(path).size);
    return { directory, appended, path };
  }

  it('cuts a torn tail (the file ends inside a record) and keeps every whole record', () => {
    const { directory, appended, path } = writeThenDamage((file, size) =>
      fs.truncateSync(file, size - 100),
    );
    const journal = Journal.open({ directory });
    const polls = journal.nextBatch(500);
    expect(polls.map((poll) => poll.seq).sort((a, b) => a - b)).toEqual(
      appended.slice(0, 19).map((poll) => poll.seq),
    );
    // The file is cut at the last whole record, and new polls follow it with a seq above the lost one.
    const next = journal.append([typicalPoll(1, 50)]);
    expect(next[0].seq).toBeGreaterThan(20);
    journal.close();
    const again = Journal.open({ directory });
    expect(again.stats().polls).toBe(20);
    expect(fs.statSync(path).size).toBeGreaterThan(0);
    again.close();
  });

  it('stops at a flipped byte: the records before it are kept, none after it is returned', () => {
    const { directory, appended } = writeThenDamage((file, size) => {
      const bytes = fs.readFileSync(file);
      const middle = Math.floor(size / 2);
      bytes[middle] ^= 0xff;
      fs.writeFileSync(file, bytes);
    });
    const journal = Journal.open({ directory });
    const polls = drain(journal);
    const kept = polls.map((poll) => poll.seq).sort((a, b) => a - b);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(20);
    expect(kept).toEqual(appended.slice(0, kept.length).map((poll) => poll.seq));
    for (const poll of polls) expect(poll).toEqual(appended[poll.seq - 1]);
    journal.close();
  });

  it('opens a segment of zeros (a power loss after the size grew, before the data) as empty', () => {
    const { directory } = writeThenDamage((file) => fs.writeFileSync(file, Buffer.alloc(4096)));
    const journal = Journal.open({ directory });
    expect(journal.stats().polls).toBe(0);
    expect(journal.nextBatch()).toEqual([]);
    journal.close();
  });

  it('ignores a torn last ack: those polls are sent again, nothing is lost', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    journal.append(pollRounds(2, 3));
    journal.ack([1, 2]);
    journal.ack([3, 4]);
    journal.close();
    const ackLog = join(directory, 'acks.log');
    fs.truncateSync(ackLog, fs.statSync(ackLog).size - 3);
    const reopened = Journal.open({ directory });
    expect(
      reopened
        .nextBatch()
        .map((poll) => poll.seq)
        .sort((a, b) => a - b),
    ).toEqual([3, 4, 5, 6]);
    reopened.close();
  });
});

describe('journal: the cap', () => {
  it('drops the oldest segments past the cap and counts their unsent polls, across reopen', () => {
    const directory = tempDirectory();
    const capBytes = 64 * 1024;
    const journal = Journal.open({ directory, capBytes, segmentBytes: 8 * 1024 });
    const appended: Poll[] = [];
    for (let minute = 0; minute < 60; minute++)
      appended.push(...journal.append(pollRounds(5, 1, minute)));
    const stats = journal.stats();
    expect(stats.bytes).toBeLessThanOrEqual(capBytes);
    expect(stats.dropped).toBeGreaterThan(0);
    expect(stats.dropped + stats.polls).toBe(appended.length);
    // What is left is the newest polls, without a gap.
    const left = drain(journal)
      .map((poll) => poll.seq)
      .sort((a, b) => a - b);
    expect(left).toEqual(appended.slice(stats.dropped).map((poll) => poll.seq));
    journal.close();
    const reopened = Journal.open({ directory, capBytes, segmentBytes: 8 * 1024 });
    expect(reopened.stats().dropped).toBe(stats.dropped);
    reopened.close();
  });

  it('does not count acknowledged polls as dropped', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory, capBytes: 32 * 1024, segmentBytes: 4 * 1024 });
    for (let minute = 0; minute < 40; minute++) {
      const polls = journal.append(pollRounds(2, 1, minute));
      journal.ack(polls.map((poll) => poll.seq));
    }
    expect(journal.stats()).toMatchObject({ polls: 0, dropped: 0 });
    journal.close();
  });

  it('refuses a batch bigger than the whole cap', () => {
    const journal = Journal.open({ directory: tempDirectory(), capBytes: 2048 });
    expect(() => journal.append(pollRounds(20, 1))).toThrow(/does not fit/);
    journal.close();
  });
});

describe('journal: sending order and acknowledgements', () => {
  it("after a reconnect sends each device's newest poll first, then the backlog oldest first", () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    // Three devices, five minutes each: seqs 1-15, device d's minute m is seq m*3 + d.
    journal.append(pollRounds(3, 5));
    journal.reconnected();
    const first = journal.nextBatch(5);
    expect(first.map((poll) => poll.seq)).toEqual([13, 14, 15, 1, 2]);
    journal.ack(first.map((poll) => poll.seq));
    // Polls appended while the backlog drains go before the rest of it.
    journal.append(pollRounds(3, 1, 5));
    expect(journal.nextBatch(6).map((poll) => poll.seq)).toEqual([16, 17, 18, 3, 4, 5]);
    journal.close();
  });

  it('treats opening as a reconnect', () => {
    const directory = tempDirectory();
    let journal = Journal.open({ directory });
    journal.append(pollRounds(2, 3));
    journal.close();
    journal = Journal.open({ directory });
    expect(journal.nextBatch(500).map((poll) => poll.seq)).toEqual([5, 6, 1, 2, 3, 4]);
    journal.close();
  });

  it('never returns an acknowledged poll, and never more than asked', () => {
    const journal = Journal.open({ directory: tempDirectory() });
    journal.append(pollRounds(10, 100));
    const acked = new Set<number>();
    for (let seq = 1; seq <= 1000; seq += 3) acked.add(seq);
    journal.ack([...acked]);
    const seen = new Set<number>();
    for (;;) {
      const batch = journal.nextBatch(37);
      expect(batch.length).toBeLessThanOrEqual(37);
      if (batch.length === 0) break;
      for (const poll of batch) {
        expect(acked.has(poll.seq)).toBe(false);
        expect(seen.has(poll.seq)).toBe(false);
        seen.add(poll.seq);
      }
      journal.ack(batch.map((poll) => poll.seq));
    }
    expect(seen.size + acked.size).toBe(1000);
    journal.close();
  });

  it('deletes a segment once all its polls are acknowledged, and keeps the ack log small', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory, segmentBytes: 4096 });
    journal.append(pollRounds(10, 10));
    const before = segmentFiles(directory);
    expect(before.length).toBeGreaterThan(5);
    journal.ack(Array.from({ length: 50 }, (_, index) => index + 1));
    const after = segmentFiles(directory);
    expect(after.length).toBeLessThan(before.length);
    expect(after[0] > before[0]).toBe(true);
    expect(journal.stats().polls).toBe(50);
    journal.close();
    const reopened = Journal.open({ directory, segmentBytes: 4096 });
    expect(reopened.stats().polls).toBe(50);
    expect(fs.statSync(join(directory, 'acks.log')).size).toBeLessThan(64);
    reopened.close();
  });
});

describe('journal: a week within the default cap', () => {
  it('keeps a typical poll (60 registers, 10 coils) in 304 bytes: 200 devices × 1440 × 7 days fit in 2 GB', () => {
    const journal = Journal.open({ directory: tempDirectory() });
    journal.append(pollRounds(200, 10));
    const { bytes, polls } = journal.stats();
    journal.close();
    const bytesPerPoll = bytes / polls;
    // 8 frame + 23 seq, device, time + 2 + 60 × 4 registers + 2 + 10 × 3 coils + 1 error flag.
    expect(bytesPerPoll).toBe(304);
    const week = 200 * 1440 * 7;
    expect(week).toBe(2_016_000);
    expect(bytesPerPoll * week).toBeLessThan(DEFAULT_CAP_BYTES / 3);
  });
});
