import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './usePolling';

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('polls while mounted and visible, with the latest callback, and stops on unmount', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ run }) => usePolling(run, { interval: 1000 }), {
      initialProps: { run: first },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ run: second });
    await vi.advanceTimersByTimeAsync(1000);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    setHidden(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(second).toHaveBeenCalledTimes(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toHaveBeenCalledTimes(2);

    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const run = vi.fn();
    renderHook(() => usePolling(run, { interval: 1000, enabled: false }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
