import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AREA_SIZE,
  UNIT_TYPES,
  areasDiffer,
  clampArea,
  createArea,
  floorAfterDelete,
  floorIds,
  floorsInOrder,
  isUnitType,
  moveAreaBy,
  moveFloor,
  nextFloorOrder,
} from './floorPlan';
import { freeAreaPosition } from './placement';

const image = { width: 800, height: 600 };

describe('clampArea (dragging stays inside the image)', () => {
  it.each([
    [
      { x: 10, y: 20, width: 50, height: 50 },
      { x: 10, y: 20, width: 50, height: 50 },
    ],
    [
      { x: -30, y: -5, width: 50, height: 50 },
      { x: 0, y: 0, width: 50, height: 50 },
    ],
    [
      { x: 790, y: 590, width: 50, height: 50 },
      { x: 750, y: 550, width: 50, height: 50 },
    ],
    [
      { x: 100, y: 100, width: 900, height: 700 },
      { x: 0, y: 0, width: 800, height: 600 },
    ],
    [
      { x: Number.NaN, y: 5, width: Number.NaN, height: 40 },
      { x: 0, y: 5, width: 50, height: 40 },
    ],
    [
      { x: 5, y: 5, width: -10, height: 40 },
      { x: 5, y: 5, width: 0, height: 40 },
    ],
  ])('%o → %o', (area, clamped) => {
    expect(clampArea(area, image)).toEqual(clamped);
  });

  it('keeps the other fields of the area', () => {
    const area = {
      ...createArea({ id: 'a1', label: 'A', unitNumber: '3', unitType: 'kasetna' }),
      x: 900,
    };
    expect(clampArea(area, image)).toEqual({ ...area, x: 750 });
  });

  it('puts everything at 0 on an image without size', () => {
    expect(
      clampArea({ x: 5, y: 5, width: 50, height: 50 }, { width: Number.NaN, height: 0 }),
    ).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });

  it('always keeps a clamped area inside the image', () => {
    const coordinate = fc.double({ min: -1e6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(
        fc.record({ x: coordinate, y: coordinate, width: coordinate, height: coordinate }),
        fc.record({
          width: fc.double({ min: 0, max: 1e5, noNaN: true }),
          height: fc.double({ min: 0, max: 1e5, noNaN: true }),
        }),
        (area, size) => {
          const clamped = clampArea(area, size);
          expect(clamped.x).toBeGreaterThanOrEqual(0);
          expect(clamped.y).toBeGreaterThanOrEqual(0);
          expect(clamped.width).toBeGreaterThanOrEqual(0);
          expect(clamped.height).toBeGreaterThanOrEqual(0);
          // (image − size) + size may round up by one unit in the last place; pixels don't care.
          const slack = (value: number) => value + Number.EPSILON * Math.max(1, value);
          expect(clamped.x + clamped.width).toBeLessThanOrEqual(slack(size.width));
          expect(clamped.y + clamped.height).toBeLessThanOrEqual(slack(size.height));
        },
      ),
    );
  });

  it('leaves an area that already fits unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 300 }),
        (x, y, width, height) => {
          const area = { x, y, width, height };
          expect(clampArea(area, image)).toEqual(area);
        },
      ),
    );
  });
});

describe('areas and floors', () => {
  it('creates a 50 × 50 area at the origin', () => {
    expect(DEFAULT_AREA_SIZE).toEqual({ width: 50, height: 50 });
    expect(
      createArea({ id: 'a', label: 'Room 1', unitNumber: '12', unitType: 'plafonska' }),
    ).toEqual({
      id: 'a',
      label: 'Room 1',
      unitNumber: '12',
      unitType: 'plafonska',
      x: 0,
      y: 0,
      width: 50,
      height: 50,
    });
  });

  it('knows the unit types', () => {
    expect(UNIT_TYPES).toEqual(['kasetna', 'plafonska']);
    expect(isUnitType('kasetna')).toBe(true);
    expect(isUnitType('regular')).toBe(false);
  });

  it('selects the first remaining floor after a delete', () => {
    const floors = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(floorAfterDelete(floors, 1)).toEqual({ id: 2 });
    expect(floorAfterDelete(floors, '2')).toEqual({ id: 1 });
    expect(floorAfterDelete([{ id: 1 }], 1)).toBeUndefined();
  });

  it('moves a floor within the order', () => {
    expect(moveFloor(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveFloor(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveFloor(['a', 'b', 'c'], 1, 10)).toEqual(['a', 'c', 'b']);
    expect(moveFloor(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('moveAreaBy (keyboard and pointer moves)', () => {
  it.each([
    [{ x: 10, y: 10 }, 1, 0, { x: 11, y: 10 }],
    [{ x: 10, y: 10 }, -10, -10, { x: 0, y: 0 }],
    [{ x: 745, y: 545 }, 10, 10, { x: 750, y: 550 }],
  ])('%j by (%d, %d)', (start, dx, dy, end) => {
    const area = { ...start, width: 50, height: 50 };
    expect(moveAreaBy(area, dx, dy, image)).toEqual({ ...end, width: 50, height: 50 });
  });

  it('never leaves the image (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 750 }),
        fc.integer({ min: 0, max: 550 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (x, y, dx, dy) => {
          const moved = moveAreaBy({ x, y, width: 50, height: 50 }, dx, dy, image);
          expect(moved.x).toBeGreaterThanOrEqual(0);
          expect(moved.y).toBeGreaterThanOrEqual(0);
          expect(moved.x + moved.width).toBeLessThanOrEqual(image.width);
          expect(moved.y + moved.height).toBeLessThanOrEqual(image.height);
        },
      ),
    );
  });
});

describe('areasDiffer, floorIds and nextFloorOrder', () => {
  const area = { id: 'a', x: 1, y: 2, width: 50, height: 50 };
  it('tells unsaved moves apart', () => {
    expect(areasDiffer([area], [{ ...area }])).toBe(false);
    expect(areasDiffer([area], [{ ...area, x: 2 }])).toBe(true);
    expect(areasDiffer([area], [])).toBe(true);
    expect(areasDiffer([area], [{ ...area, id: 'b' }])).toBe(true);
  });
  it('lists ids in order and orders a new floor last', () => {
    expect(floorIds([{ id: 3 }, { id: 1 }])).toEqual([3, 1]);
    expect(nextFloorOrder([])).toBe(0);
    expect(nextFloorOrder([{ order: 0 }, { order: 4 }])).toBe(5);
  });
});

describe('freeAreaPosition (a new area never hides another one)', () => {
  const size = DEFAULT_AREA_SIZE;
  it('takes the top-left corner of an empty plan', () => {
    expect(freeAreaPosition(size, [], image)).toEqual({ x: 0, y: 0 });
  });

  it('goes right of an area at the corner, keeping the gap', () => {
    expect(freeAreaPosition(size, [{ x: 0, y: 0, ...size }], image)).toEqual({ x: 60, y: 0 });
  });

  it('goes to the next row when the first is full', () => {
    const row = Array.from({ length: 14 }, (_, index) => ({ x: index * 60, y: 0, ...size }));
    expect(freeAreaPosition(size, row, { width: 800, height: 600 })).toEqual({ x: 0, y: 60 });
  });

  it('falls back to the corner when nothing is free', () => {
    expect(
      freeAreaPosition(size, [{ x: 0, y: 0, width: 100, height: 100 }], {
        width: 100,
        height: 100,
      }),
    ).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('never overlaps an area of the plan (property)', () => {
    const areaArbitrary = fc.record({
      x: fc.integer({ min: 0, max: 700 }),
      y: fc.integer({ min: 0, max: 500 }),
      width: fc.integer({ min: 1, max: 100 }),
      height: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(areaArbitrary, { maxLength: 12 }), (areas) => {
        const place = freeAreaPosition(size, areas, image);
        const fits = !areas.some(
          (area) =>
            place.x < area.x + area.width &&
            area.x < place.x + size.width &&
            place.y < area.y + area.height &&
            area.y < place.y + size.height,
        );
        return fits || (place.x === 0 && place.y === 0);
      }),
    );
  });
});

describe('floorsInOrder', () => {
  it('orders floors by their order, then by id, without changing the list given', () => {
    const floors = [
      { id: 3, order: 1 },
      { id: 1, order: 2 },
      { id: 2, order: 1 },
    ];
    expect(floorsInOrder(floors).map((floor) => floor.id)).toEqual([2, 3, 1]);
    expect(floors.map((floor) => floor.id)).toEqual([3, 1, 2]);
  });
});
