import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeviceFormInput } from './connection';
import {
  CONNECTION_DEFAULTS,
  connectionCheckText,
  connectionFieldErrors,
  deviceRequest,
  isValidHost,
  nextFreeNumber,
  SYSTEM_LIMITS,
  systemsFieldErrors,
  validateDeviceForm,
  wholeNumber,
} from './connection';
import { DEVICE_MESSAGES } from './deviceMessages';

const valid: DeviceFormInput = {
  model: 'midea-vrf-v6',
  unit_id: 'GW-7',
  host: '127.0.0.1',
  port: '502',
  unit: '1',
  poll_interval: '60',
  systems: [
    {
      unit: '1',
      indoor_units: [
        { unit: '1', name: 'Office', unit_type: 'regular' },
        { unit: '2', name: 'Lobby', unit_type: 'ducted' },
      ],
    },
  ],
};

describe('connection rules (DECISIONS.md Real devices)', () => {
  it('defaults to port 502, unit 1 and a poll every 60 s', () => {
    expect(CONNECTION_DEFAULTS).toEqual({ port: 502, unit: 1, poll_interval: 60 });
  });

  it.each<[string, string | number, boolean]>([
    ['port', 0, false],
    ['port', 1, true],
    ['port', '65535', true],
    ['port', 65_536, false],
    ['port', '5o2', false],
    ['port', '50.2', false],
    ['unit', 0, false],
    ['unit', '1', true],
    ['unit', 247, true],
    ['unit', 248, false],
    ['poll_interval', 9, false],
    ['poll_interval', '10', true],
    ['poll_interval', 3600, true],
    ['poll_interval', 3601, false],
    ['poll_interval', '', false],
  ])('%s %o is accepted: %s', (field, value, accepted) => {
    const errors = connectionFieldErrors({ ...valid, [field]: value });
    expect(errors[`connection.${field}` as keyof typeof errors] === undefined).toBe(accepted);
  });

  it('names the range in each message', () => {
    expect(connectionFieldErrors({ host: '', port: 0, unit: 0, poll_interval: 0 })).toEqual({
      'connection.host': 'Host is required.',
      'connection.port': 'Port must be a whole number from 1 to 65535.',
      'connection.unit': 'Modbus unit must be a whole number from 1 to 247.',
      'connection.poll_interval':
        'Poll interval must be a whole number of seconds from 10 to 3600.',
    });
  });

  it.each<[string, boolean]>([
    ['127.0.0.1', true],
    ['gateway.site-7.example.com', true],
    ['localhost', true],
    ['::1', true],
    ['fe80::1', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['host name', false],
    ['-bad.example', false],
    ['http://10.0.0.1', false],
    ['10.0.0.1:502', false],
  ])('host %s is valid: %s', (host, expected) => {
    expect(isValidHost(host)).toBe(expected);
  });

  it('reads whole numbers only', () => {
    expect(wholeNumber(' 42 ')).toBe(42);
    expect(wholeNumber('4e2')).toBeUndefined();
    expect(wholeNumber(-1)).toBe(-1);
    expect(wholeNumber(1.5)).toBeUndefined();
  });
});

describe('validateDeviceForm', () => {
  it('accepts a complete device and builds its request with numbers', () => {
    expect(validateDeviceForm(valid, { singleUnit: false })).toEqual({
      valid: true,
      fieldErrors: {},
    });
    expect(deviceRequest(valid, { singleUnit: false })).toEqual({
      unit_id: 'GW-7',
      model: 'midea-vrf-v6',
      connection: { host: '127.0.0.1', port: 502, unit: 1, poll_interval: 60 },
      systems: [
        {
          unit: 1,
          indoor_units: [
            { unit: 1, name: 'Office', unit_type: 'regular' },
            { unit: 2, name: 'Lobby', unit_type: 'ducted' },
          ],
        },
      ],
    });
  });

  it('sends no systems for a single-unit model, and asks for none', () => {
    const input = { ...valid, systems: [] };
    expect(validateDeviceForm(input, { singleUnit: true }).valid).toBe(true);
    expect(deviceRequest(valid, { singleUnit: true }).systems).toEqual([]);
    expect(validateDeviceForm(input, { singleUnit: false }).fieldErrors).toEqual({
      systems: 'Add at least one system.',
    });
  });

  it('puts each message on its own path', () => {
    const result = validateDeviceForm(
      {
        ...valid,
        model: '',
        unit_id: ' ',
        systems: [
          { unit: '1', indoor_units: [{ unit: '3', name: '', unit_type: 'regular' }] },
          { unit: '1', indoor_units: [{ unit: '3', name: 'Hall', unit_type: 'regular' }] },
          { unit: 'x', indoor_units: [{ unit: '0', name: 'Hall', unit_type: 'regular' }] },
        ],
      },
      { singleUnit: false },
    );
    expect(result.valid).toBe(false);
    expect(result.fieldErrors).toEqual({
      model: DEVICE_MESSAGES.MODEL_REQUIRED,
      unit_id: DEVICE_MESSAGES.UNIT_ID_REQUIRED,
      'systems.0.indoor_units.0.name': 'Name is required',
      'systems.1.unit': 'Each system needs its own number.',
      'systems.1.indoor_units.0.unit': 'Each indoor unit of the device needs its own number.',
      'systems.2.unit': 'System number must be a whole number from 1 to 999.',
      'systems.2.indoor_units.0.unit': 'Unit number must be a whole number from 1 to 999.',
    });
  });

  it('holds the limits the server holds: numbers to 999, 64 systems, 256 units each, names to 100', () => {
    const unit = (number: number | string, name = 'Office') => ({
      unit: number,
      name,
      unit_type: 'regular',
    });
    expect(
      systemsFieldErrors([
        { unit: '1000', indoor_units: [unit(999), unit(1000), unit(2, 'x'.repeat(101))] },
      ]),
    ).toEqual({
      'systems.0.unit': DEVICE_MESSAGES.SYSTEM_NUMBER_INVALID,
      'systems.0.indoor_units.1.unit': DEVICE_MESSAGES.INDOOR_NUMBER_INVALID,
      'systems.0.indoor_units.2.name': DEVICE_MESSAGES.INDOOR_NAME_TOO_LONG,
    });
    const many = Array.from({ length: SYSTEM_LIMITS.systems + 1 }, (_, index) => ({
      unit: index + 1,
      indoor_units: [],
    }));
    expect(systemsFieldErrors(many)).toEqual({ systems: DEVICE_MESSAGES.TOO_MANY_SYSTEMS });
    expect(systemsFieldErrors(many.slice(0, SYSTEM_LIMITS.systems))).toEqual({});
    const crowded = Array.from({ length: SYSTEM_LIMITS.indoorUnitsPerSystem + 1 }, (_, index) =>
      unit(index + 1),
    );
    expect(systemsFieldErrors([{ unit: 1, indoor_units: crowded }])).toEqual({
      systems: DEVICE_MESSAGES.TOO_MANY_INDOOR_UNITS,
    });
  });

  it('valid connections are exactly the whole numbers in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 70_000 }), (port) => {
        const errors = connectionFieldErrors({ ...valid, port: String(port) });
        expect(errors['connection.port'] === undefined).toBe(port >= 1 && port <= 65_535);
      }),
    );
  });
});

describe('helpers', () => {
  it('numbers a new row after the highest used', () => {
    expect(nextFreeNumber([])).toBe(1);
    expect(nextFreeNumber(['1', 4, '', 'x'])).toBe(5);
  });

  it("shows the server's sentence, or ours when it sent none", () => {
    expect(connectionCheckText({ ok: true, detail: 'Answered in 12 ms' })).toBe(
      'Answered in 12 ms',
    );
    expect(connectionCheckText({ ok: false, detail: 'Connection refused' })).toBe(
      'Connection refused',
    );
    expect(connectionCheckText({ ok: true, detail: null })).toBe('The device answered.');
    expect(connectionCheckText({ ok: false })).toBe('The device did not answer.');
  });
});
