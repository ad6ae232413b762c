import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((previous) => previous + 10));
    expect(result.current[0]).toBe(12);
    expect(onChange.mock.calls).toEqual([[2], [12]]);
  });

  it('renders the controlled value and only asks the owner to change it', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, onChange }),
      { initialProps: { value: 5 } },
    );
    act(() => result.current[1](6));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(result.current[0]).toBe(5);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies successive functional updates within one event to the latest value', () => {
    const { result } = renderHook(() => useControllableState({ defaultValue: 0 }));
    act(() => {
      result.current[1]((previous) => previous + 1);
      result.current[1]((previous) => previous + 1);
    });
    expect(result.current[0]).toBe(2);
  });

  it('warns in development when a component switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const initialProps: { value: number | undefined } = { value: undefined };
    const { rerender } = renderHook(
      ({ value }) => useControllableState({ value, defaultValue: 0, name: 'page' }),
      { initialProps },
    );
    expect(warn).not.toHaveBeenCalled();
    rerender({ value: 3 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/changed its page from uncontrolled to controlled/);
    rerender({ value: 4 });
    expect(warn).toHaveBeenCalledTimes(1);
    rerender({ value: undefined });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatch(/from controlled to uncontrolled/);
    warn.mockRestore();
  });

  it('stays quiet while a component keeps its mode', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(
      ({ value }: { value: number }) => useControllableState({ value, defaultValue: 0 }),
      { initialProps: { value: 1 } },
    );
    rerender({ value: 2 });
    rerender({ value: 3 });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
