import { graphColor } from '@hvac/console-domain';

/** One line of the chart: a header's values, one per timestamp (null where data is missing). */
export interface TimeSeries {
  key: string;
  label: string;
  unit?: string | null;
  values: ArrayLike<number | null | undefined>;
}

/** The palette's black, drawn in the theme's text colour instead. */
export const FOREGROUND = 'currentColor';

/** Palette colour of the series at `index`; the palette's black follows the theme's text colour. */
export function seriesColor(index: number): string {
  const color = graphColor(index);
  return color === '#000000' ? FOREGROUND : color;
}
