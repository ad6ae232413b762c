// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './polling';

function fakeDocument() {
  const target = new EventTarget();
  return Object.assign(target, {
    hidden: false,
    setHidden(hidden: boolean) {
      this.hidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  });
}

describe('createPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then every interval', async () => {
    const run = vi.fn();
    const poller = createPoller({ interval: 1000, run, document: fakeDocument() });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(poller.running).toBe(false);
  });

  it('pauses while the page is hidden and runs at once when it shows again', async () => {
    const page = fakeDocument();
    const run = vi.fn();
    const poller = createPoller({ interval: 1000, run, document: page });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    page.setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('does not start a run while the page is hidden', async () => {
    const page = fakeDocument();
    page.hidden = true;
    const run = vi.fn();
    const poller = createPoller({ interval: 1000, run, document: page });
    poller.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    poller.stop();
  });

  it('never overlaps runs and keeps going after a failure', async () => {
    let active = 0;
    let peak = 0;
    const onError = vi.fn();
    let count = 0;
    const run = async () => {
      active += 1;
      peak = Math.max(peak, active);
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      active -= 1;
      if (count === 1) throw new Error('offline');
    };
    const poller = createPoller({ interval: 1000, run, onError, document: fakeDocument() });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(peak).toBe(1);
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(count).toBeGreaterThan(2);
    poller.stop();
  });

  it('aborts the running task when stopped', async () => {
    let signal: AbortSignal | undefined;
    const poller = createPoller({
      interval: 1000,
      run: (received) => {
        signal = received;
        return new Promise(() => undefined);
      },
      document: fakeDocument(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(false);
    poller.stop();
    expect(signal?.aborted).toBe(true);
  });
});
