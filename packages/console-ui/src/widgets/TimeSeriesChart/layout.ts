import type { TimeSeries } from './series';

/** Space around the plot for the axes (px). */
export const MARGIN = { top: 12, right: 16, bottom: 28, left: 64 };
/** Space between stacked panels (one per unit) and the least height of one. */
const PANEL_GAP = 20;
const MIN_PANEL_HEIGHT = 96;

/** One stacked panel: the series of one unit on a value axis of their own (Grafana-like). */
export interface Panel {
  unit: string;
  top: number;
  height: number;
  /** Indexes into `series`. */
  members: number[];
}

/** Panels in order of the units' first series; the plot's height is shared, with a floor. */
export function layoutPanels(series: readonly TimeSeries[], plotHeight: number): Panel[] {
  const byUnit = new Map<string, number[]>();
  series.forEach((entry, index) => {
    const unit = entry.unit ?? '';
    const members = byUnit.get(unit);
    if (members) members.push(index);
    else byUnit.set(unit, [index]);
  });
  if (byUnit.size === 0) return [{ unit: '', members: [], top: 0, height: plotHeight }];
  const count = byUnit.size;
  const height =
    count === 1
      ? plotHeight
      : Math.max(MIN_PANEL_HEIGHT, Math.floor((plotHeight - PANEL_GAP * (count - 1)) / count));
  return [...byUnit].map(([unit, members], index) => ({
    unit,
    members,
    top: index * (height + PANEL_GAP),
    height,
  }));
}
