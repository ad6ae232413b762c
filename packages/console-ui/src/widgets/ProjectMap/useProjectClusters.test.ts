import { MAP_VIEWPORT_PADDING } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { paddedBoundingBox, projectPosition, viewBounds } from './useProjectClusters';

describe('viewBounds and paddedBoundingBox', () => {
  it('widens the visible area by the viewport padding in pixels on every side', () => {
    const bounds = viewBounds([44.8125, 20.4612], 7, 1000, 800);
    const [west, south, east, north] = paddedBoundingBox(bounds, 7);
    // At zoom 7 one pixel is 360 / (256 * 2^7) degrees of longitude.
    const degreesPerPixel = 360 / (256 * 2 ** 7);
    expect(bounds.sw[1] - west).toBeCloseTo(MAP_VIEWPORT_PADDING * degreesPerPixel, 6);
    expect(east - bounds.ne[1]).toBeCloseTo(MAP_VIEWPORT_PADDING * degreesPerPixel, 6);
    expect(south).toBeLessThan(bounds.sw[0]);
    expect(north).toBeGreaterThan(bounds.ne[0]);
    // The view is 1000 px wide: its bounds span 1000 pixels' worth of longitude.
    expect(bounds.ne[1] - bounds.sw[1]).toBeCloseTo(1000 * degreesPerPixel, 6);
  });

  it('never leaves the world', () => {
    expect(paddedBoundingBox(viewBounds([0, 0], 1, 4000, 4000), 1)).toEqual([-180, -85, 180, 85]);
  });
});

describe('projectPosition', () => {
  it('reads lat and lon, also from strings, and rejects impossible values', () => {
    expect(projectPosition({ id: 1, name: 'a', location: { lat: '44.8', lon: '20.4' } })).toEqual([
      44.8, 20.4,
    ]);
    expect(projectPosition({ id: 1, name: 'a', location: { lat: 91, lon: 0 } })).toBeUndefined();
    expect(projectPosition({ id: 1, name: 'a', location: null })).toBeUndefined();
  });
});
