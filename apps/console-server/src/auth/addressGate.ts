/**
 * At most `concurrent` evaluations at a time per client address, the next ones waiting in line (at most
 * `queued`); beyond that, `enter` answers false at once. A flood of sign-ins from one address then holds
 * `concurrent` password hashes at a time instead of every core, so other clients' sign-ins keep their pace.
 */
export class AddressGate {
  private readonly lines = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(
    private readonly concurrent: number,
    private readonly queued: number,
  ) {}

  /** Resolves to a `leave` function once the address may go on, or to undefined when its line is full. */
  async enter(address: string): Promise<(() => void) | undefined> {
    let line = this.lines.get(address);
    if (!line) {
      line = { running: 0, waiting: [] };
      this.lines.set(address, line);
    }
    if (line.running >= this.concurrent) {
      if (line.waiting.length >= this.queued) return undefined;
      await new Promise<void>((resolve) => line.waiting.push(resolve));
    } else {
      line.running += 1;
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = line.waiting.shift();
      if (next)
        next(); // the slot passes on
      else {
        line.running -= 1;
        if (line.running === 0) this.lines.delete(address);
      }
    };
  }
}
