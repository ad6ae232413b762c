import { describe, expect, it } from 'vitest';
import * as ui from '../index';
import * as map from '../map';

describe('entry points of the widgets', () => {
  it('keeps the map out of the main entry: it comes only from /map', () => {
    // pigeon-maps and supercluster stay out of the main entry so the app can load them lazily.
    expect(ui).not.toHaveProperty('ProjectMap');
    expect(typeof map.ProjectMap).toBe('function');
  });

  it('serves the widgets from /widgets, the same ones the main entry still has', async () => {
    // Resolved by the package's name, through the `./widgets` entry of its exports.
    const widgets: Record<string, unknown> = await import('@hvac/console-ui/widgets');
    expect(typeof widgets.DeviceCard).toBe('function');
    for (const [name, value] of Object.entries(widgets)) expect(ui).toHaveProperty(name, value);
    // Primitives are the main entry's; the map is /map's.
    expect(widgets).not.toHaveProperty('Button');
    expect(widgets).not.toHaveProperty('DataTable');
    expect(widgets).not.toHaveProperty('ProjectMap');
  });
});
