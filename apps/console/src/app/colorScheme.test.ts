import { darkThemeClass, lightThemeClass } from '@hvac/console-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';

function mockSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./colorScheme');
}

const html = () => document.documentElement.classList;

describe('colour scheme', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    html().remove(darkThemeClass, lightThemeClass);
  });

  it("follows the system's preference by default, also when it changes", async () => {
    const system = mockSystem(true);
    const { startColorScheme } = await freshModule();
    startColorScheme();
    expect(html().contains(darkThemeClass)).toBe(true);
    system.change(false);
    expect(html().contains(lightThemeClass)).toBe(true);
    expect(html().contains(darkThemeClass)).toBe(false);
  });

  it('remembers a chosen theme over the system', async () => {
    mockSystem(false);
    const first = await freshModule();
    first.startColorScheme();
    first.setColorSchemeChoice('dark');
    expect(html().contains(darkThemeClass)).toBe(true);
    expect(localStorage.getItem('color_scheme')).toBe('dark');

    html().remove(darkThemeClass);
    const second = await freshModule();
    second.startColorScheme();
    expect(html().contains(darkThemeClass)).toBe(true);
  });
});
