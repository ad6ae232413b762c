/** 'updated 12 s ago' (seconds under two minutes, then minutes, then hours). */
export function valueAgeText(ageMs: number): string {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 120) return `updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `updated ${minutes} min ago`;
  return `updated ${Math.floor(minutes / 60)} h ago`;
}

/** The texts of ValueAgeText: the defaults, and what a product may replace through `labels`. */
export interface ValueAgeTextLabels {
  /** The age of the value: 'updated 12 s ago'. */
  updated: (ageMs: number) => string;
  /** The badge of a value older than two refresh intervals. */
  stale: string;
}

export const DEFAULT_VALUE_AGE_TEXT_LABELS: ValueAgeTextLabels = {
  updated: valueAgeText,
  stale: 'Stale',
};
