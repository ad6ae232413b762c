import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_TAB,
  NAV_ITEMS,
  PROJECT_TABS,
  devicePath,
  isProjectTab,
  parseEntityId,
  projectPath,
  userPath,
  visibleNavItems,
  visibleProjectTabs,
} from './routes';

describe('parseEntityId', () => {
  it.each([
    ['7', 7],
    ['123456', 123456],
    ['abc', null],
    ['1.5', null],
    ['-3', null],
    ['0', null],
    ['007', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
    ['99999999999999999999', null],
  ])('reads %j as %j', (segment, id) => {
    expect(parseEntityId(segment)).toBe(id);
  });
});

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

describe('visibleNavItems (who sees which navigation entry)', () => {
  it.each<[string | null | undefined, string[]]>([
    ['company_admin', ['Home', 'Projects', 'Devices', 'Users']],
    ['company_manager', ['Home', 'Projects', 'Devices', 'Users']],
    ['company_operator', ['Home', 'Projects', 'Devices']],
    ['company_spectator', ['Home', 'Projects', 'Devices']],
    // Not known yet, or not a permission type: nothing that needs a permission.
    [undefined, ['Home', 'Projects', 'Devices']],
    [null, ['Home', 'Projects', 'Devices']],
    ['superuser', ['Home', 'Projects', 'Devices']],
  ])('%j sees %j', (permissionType, labels) => {
    expect(visibleNavItems(permissionType).map((item) => item.label)).toEqual(labels);
  });

  it('keeps the entries in navigation order with their paths', () => {
    expect(visibleNavItems('company_admin')).toEqual(NAV_ITEMS);
  });
});
