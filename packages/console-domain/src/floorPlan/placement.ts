import type { AreaGeometry, Size } from './floorPlan';

// The floor plan's area tools, apart from floorPlan.ts: only the Floor Plan tab uses them, and a
// module of their own stays in that tab's chunk instead of the shared one.

/** Texts of the floor plan's area tools that the specification does not name. */
export const AREA_TEXT = {
  /** Add New Area in a project whose devices have no indoor unit: why the list is empty, what to do. */
  noUnits:
    'This project has no devices with indoor units, so there is no unit to place on the plan. Add the project’s devices first (an administrator does this); their indoor units are then listed here.',
  x: 'X (px from the left)',
  y: 'Y (px from the top)',
  positionInvalid: 'Enter a whole number from 0 to the image size.',
  confirmRemove: (label: string) =>
    `Remove the area "${label}" from this floor plan? Its unit is not changed.`,
} as const;

function overlaps(a: AreaGeometry, b: AreaGeometry, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap &&
    b.x < a.x + a.width + gap &&
    a.y < b.y + b.height + gap &&
    b.y < a.y + a.height + gap
  );
}

/**
 * Where a new area of `size` goes: the first place, row by row from the top-left corner in steps of
 * `step` px, that keeps `gap` px from every other area (so no label hides another's); the
 * top-left corner when the image has no such place.
 */
export function freeAreaPosition(
  size: Size,
  areas: readonly AreaGeometry[],
  image: Size,
  { step = 10, gap = 10 }: { step?: number; gap?: number } = {},
): { x: number; y: number } {
  const maxX = image.width - size.width;
  const maxY = image.height - size.height;
  for (let y = 0; y <= maxY; y += step) {
    for (let x = 0; x <= maxX; x += step) {
      const candidate = { x, y, ...size };
      if (!areas.some((area) => overlaps(candidate, area, gap))) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}
