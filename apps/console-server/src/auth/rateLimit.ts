/**
 * Counts failures per key in a sliding window. `blockedFor` answers how many seconds a key must wait
 * once it reached the limit. Memory stays bounded: stale keys are dropped as new failures arrive.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, nowMs: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => nowMs - time < this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds until `key` may try again; 0 when it may try now. */
  blockedFor(key: string, now: Date): number {
    const nowMs = now.getTime();
    const times = this.recent(key, nowMs);
    if (times.length < this.limit) return 0;
    const oldestCounted = times[times.length - this.limit];
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - nowMs) / 1000));
  }

  fail(key: string, now: Date): void {
    const nowMs = now.getTime();
    if (this.failures.size >= this.maxKeys) this.prune(nowMs);
    const times = this.recent(key, nowMs);
    times.push(nowMs);
    this.failures.set(key, times);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(nowMs: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, nowMs);
    // Still full of fresh keys (an attack spread over many names): forget the oldest ones.
    const excess = this.failures.size - Math.floor(this.maxKeys * 0.9);
    if (excess > 0)
      [...this.failures.keys()].slice(0, excess).forEach((key) => this.failures.delete(key));
  }
}
