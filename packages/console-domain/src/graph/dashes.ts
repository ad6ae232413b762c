import { cycle } from './graph';

/**
 * Dash pattern of each series in header order (on and off lengths in px, empty for a solid line):
 * the second cue beside the colour (WCAG 1.4.1), shown in the lines, the legend and the tooltip.
 */
export const GRAPH_DASHES: readonly (readonly number[])[] = [
  [],
  [8, 4],
  [2, 3],
  [10, 3, 2, 3],
  [4, 2],
  [12, 3, 3, 3, 3, 3],
  [2, 6],
  [16, 4],
];

/** The dash pattern of the series at `index` (the palette and the dashes cycle together). */
export function graphDash(index: number): readonly number[] {
  return cycle(GRAPH_DASHES, index);
}

/** Whether a dash pattern draws at `position` px along the line (a solid line always does). */
export function isDashOn(pattern: readonly number[], position: number): boolean {
  if (pattern.length === 0) return true;
  let period = 0;
  for (const length of pattern) period += length;
  let offset = ((position % period) + period) % period;
  for (let index = 0; index < pattern.length; index += 1) {
    if (offset < pattern[index]) return index % 2 === 0;
    offset -= pattern[index];
  }
  return true;
}
