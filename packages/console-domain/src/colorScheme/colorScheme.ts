/** The Settings menu's theme choices: a fixed scheme, or the system's preference. */
export const COLOR_SCHEME_CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number]['value'];
export type ColorScheme = 'light' | 'dark';

/** Where the choice is remembered (localStorage), beside the session's keys. */
export const COLOR_SCHEME_STORAGE_KEY = 'color_scheme';

/** Follows the system unless the user chose otherwise. */
export const DEFAULT_COLOR_SCHEME_CHOICE: ColorSchemeChoice = 'system';

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return COLOR_SCHEME_CHOICES.some((choice) => choice.value === value);
}

/** A stored choice, or the default for anything missing or unknown. */
export function parseColorSchemeChoice(stored: string | null | undefined): ColorSchemeChoice {
  return isColorSchemeChoice(stored) ? stored : DEFAULT_COLOR_SCHEME_CHOICE;
}

/** The scheme to show: the chosen one, or the system's ('prefers-color-scheme: dark'). */
export function resolveColorScheme(
  choice: ColorSchemeChoice,
  systemPrefersDark: boolean,
): ColorScheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
