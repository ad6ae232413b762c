/** 6 series × 25,920 points: 90 days at 5 minutes, as the server answers its largest graph. */
export const SERIES = 6;
export const POINTS = 25_920;
const STEP = 5 * 60_000;
const START = Date.UTC(2026, 0, 1);

/** A deterministic pseudo-random sequence (LCG), so every run draws the same data. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface BenchData {
  /** Timestamps in ms. */
  x: number[];
  /** One array per series; null is missing data (a one-day outage in every series). */
  ys: (number | null)[][];
  labels: string[];
}

export function makeData(): BenchData {
  const x = Array.from({ length: POINTS }, (_, index) => START + index * STEP);
  const outageFrom = Math.floor(POINTS * 0.6);
  const outageTo = outageFrom + 288;
  const ys = Array.from({ length: SERIES }, (_, series) => {
    const random = sequence(series + 1);
    let walk = 0;
    return x.map((time, index) => {
      walk += (random() - 0.5) * 0.4;
      if (index >= outageFrom && index < outageTo) return null;
      const day = (time - START) / 86_400_000;
      const spike = random() < 0.0005 ? 15 : 0;
      return (
        Math.round((20 + series * 8 + 6 * Math.sin(2 * Math.PI * day) + walk + spike) * 100) / 100
      );
    });
  });
  return { x, ys, labels: ys.map((_, series) => `Series ${series + 1}`) };
}
