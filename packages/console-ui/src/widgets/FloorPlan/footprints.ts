import type { AreaGeometry, Size } from '@hvac/console-domain';
import { DEFAULT_AREA_SIZE, freeAreaPosition } from '@hvac/console-domain';

/**
 * What each area of a drawn plan covers, in image pixels: its own box, or more where its text made
 * it grow (a small area on a small plan). The place a new area may take without hiding a label
 * is found among these, not among the stored sizes alone.
 */
export function drawnAreaFootprints(
  container: ParentNode | null | undefined,
  image: Size,
): Record<string, AreaGeometry> {
  const footprints: Record<string, AreaGeometry> = {};
  const plan = container?.querySelector<HTMLElement>('[data-floor-plan]');
  const planBox = plan?.getBoundingClientRect();
  if (!plan || !planBox || planBox.width <= 0) return footprints;
  const scale = image.width / planBox.width;
  for (const element of plan.querySelectorAll<HTMLElement>('[data-area-id]')) {
    const box = element.getBoundingClientRect();
    const id = element.dataset.areaId;
    if (!id) continue;
    footprints[id] = {
      x: (box.left - planBox.left) * scale,
      y: (box.top - planBox.top) * scale,
      width: box.width * scale,
      height: box.height * scale,
    };
  }
  return footprints;
}

/**
 * Where a new area goes on a drawn plan: the first place that keeps clear of every area as drawn,
 * for a box as large as the largest drawn one (the new area's text will need as much).
 */
export function freeSpotOnPlan(
  container: ParentNode | null | undefined,
  areas: readonly (AreaGeometry & { id: string })[],
  image: Size,
): { x: number; y: number } {
  const drawn = drawnAreaFootprints(container, image);
  const footprints = areas.map((area) => drawn[area.id] ?? area);
  const size = footprints.reduce<Size>(
    (largest, footprint) => ({
      width: Math.min(image.width, Math.max(largest.width, Math.ceil(footprint.width))),
      height: Math.min(image.height, Math.max(largest.height, Math.ceil(footprint.height))),
    }),
    { ...DEFAULT_AREA_SIZE },
  );
  return freeAreaPosition(size, footprints, image);
}
