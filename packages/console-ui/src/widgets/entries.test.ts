import { describe, expect, it } from 'vitest';
import * as ui from '../index';
import * as map from '../map';

describe('entry points of the widgets', () => {
  it('exports every widget from the main entry, but the map only from /map', () => {
    for (const name of [
      'OutdoorSystemCard',
      'IndoorUnitCard',
      'SingleUnitCard',
      'DeviceCard',
      'ParameterTable',
      'AlarmStatsCard',
      'RecentAlertsList',
      'RecentProjectsList',
      'InviteDialog',
      'localTileProvider',
    ]) {
      expect(ui).toHaveProperty(name);
    }
    // pigeon-maps and supercluster stay out of the main entry so the app can load them lazily.
    expect(ui).not.toHaveProperty('ProjectMap');
    expect(typeof map.ProjectMap).toBe('function');
    expect(typeof map.localTileProvider).toBe('function');
  });
});
