import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalFileSystem } from '../src/journal/index.ts';
import { Journal } from '../src/journal/index.ts';
import { pollRounds, typicalPoll } from './polls.ts';
import { tempDirectory } from './tempDirectory.ts';

describe('journal laws (property tests)', () => {
  it('whatever the appends, acks and batch sizes: no batch exceeds max, none holds an acknowledged poll, and every poll is sent once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            devices: fc.integer({ min: 1, max: 6 }),
            ackEvery: fc.integer({ min: 1, max: 4 }),
            max: fc.integer({ min: 1, max: 40 }),
            reconnect: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (steps) => {
          const journal = Journal.open({ directory: tempDirectory(), segmentBytes: 2048 });
          const appended = new Set<number>();
          const acked = new Set<number>();
          for (const [minute, step] of steps.entries()) {
            for (const poll of journal.append(pollRounds(step.devices, 1, minute))) {
              appended.add(poll.seq);
            }
            if (step.reconnect) journal.reconnected();
            const batch = journal.nextBatch(step.max);
            expect(batch.length).toBeLessThanOrEqual(step.max);
            const toAck = batch.filter((_, index) => index % step.ackEvery === 0);
            for (const poll of batch) expect(acked.has(poll.seq)).toBe(false);
            journal.ack(toAck.map((poll) => poll.seq));
            for (const poll of toAck) acked.add(poll.seq);
          }
          for (;;) {
            const batch = journal.nextBatch(7);
            if (batch.length === 0) break;
            for (const poll of batch) {
              expect(acked.has(poll.seq)).toBe(false);
              acked.add(poll.seq);
            }
            journal.ack(batch.map((poll) => poll.seq));
          }
          expect(acked).toEqual(appended);
          expect(journal.stats()).toMatchObject({ polls: 0, dropped: 0 });
          journal.close();
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('journal: damage inside an older segment', () => {
  it('keeps the records before it and the later segments, and counts the unreadable polls as dropped', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory, segmentBytes: 4096 });
    journal.append(pollRounds(10, 5)); // 50 polls of 304 bytes: 13 a segment
    journal.close();
    const segments = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.seg'))
      .sort();
    expect(segments.length).toBe(4);
    const second = join(directory, segments[1]);
    const bytes = fs.readFileSync(second);
    bytes[304 * 5 + 100] ^= 0x01; // inside the sixth record of the second segment
    fs.writeFileSync(second, bytes);

    const reopened = Journal.open({ directory, segmentBytes: 4096 });
    const stats = reopened.stats();
    expect(stats.dropped).toBe(13 - 5);
    expect(stats.polls).toBe(50 - 8);
    const seqs = reopened
      .nextBatch(500)
      .map((poll) => poll.seq)
      .sort((a, b) => a - b);
    expect(seqs).toEqual([
      ...Array.from({ length: 18 }, (_, i) => i + 1),
      ...Array.from({ length: 24 }, (_, i) => i + 27),
    ]);
    reopened.close();
    // Counted once: a second open finds the segment already cut.
    const again = Journal.open({ directory, segmentBytes: 4096, readOnly: true });
    expect(again.stats().dropped).toBe(8);
    again.close();
  });
});

describe('journal: sync policy across a new segment', () => {
  it('syncs each segment a batch writes, and the folder once for a new segment file', () => {
    const calls: string[] = [];
    const counting: JournalFileSystem = {
      ...fs,
      fdatasyncSync: (fd) => {
        calls.push('fdatasync');
        fs.fdatasyncSync(fd);
      },
      fsyncSync: (fd) => {
        calls.push('fsync');
        fs.fsyncSync(fd);
      },
    };
    const journal = Journal.open({
      directory: tempDirectory(),
      segmentBytes: 304 * 10,
      fileSystem: counting,
    });
    journal.append([typicalPoll(1, 0)]);
    calls.length = 0;
    // Nine polls fill the first segment to ten; the other six begin the next one.
    journal.append(pollRounds(15, 1, 1));
    expect(calls).toEqual(['fdatasync', 'fsync', 'fdatasync']);
    journal.close();
  });
});

describe('journal: one writer', () => {
  it('refuses a second writer while the first has it open, and allows readers', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    expect(() => Journal.open({ directory })).toThrow(`in use by process ${process.pid}`);
    const reader = Journal.open({ directory, readOnly: true });
    reader.close();
    journal.close();
    Journal.open({ directory }).close();
  });

  it('takes over the lock of a process that is gone (a kill -9 leaves it behind)', () => {
    const directory = tempDirectory();
    Journal.open({ directory }).close();
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.writeFileSync(join(directory, 'lock'), String(gone.pid));
    const journal = Journal.open({ directory });
    expect(fs.readFileSync(join(directory, 'lock'), 'utf8')).toBe(String(process.pid));
    journal.close();
  });
});

describe('journal: an open that fails', () => {
  it('leaves no lock behind (a state file that is not JSON is reported, the folder stays usable)', () => {
    const directory = tempDirectory();
    Journal.open({ directory }).close();
    fs.writeFileSync(join(directory, 'state.json'), 'not json');
    expect(() => Journal.open({ directory })).toThrow(SyntaxError);
    expect(fs.existsSync(join(directory, 'lock'))).toBe(false);
  });

  it('gives the same order read-only as when writing', () => {
    const directory = tempDirectory();
    const journal = Journal.open({ directory });
    journal.append(pollRounds(2, 3));
    journal.close();
    const reader = Journal.open({ directory, readOnly: true });
    expect(reader.nextBatch().map((poll) => poll.seq)).toEqual([5, 6, 1, 2, 3, 4]);
    reader.close();
  });
});
