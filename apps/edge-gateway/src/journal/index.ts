export { DEFAULT_CAP_BYTES, DEFAULT_SEGMENT_BYTES, Journal, MAX_BATCH } from './journal.ts';
export type { JournalOptions, JournalStats } from './journal.ts';
export type { JournalFileSystem } from './fileSystem.ts';
export type { NewPoll, Poll } from './poll.ts';
