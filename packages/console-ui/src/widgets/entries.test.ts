import { describe, expect, it } from 'vitest';
import * as ui from '../index';
import * as map from '../map';

describe('entry points of the widgets', () => {
  it('keeps the map out of the main entry: it comes only from /map', () => {
    // pigeon-maps and supercluster stay out of the main entry so the app can load them lazily.
    expect(ui).not.toHaveProperty('ProjectMap');
    expect(typeof map.ProjectMap).toBe('function');
  });
});
