import { describe, expect, it } from 'vitest';
import { projectMarkerTone } from './map';

describe('map markers', () => {
  it('colour a project by its active alarm', () => {
    expect(projectMarkerTone(true)).toBe('alarm');
    expect(projectMarkerTone(false)).toBe('ok');
    expect(projectMarkerTone(undefined)).toBe('ok');
  });
});
