import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './toastClock';
import { useToastQueue } from './useToastQueue';

describe('useToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a toast for 3000 ms by default (browser timers)', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => {
      result.current.show('success', 'Document uploaded successfully.');
    });
    expect(result.current.toasts).toEqual([
      { id: 1, tone: 'success', message: 'Document uploaded successfully.' },
    ]);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it('stacks toasts oldest first and lets each leave on its own time', () => {
    const clock = createManualClock();
    const { result } = renderHook(() => useToastQueue({ clock }));
    act(() => {
      result.current.show('success', 'first');
    });
    act(() => clock.advance(1000));
    act(() => {
      result.current.show('error', 'second');
    });
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['first', 'second']);
    act(() => clock.advance(2000));
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['second']);
    act(() => clock.advance(1000));
    expect(result.current.toasts).toEqual([]);
  });

  it('holds every timer while hovered and resumes with the time left', () => {
    const clock = createManualClock();
    const { result } = renderHook(() => useToastQueue({ clock }));
    act(() => {
      result.current.show('error', 'Failed to load devices.');
    });
    act(() => clock.advance(2000));
    act(() => result.current.pause('hover'));
    act(() => clock.advance(60_000));
    expect(result.current.toasts).toHaveLength(1);
    act(() => result.current.resume('hover'));
    act(() => clock.advance(999));
    expect(result.current.toasts).toHaveLength(1);
    act(() => clock.advance(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('stays paused until both hover and focus have left', () => {
    const clock = createManualClock();
    const { result } = renderHook(() => useToastQueue({ clock, durationMs: 100 }));
    act(() => result.current.pause('hover'));
    act(() => result.current.pause('focus'));
    act(() => {
      result.current.show('success', 'Saved');
    });
    act(() => result.current.resume('hover'));
    act(() => clock.advance(500));
    expect(result.current.paused).toBe(true);
    expect(result.current.toasts).toHaveLength(1);
    act(() => result.current.resume('focus'));
    act(() => clock.advance(100));
    expect(result.current.toasts).toHaveLength(0);
  });

  it('dismisses a toast at once and forgets its timer', () => {
    const clock = createManualClock();
    const { result } = renderHook(() => useToastQueue({ clock }));
    let id = 0;
    act(() => {
      id = result.current.show('success', 'one');
      result.current.show('success', 'two');
    });
    act(() => result.current.dismiss(id));
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['two']);
    act(() => clock.advance(3000));
    expect(result.current.toasts).toEqual([]);
  });
});
