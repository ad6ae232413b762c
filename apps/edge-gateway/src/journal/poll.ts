/** One answer of one device, as the gateway sends it on `up/polls` (docs/spec/DECISIONS.md "Edge gateways"). */
export interface Poll {
  /** Numbered by the journal: never repeats, across restarts too. */
  seq: number;
  /** The console's device id. */
  device: number;
  /** ISO 8601 from the gateway's clock. */
  at: string;
  /** Register address → raw value, as the device answered. */
  registers: Record<string, number>;
  coils: Record<string, 0 | 1>;
  /** null, or a sentence when the device did not answer. */
  error: string | null;
}

/** A poll before the journal has numbered it. */
export type NewPoll = Omit<Poll, 'seq'>;
