import type { LiveEventBody } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { consoleKey } from '../react/keys';
import { changeLogProject, eventTouchesKey } from './touches';

const BASE = 'http://demo.localhost:8787';
const key = (...parts: unknown[]) => consoleKey(BASE, ...(parts as [never, ...unknown[]]));

// Project 3, device 5, alarm entry 9; the other ids (4, 6, 10) are another project's.
const polled: LiveEventBody = {
  type: 'device.polled',
  project: 3,
  device: 5,
  at: '2026-11-20T10:00:00Z',
};
const state: LiveEventBody = { type: 'device.state', project: 3, device: 5, state: 'offline' };
const raised: LiveEventBody = { type: 'alarm.raised', project: 3, device: 5, entry: 9 };
const created: LiveEventBody = {
  type: 'change_log.created',
  project: 3,
  device: 5,
  entry: 1,
  status: 'incomplete',
};
const completed: LiveEventBody = { ...created, type: 'change_log.changed', status: 'complete' };
const failed: LiveEventBody = { ...created, type: 'change_log.changed', status: 'failed' };
const errors: LiveEventBody = { type: 'project.error_status', project: 3, error_status: true };

const KEYS = {
  slim: key('devices', 'slim', 5),
  otherSlim: key('devices', 'slim', 6),
  status: key('devices', 'status', 5),
  projectUnits: key('devices', 'projectUnits', 3),
  otherProjectUnits: key('devices', 'projectUnits', 4),
  unitStats: key('devices', 'stats', 'indoor', 77),
  realtime: key('realtime', 5, { coils: [], registers: [1] }),
  otherRealtime: key('realtime', 6, { coils: [], registers: [1] }),
  deviceList: key('devices', 'slimList', { page: 1 }),
  deviceDetail: key('devices', 'detail', 5),
  graph: key('graph', 'data', 5, {}),
  companyAlarms: key('alarmEntries', 'company', { is_resolved: false }),
  projectAlarms: key('alarmEntries', 'project', 3, {}),
  otherProjectAlarms: key('alarmEntries', 'project', 4, {}),
  alarmDetail: key('alarmEntries', 'detail', 9),
  otherAlarmDetail: key('alarmEntries', 'detail', 10),
  counts: key('alarmCounts', 3),
  otherCounts: key('alarmCounts', 4),
  stats: key('alarmStats'),
  projects: key('projects', 'list', {}),
  project: key('projects', 'detail', 3),
  otherProject: key('projects', 'detail', 4),
  recent: key('recentProjects'),
  users: key('users', 'list', {}),
  changeLog: key('changeLog', 3, 1),
} as const;

type Name = keyof typeof KEYS;

const touched = (event: LiveEventBody) =>
  (Object.keys(KEYS) as Name[]).filter((name) => eventTouchesKey(event, KEYS[name], BASE)).sort();

describe('eventTouchesKey', () => {
  it.each<[string, LiveEventBody, Name[]]>([
    [
      'a poll: the device’s live reads only',
      polled,
      ['projectUnits', 'realtime', 'slim', 'status', 'unitStats'],
    ],
    [
      'a state change: the device’s reads, device lists and the project',
      state,
      [
        'deviceDetail',
        'deviceList',
        'project',
        'projectUnits',
        'projects',
        'realtime',
        'recent',
        'slim',
        'status',
        'unitStats',
      ],
    ],
    [
      'an alarm: entries of the company, the project and the entry, counts, stats, projects',
      raised,
      ['alarmDetail', 'companyAlarms', 'counts', 'project', 'projectAlarms', 'projects', 'stats'],
    ],
    ['a logged write: nothing but the change log (see changeLogProject)', created, []],
    [
      'a write that took: the device’s live reads',
      completed,
      ['projectUnits', 'realtime', 'slim', 'status', 'unitStats'],
    ],
    ['a write that failed: nothing else', failed, []],
    ['an error status: the project and the lists', errors, ['project', 'projects', 'recent']],
  ])('%s', (_name, event, expected) => {
    expect(touched(event)).toEqual([...expected].sort());
  });

  it('never touches another tenant’s cache (another base URL) nor keys that are not console keys', () => {
    const acme = consoleKey('http://acme.localhost:8787', 'devices', 'slim', 5);
    for (const event of [polled, state, raised, completed, errors]) {
      expect(eventTouchesKey(event, acme, BASE)).toBe(false);
      expect(eventTouchesKey(event, '$inf$whatever', BASE)).toBe(false);
      expect(eventTouchesKey(event, null, BASE)).toBe(false);
    }
  });

  it('names the project whose change log a write event changes', () => {
    expect(changeLogProject(created)).toBe(3);
    expect(changeLogProject(completed)).toBe(3);
    expect(changeLogProject(raised)).toBeUndefined();
  });
});
