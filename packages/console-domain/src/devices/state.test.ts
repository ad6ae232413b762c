import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddDeviceModels,
  checkDeviceModelFile,
  deviceModelSummary,
  readDeviceModelFile,
  modelFileProblemText,
  modelFileProblems,
} from './modelFile';
import {
  answeredInText,
  deviceStateCountsText,
  removeDeviceText,
  unitRemovalHasData,
  unitRemovalsText,
} from './deviceMessages';
import {
  countDeviceStates,
  deviceState,
  deviceStateLabel,
  deviceStateTone,
  hasStaleValues,
  lastSeenText,
  offlineSinceText,
  longestSilent,
} from './state';

const offline = (id: number, last_seen: string | null) => ({
  id,
  status: { state: 'offline', last_seen, last_error: 'No answer within 2 s' },
});

describe('device state', () => {
  it.each([
    ['online', 'Online', 'success'],
    ['offline', 'Offline', 'danger'],
    ['unknown', 'Not yet polled', 'neutral'],
  ] as const)('%s reads %s in tone %s', (state, label, tone) => {
    expect(deviceStateLabel(state)).toBe(label);
    expect(deviceStateTone(state)).toBe(tone);
  });

  it('reads a missing or unknown status as not yet polled', () => {
    expect(deviceState(undefined)).toBe('unknown');
    expect(deviceState({ state: 'rebooting' })).toBe('unknown');
  });

  it('marks only offline values as stale', () => {
    expect(hasStaleValues({ state: 'offline' })).toBe(true);
    expect(hasStaleValues({ state: 'online' })).toBe(false);
    expect(hasStaleValues(null)).toBe(false);
  });

  it("reads 'Never' before any successful poll", () => {
    expect(lastSeenText(null)).toBe('Never');
    expect(lastSeenText('2026-11-26T08:05:00Z', { timeZone: 'UTC' })).toBe(
      'November 26, 2026 at 08:05',
    );
  });

  it('says since when an offline device is silent, or that it never answered', () => {
    expect(offlineSinceText('2026-11-26T08:05:00Z', { timeZone: 'UTC' })).toBe(
      'The device is offline since November 26, 2026 at 08:05.',
    );
    expect(offlineSinceText(null)).toBe('The device is offline and has not answered yet.');
  });

  it('counts states', () => {
    const counts = countDeviceStates([
      { status: { state: 'online' } },
      { status: { state: 'offline' } },
      { status: { state: 'online' } },
      {},
    ]);
    expect(counts).toEqual({ online: 2, offline: 1, unknown: 1 });
    expect(deviceStateCountsText(counts)).toBe('2 online, 1 offline, 1 not yet polled');
    expect(deviceStateCountsText({ online: 3, offline: 0, unknown: 0 })).toBe(
      '3 online, 0 offline',
    );
  });
});

describe('longestSilent', () => {
  it('orders never-seen first, then the oldest last seen, and keeps five', () => {
    const devices = [
      offline(1, '2026-11-26T09:00:00Z'),
      { id: 2, status: { state: 'online', last_seen: '2020-01-01T00:00:00Z' } },
      offline(3, '2026-11-25T09:00:00Z'),
      offline(4, null),
      offline(5, '2026-11-26T08:00:00Z'),
      offline(6, '2026-11-26T07:00:00Z'),
      offline(7, '2026-11-26T06:00:00Z'),
    ];
    expect(longestSilent(devices).map((device) => device.id)).toEqual([4, 3, 7, 6, 5]);
  });

  it('never returns more than asked, nor a device that is not offline (property)', () => {
    const status = fc.record({
      state: fc.constantFrom('online', 'offline', 'unknown'),
      last_seen: fc.option(fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
    });
    fc.assert(
      fc.property(fc.array(status), fc.nat(10), (statuses, limit) => {
        const devices = statuses.map((item, id) => ({ id, status: item }));
        const silent = longestSilent(devices, limit);
        expect(silent.length).toBe(
          Math.min(limit, statuses.filter((item) => item.state === 'offline').length),
        );
        expect(silent.every((device) => device.status.state === 'offline')).toBe(true);
      }),
    );
  });
});

describe('removeDeviceText', () => {
  it('names what goes with the device', () => {
    expect(removeDeviceText('GW-7', { systems: 2, indoorUnits: 1 })).toBe(
      'GW-7 and its 2 systems and 1 indoor unit, with their history, alarm configurations, alarm entries and change log, will be removed. This cannot be undone.',
    );
    expect(removeDeviceText('HP-1')).toMatch(/^HP-1, with their history/);
  });
});

describe('unit removals', () => {
  const none = {
    alarm_configurations: 0,
    alarm_entries: 0,
    unresolved_alarm_entries: 0,
    floor_plan_areas: 0,
    history: false,
  };
  it.each([
    [
      [
        {
          ...none,
          system: 1,
          unit: 3,
          name: 'Office',
          alarm_configurations: 2,
          alarm_entries: 5,
          unresolved_alarm_entries: 1,
          floor_plan_areas: 1,
          history: true,
        },
      ],
      'Saving removes this unit and what belongs to it: System 1 · Unit 3 · Office: 2 alarm configurations, 5 alarm entries (1 unresolved), 1 floor-plan area, stored history. This cannot be undone.',
    ],
    [
      [
        { ...none, system: 2, unit: null, name: '', alarm_configurations: 1 },
        { ...none, system: 2, unit: 4, name: ' ', alarm_entries: 1 },
      ],
      'Saving removes these 2 units and what belongs to them: System 2: 1 alarm configuration; System 2 · Unit 4: 1 alarm entry. This cannot be undone.',
    ],
  ])('names each unit with its counts', (removals, text) => {
    expect(unitRemovalsText(removals)).toBe(text);
  });

  it('asks only about a unit that has something', () => {
    expect(unitRemovalHasData({ ...none, system: 1, unit: 1, name: '' })).toBe(false);
    expect(unitRemovalHasData({ ...none, system: 1, unit: 1, name: '', history: true })).toBe(true);
    expect(unitRemovalHasData({ ...none, system: 1, unit: 1, name: '', alarm_entries: 1 })).toBe(
      true,
    );
  });
});

describe('readDeviceModelFile and deviceModelSummary', () => {
  it('reads any one JSON object, whatever fields it lacks: the server names them all', () => {
    expect(readDeviceModelFile('{"key": "x"}')).toEqual({ ok: true, model: { key: 'x' } });
    expect(readDeviceModelFile('[1]').ok).toBe(false);
    expect(readDeviceModelFile('{"key": ').ok).toBe(false);
  });

  it('names a model by its summary fields, or not at all while one is missing', () => {
    const model = { manufacturer: 'Acme', model: 'VRF 1', model_type: 'A1', device_type: 'VRF' };
    expect(deviceModelSummary(model)).toBe('Acme VRF 1 A1 (VRF)');
    expect(deviceModelSummary({ ...model, manufacturer: ' ' })).toBeUndefined();
    expect(deviceModelSummary({ ...model, device_type: 3 })).toBeUndefined();
  });
});

describe('checkDeviceModelFile', () => {
  const model = {
    key: 'acme-vrf',
    manufacturer: 'Acme',
    model: 'VRF 1',
    model_type: 'A1',
    device_type: 'VRF',
    is_single_unit: false,
    layout: {},
    parameters: {},
  };

  it('accepts a model with its summary, layout and parameters', () => {
    expect(checkDeviceModelFile(JSON.stringify(model))).toEqual({ ok: true, model });
  });

  it('refuses text that is not JSON, saying why', () => {
    const result = checkDeviceModelFile('{"key": ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0].message).toMatch(/^The file is not valid JSON\. /);
  });

  it('refuses anything but one object', () => {
    expect(checkDeviceModelFile('[1]')).toEqual({
      ok: false,
      problems: [{ path: '', message: 'The file must hold one JSON object.' }],
    });
  });

  it('points at each failing field', () => {
    const { manufacturer: _omitted, ...rest } = model;
    const result = checkDeviceModelFile(
      JSON.stringify({ ...rest, model: '', is_single_unit: 'no', layout: [] }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'manufacturer', message: 'This field is required.' },
        { path: 'model', message: 'This field must be a non-empty text.' },
        { path: 'is_single_unit', message: 'This field must be true or false.' },
        { path: 'layout', message: 'This field must be an object.' },
      ],
    });
  });

  it("reads the server's field messages with their paths", () => {
    const problems = modelFileProblems({
      'parameters.indoor.2.offset': ['Expected a number.'],
      non_field_errors: ['Unknown key.'],
    });
    expect(problems.map(modelFileProblemText)).toEqual([
      'parameters.indoor.2.offset: Expected a number.',
      'Unknown key.',
    ]);
  });
});

describe('canAddDeviceModels', () => {
  it('is for company admins only', () => {
    expect(canAddDeviceModels('company_admin')).toBe(true);
    for (const type of ['company_manager', 'company_operator', 'company_spectator', undefined]) {
      expect(canAddDeviceModels(type)).toBe(false);
    }
  });
});

describe('answeredInText', () => {
  it('says how long the device took, in whole milliseconds', () => {
    expect(answeredInText(12.4)).toBe('Answered in 12 ms');
    expect(answeredInText(-1)).toBe('Answered in 0 ms');
  });
});
