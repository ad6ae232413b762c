import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Journal } from '../src/journal/index.ts';
import { tempDirectory } from './tempDirectory.ts';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

interface Reported {
  opened: number;
  appended: number[];
  acked: Set<number>;
  /** Announced before `ack` was called: acknowledged on disk or not, depending on when the kill came. */
  acking: Set<number>;
}

/** Runs the append loop until it has reported `batches` appends, then kills it with SIGKILL. */
function runAndKill(directory: string, batches: number): Promise<Reported> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/fixtures/appendLoop.ts', directory],
      { cwd: packageDirectory, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const reported: Reported = { opened: 0, appended: [], acked: new Set(), acking: new Set() };
    let buffered = '';
    let appendedBatches = 0;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [word, first, last] = line.split(' ');
        if (word === 'opened') reported.opened = Number(first);
        for (let seq = Number(first); word !== 'opened' && seq <= Number(last); seq++) {
          if (word === 'appended') reported.appended.push(seq);
          if (word === 'acked') reported.acked.add(seq);
          if (word === 'acking') reported.acking.add(seq);
        }
        if (word === 'appended' && ++appendedBatches === batches) child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(reported);
      else reject(new Error(`The append loop ended by itself (${code}): ${stderr}`));
    });
  });
}

describe('journal: kill -9', () => {
  it('keeps every poll reported appended, forgets every one reported acked, and seq goes on above', async () => {
    const directory = tempDirectory();
    let highestBefore = 0;
    for (const batches of [60, 45]) {
      const reported = await runAndKill(directory, batches);
      // The second run opened a journal whose polls were all acknowledged and deleted: seq still goes on.
      expect(reported.opened).toBeGreaterThan(highestBefore);
      const journal = Journal.open({ directory, segmentBytes: 64 * 1024 });
      const present = new Set<number>();
      for (;;) {
        const batch = journal.nextBatch(500);
        if (batch.length === 0) break;
        for (const poll of batch) present.add(poll.seq);
        // A read, not a removal: mark them seen by acknowledging, as the sender would.
        journal.ack(batch.map((poll) => poll.seq));
      }
      const missing = reported.appended.filter(
        (seq) => !present.has(seq) && !reported.acked.has(seq) && !reported.acking.has(seq),
      );
      expect(missing).toEqual([]);
      expect(present.size).toBeGreaterThan(0);
      for (const seq of reported.acked) expect(present.has(seq)).toBe(false);
      expect(journal.nextSequence).toBeGreaterThan(Math.max(...reported.appended));
      highestBefore = Math.max(...reported.appended);
      journal.close();
    }
  });
});
