import { MESSAGES, UNIT_TYPE_LABELS } from '@hvac/console-domain';

/** Screen texts of the floor plan; a product may replace any of them through `labels`. */
export const FLOOR_PLAN_TEXT = {
  plan: 'Floor plan',
  noImage: 'This floor has no plan image.',
  noAreas: 'No areas on this floor yet.',
  unit: 'unit',
  on: 'On',
  off: 'Off',
  error: 'Error',
  noError: 'No Error',
  set: 'Set',
  actual: 'actual',
  /** The measured (ambient) temperature's word on the plan: 'Room 23.4 °C'. */
  room: 'Room',
  stale: 'Stale',
  offline: 'Offline',
  lastValues: 'last values',
  noLiveValues: 'no live values',
  notAvailable: MESSAGES.NOT_AVAILABLE,
  keyboardHint:
    'Select an area with Tab or a click. With dragging enabled, the arrow keys move it by 1 pixel, with Shift by 10.',
  unitTypes: UNIT_TYPE_LABELS,
};

export type FloorPlanLabels = typeof FLOOR_PLAN_TEXT;

/** 'IU 0.01 moved to 121, 80.' (announced after a keyboard move). */
export function areaMovedText(label: string, x: number, y: number): string {
  return `${label} moved to ${Math.round(x)}, ${Math.round(y)}.`;
}
