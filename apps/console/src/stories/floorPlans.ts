import type { Floor } from '@hvac/console-api';
import { makeFloors } from '@hvac/console-api/mocks';

/**
 * A plan drawing of 800 × 500 px as an inline SVG: the fixtures' floors name files of the server
 * (`/files/ground-floor.png`) that Storybook does not serve, and a plan's areas are placed only once
 * its image has loaded. No network, the same pixels every run.
 */
const walls = 'M10 10h780v480H10zM10 200h300M310 10v480M310 320h480M560 10v310M420 320v170';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#fbfaf7"/><path d="${walls}" fill="none" stroke="#5b6470" stroke-width="6"/><path d="M140 200h40M310 90v40M450 320h40" stroke="#fbfaf7" stroke-width="8"/></svg>`;
export const FLOOR_PLAN_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The fixtures' floors of project 1 (Ground floor, First floor) with the inline plan drawing. */
export function floorsWithPlans(): Floor[] {
  return makeFloors(1).map((floor) => ({ ...floor, floor_image: FLOOR_PLAN_IMAGE }));
}
