/** Unit types of a floor-plan area: cassette (kasetna) and ceiling (plafonska) units. */
export const UNIT_TYPES = ['kasetna', 'plafonska'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  kasetna: 'Kasetna',
  plafonska: 'Plafonska',
};

export const DEFAULT_AREA_SIZE = { width: 50, height: 50 } as const;

export interface Size {
  width: number;
  height: number;
}

export interface AreaGeometry extends Size {
  x: number;
  y: number;
}

export interface FloorArea extends AreaGeometry {
  id: string;
  label: string;
  unitNumber: string;
  /** The device and indoor unit the area shows (the unit number alone is ambiguous across devices). */
  deviceId?: number | null;
  indoorUnitId?: number | null;
  unitType: UnitType;
  extraInfo?: string;
}

export function isUnitType(value: unknown): value is UnitType {
  return typeof value === 'string' && (UNIT_TYPES as readonly string[]).includes(value);
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Keeps an area inside the image: width and height are cut to the image's, x and y are held within
 * [0, image − size]. Other fields of the area are kept.
 */
export function clampArea<Area extends AreaGeometry>(area: Area, image: Size): Area {
  const imageWidth = Math.max(0, finiteOr(image.width, 0));
  const imageHeight = Math.max(0, finiteOr(image.height, 0));
  const width = clamp(finiteOr(area.width, DEFAULT_AREA_SIZE.width), 0, imageWidth);
  const height = clamp(finiteOr(area.height, DEFAULT_AREA_SIZE.height), 0, imageHeight);
  return {
    ...area,
    width,
    height,
    x: clamp(finiteOr(area.x, 0), 0, imageWidth - width),
    y: clamp(finiteOr(area.y, 0), 0, imageHeight - height),
  };
}

/** A new area of the default size at the top-left corner (the caller supplies a unique id). */
export function createArea(input: {
  id: string;
  label: string;
  unitNumber: string;
  deviceId?: number | null;
  indoorUnitId?: number | null;
  unitType: UnitType;
}): FloorArea {
  return { ...input, x: 0, y: 0, ...DEFAULT_AREA_SIZE };
}

/** After deleting a floor, the first remaining floor is selected (undefined when none is left). */
export function floorAfterDelete<Floor extends { id: number | string }>(
  floors: readonly Floor[],
  deletedId: number | string,
): Floor | undefined {
  return floors.find((floor) => String(floor.id) !== String(deletedId));
}

/** Floors in the order the user gave them (`order`), ties by id: the floor select's order. */
export function floorsInOrder<Floor extends { id: number; order: number }>(
  floors: readonly Floor[],
): Floor[] {
  return [...floors].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** Moves one floor within the ordered list (used before sending the new order to the server). */
export function moveFloor<Floor>(floors: readonly Floor[], from: number, to: number): Floor[] {
  const result = [...floors];
  if (from < 0 || from >= result.length) return result;
  const [moved] = result.splice(from, 1);
  result.splice(clamp(to, 0, result.length), 0, moved);
  return result;
}

/** Keyboard steps of the selected area (DECISIONS.md): 1 px, 10 px with Shift. */
export const AREA_KEY_STEP = 1;
export const AREA_KEY_STEP_LARGE = 10;

/** An area moved by (dx, dy) image pixels, held inside the image by `clampArea`. */
export function moveAreaBy<Area extends AreaGeometry>(
  area: Area,
  dx: number,
  dy: number,
  image: Size,
): Area {
  return clampArea({ ...area, x: area.x + dx, y: area.y + dy }, image);
}

/** Whether two lists of areas differ in any area's place or size (unsaved moves). */
export function areasDiffer(
  saved: readonly (AreaGeometry & { id: string })[],
  current: readonly (AreaGeometry & { id: string })[],
): boolean {
  if (saved.length !== current.length) return true;
  const byId = new Map(saved.map((area) => [area.id, area]));
  return current.some((area) => {
    const before = byId.get(area.id);
    return (
      !before ||
      before.x !== area.x ||
      before.y !== area.y ||
      before.width !== area.width ||
      before.height !== area.height
    );
  });
}

/** The ids the reorder call sends, first floor first. */
export function floorIds<Floor extends { id: number }>(floors: readonly Floor[]): number[] {
  return floors.map((floor) => floor.id);
}

/** Next `order` for a new floor: one past the highest, 0 for the first. */
export function nextFloorOrder(floors: readonly { order: number }[]): number {
  return floors.reduce((max, floor) => Math.max(max, floor.order + 1), 0);
}
