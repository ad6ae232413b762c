// pnpm --filter @hvac/edge-gateway run bench [-- --week]
// The journal's append rate against baselines of the same run, and the on-disk size of a typical poll
// (60 registers, 10 coils) with what a week of 200 devices polled every 60 s takes of the 2 GB cap.
// Absolute rates mean nothing on a shared machine: read the ratios. docs/benchmarks/edge-journal.md.
//   BENCH_SMOKE=1  tiny sizes (the workspace's bench:smoke)
//   --week         also write the whole week (2,016,000 polls, ~600 MB) and reopen it
import {
  appendFileSync,
  fdatasyncSync,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CAP_BYTES, Journal } from '../src/journal/index.ts';
import type { NewPoll } from '../src/journal/index.ts';
import { pollRounds } from '../test/polls.ts';

const DEVICES = 200;
const WEEK_POLLS = DEVICES * 1440 * 7;
const smoke = process.env.BENCH_SMOKE === '1';
const minutes = smoke ? 10 : 200;
const rounds = smoke ? 1 : 3;
const batches: NewPoll[][] = Array.from({ length: minutes }, (_, minute) =>
  pollRounds(DEVICES, 1, minute),
);
const polls = minutes * DEVICES;

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'hvac-edge-bench-'));
}

/** Polls a second and bytes on disk of one way of writing every batch. */
function measure(write: (directory: string) => number): { rate: number; bytes: number } {
  const directory = scratch();
  try {
    const started = process.hrtime.bigint();
    const bytes = write(directory);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { rate: polls / seconds, bytes };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const variants = {
  // The journal: CRC-framed binary records, one fdatasync a batch (a poll round of 200 devices).
  journal: (directory: string) => {
    const journal = Journal.open({ directory });
    for (const batch of batches) journal.append(batch);
    const { bytes } = journal.stats();
    journal.close();
    return bytes;
  },
  // Baseline: a JSON line a poll through fs.appendFileSync, never synced (survives no power loss).
  'appendFileSync (no fsync)': (directory: string) => {
    const path = join(directory, 'polls.jsonl');
    let seq = 1;
    for (const batch of batches) {
      appendFileSync(
        path,
        batch.map((poll) => `${JSON.stringify({ seq: seq++, ...poll })}\n`).join(''),
      );
    }
    return statSync(path).size;
  },
  // Baseline with the journal's durability: the same JSON lines, one fdatasync a batch.
  'appendFileSync + fdatasync a batch': (directory: string) => {
    const path = join(directory, 'polls.jsonl');
    const fd = openSync(path, 'a');
    let seq = 1;
    for (const batch of batches) {
      appendFileSync(
        fd,
        batch.map((poll) => `${JSON.stringify({ seq: seq++, ...poll })}\n`).join(''),
      );
      fdatasyncSync(fd);
    }
    closeSync(fd);
    return statSync(path).size;
  },
};

type Variant = keyof typeof variants;
const results = new Map<Variant, { rates: number[]; bytes: number }>();
// Interleaved rounds, so a burst of load from a neighbour hits every variant alike.
for (let round = 0; round < rounds; round++) {
  for (const [name, write] of Object.entries(variants) as [
    Variant,
    (directory: string) => number,
  ][]) {
    const { rate, bytes } = measure(write);
    const entry = results.get(name) ?? { rates: [], bytes };
    entry.rates.push(rate);
    results.set(name, entry);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const journalRate = median(results.get('journal')!.rates);
const format = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(
  `${polls.toLocaleString('en-US')} typical polls (60 registers, 10 coils) in batches of ${DEVICES}, median of ${rounds}:`,
);
for (const [name, { rates, bytes }] of results) {
  const rate = median(rates);
  console.log(
    `  ${name.padEnd(36)} ${format(rate).padStart(9)} polls/s   ${(bytes / polls).toFixed(1).padStart(6)} bytes/poll` +
      (name === 'journal' ? '' : `   journal/this = ${(journalRate / rate).toFixed(2)}`),
  );
}

const bytesPerPoll = results.get('journal')!.bytes / polls;
const weekBytes = bytesPerPoll * WEEK_POLLS;
console.log(
  `a week of ${DEVICES} devices every 60 s: ${WEEK_POLLS.toLocaleString('en-US')} polls × ${bytesPerPoll.toFixed(1)} bytes = ` +
    `${(weekBytes / 1e6).toFixed(0)} MB, ${((weekBytes / DEFAULT_CAP_BYTES) * 100).toFixed(1)}% of the ${DEFAULT_CAP_BYTES / 1e9} GB cap` +
    ` (${(DEFAULT_CAP_BYTES / bytesPerPoll / (DEVICES * 1440)).toFixed(1)} days fit)`,
);

if (process.argv.includes('--week')) {
  const directory = scratch();
  try {
    let journal = Journal.open({ directory });
    const started = process.hrtime.bigint();
    for (let minute = 0; minute < 1440 * 7; minute++)
      journal.append(pollRounds(DEVICES, 1, minute));
    const writeSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const written = journal.stats();
    journal.close();
    const opening = process.hrtime.bigint();
    journal = Journal.open({ directory });
    const openSeconds = Number(process.hrtime.bigint() - opening) / 1e9;
    const reopened = journal.stats();
    const memory = process.memoryUsage();
    const firstBatch = journal.nextBatch(500).length;
    journal.close();
    console.log(
      `the week written: ${written.polls.toLocaleString('en-US')} polls, ${(written.bytes / 1e6).toFixed(0)} MB on disk, ` +
        `dropped ${written.dropped}, written in ${writeSeconds.toFixed(0)} s; reopened in ${openSeconds.toFixed(1)} s ` +
        `(${reopened.polls.toLocaleString('en-US')} polls; then RSS ${(memory.rss / 1e6).toFixed(0)} MB, ` +
        `array buffers ${(memory.arrayBuffers / 1e6).toFixed(0)} MB), first batch ${firstBatch}`,
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

console.log(
  `edge-journal-bench polls=${polls} journal-polls-per-s=${Math.round(journalRate)} bytes-per-poll=${bytesPerPoll.toFixed(1)} ` +
    `week-share-of-cap=${(weekBytes / DEFAULT_CAP_BYTES).toFixed(3)}`,
);
