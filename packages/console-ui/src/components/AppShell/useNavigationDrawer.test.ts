import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationDrawer } from './useNavigationDrawer';

/** A matchMedia whose answer the test changes, notifying listeners like the browser. */
function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        media: query,
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

describe('useNavigationDrawer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('docks open on wide screens', () => {
    installMatchMedia(true);
    const { result } = renderHook(() => useNavigationDrawer());
    expect(result.current.docked).toBe(true);
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('overlays closed on narrow screens and closes after use', () => {
    installMatchMedia(false);
    const { result } = renderHook(() => useNavigationDrawer());
    expect(result.current.docked).toBe(false);
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('returns to each layout’s default when the screen crosses the breakpoint', () => {
    const setWide = installMatchMedia(true);
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useNavigationDrawer({ onOpenChange }));
    act(() => setWide(false));
    expect(result.current.docked).toBe(false);
    expect(result.current.open).toBe(false);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    act(() => setWide(true));
    expect(result.current.open).toBe(true);
  });

  it('follows a forced mode and a controlled value', () => {
    installMatchMedia(true);
    const onOpenChange = vi.fn();
    const { result } = renderHook(() =>
      useNavigationDrawer({ mode: 'overlay', open: true, onOpenChange }),
    );
    expect(result.current.docked).toBe(false);
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(result.current.open).toBe(true);
  });
});

describe('useNavigationDrawer across the breakpoint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('never shows an open overlay, not even for the render that first sees the narrow screen', () => {
    const setWide = installMatchMedia(true);
    const seen: { docked: boolean; open: boolean }[] = [];
    const { result } = renderHook(() => {
      const drawer = useNavigationDrawer();
      seen.push({ docked: drawer.docked, open: drawer.open });
      return drawer;
    });
    act(() => setWide(false));
    act(() => setWide(true));
    expect(seen.filter((state) => !state.docked && state.open)).toEqual([]);
    expect(result.current).toMatchObject({ docked: true, open: true });
  });
});
