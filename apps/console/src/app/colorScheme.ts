import type { ColorSchemeChoice } from '@hvac/console-domain';
import {
  COLOR_SCHEME_STORAGE_KEY,
  parseColorSchemeChoice,
  resolveColorScheme,
} from '@hvac/console-domain';
import { darkThemeClass, lightThemeClass } from '@hvac/console-ui';
import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ColorSchemeChoice {
  try {
    return parseColorSchemeChoice(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY));
  } catch {
    return parseColorSchemeChoice(null);
  }
}

let choice: ColorSchemeChoice = readChoice();

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Puts the chosen (or the system's) theme class on <html>, and tells the browser's own widgets. */
function apply(): void {
  const scheme = resolveColorScheme(choice, systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle(darkThemeClass, scheme === 'dark');
  root.classList.toggle(lightThemeClass, scheme === 'light');
  root.style.colorScheme = scheme;
}

/** Applies the remembered choice before the first render and follows system changes after. */
export function startColorScheme(): void {
  apply();
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', apply);
}

/** Remembers a choice and shows it at once. */
export function setColorSchemeChoice(next: ColorSchemeChoice): void {
  choice = next;
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the choice holds for this visit.
  }
  apply();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current choice, for the Settings menu's Light / Dark / System group. */
export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(subscribe, () => choice);
}
