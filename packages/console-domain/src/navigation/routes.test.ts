import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_TAB,
  NAV_ITEMS,
  PROJECT_TABS,
  devicePath,
  isProjectTab,
  projectPath,
  userPath,
  visibleProjectTabs,
} from './routes';

describe('routes', () => {
  it('opens the single-unit view for single-unit devices', () => {
    expect(devicePath({ id: 7, is_single_unit: true })).toBe('/devices/7/single/');
    expect(devicePath({ id: 7, is_single_unit: false })).toBe('/devices/7/');
    expect(devicePath({ id: 7 })).toBe('/devices/7/');
  });

  it('builds project and user paths', () => {
    expect(projectPath(3)).toBe('/projects/3/');
    expect(userPath('9')).toBe('/users/9/');
  });

  it('lists the drawer entries in order', () => {
    expect(NAV_ITEMS).toEqual([
      { label: 'Home', path: '/dashboard/' },
      { label: 'Projects', path: '/projects/' },
      { label: 'Devices', path: '/devices/' },
      { label: 'Users', path: '/users/' },
    ]);
  });

  it('shows Debug Mode to superusers only, alarms first by default', () => {
    expect(DEFAULT_PROJECT_TAB).toBe('alarms');
    expect(visibleProjectTabs(true)).toEqual(PROJECT_TABS);
    expect(visibleProjectTabs(false).map((tab) => tab.label)).toEqual([
      'Alarms',
      'Floor Plan',
      'Tree View',
      'Change Log',
      'Graph Logs',
      'Documentation',
    ]);
    expect(isProjectTab('graph')).toBe(true);
    expect(isProjectTab('statistics')).toBe(false);
  });
});
