import { describe, expect, it } from 'vitest';
import { formatGraphValue, graphCsv, graphSeriesLabel, toGraphColumns } from './export';
import { parseGraphSelection, writeGraphSelection } from './selection';

describe('formatGraphValue', () => {
  it.each([
    [21.5, '21.5'],
    [21.456, '21.46'],
    [3, '3'],
    [-0.001, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %j', (value, text) => {
    expect(formatGraphValue(value)).toBe(text);
  });

  it('names a series with its unit', () => {
    expect(graphSeriesLabel('Outdoor air temperature', '°C')).toBe('Outdoor air temperature (°C)');
    expect(graphSeriesLabel('Compressor frequency', null)).toBe('Compressor frequency');
  });
});

describe('graphCsv', () => {
  const timestamps = [
    Date.UTC(2026, 0, 1, 0, 0),
    Date.UTC(2026, 0, 1, 0, 5),
    Date.UTC(2026, 0, 1, 0, 10),
  ];
  it('writes an ISO timestamp and one column per header, as displayed', () => {
    const csv = graphCsv({
      timestamps,
      columns: [
        { label: 'Outdoor air temperature (°C)', values: [21.456, null, 20] },
        { label: 'Mode, "eco"', values: [1, 2, 3] },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'timestamp,Outdoor air temperature (°C),"Mode, ""eco"""',
      '2026-01-01T00:00:00.000Z,21.46,1',
      '2026-01-01T00:05:00.000Z,,2',
      '2026-01-01T00:10:00.000Z,20,3',
      '',
    ]);
  });

  it('keeps only the zoomed window', () => {
    const csv = graphCsv({
      timestamps,
      columns: [{ label: 'a', values: [1, 2, 3] }],
      from: timestamps[1],
      to: timestamps[1],
    });
    expect(csv).toBe('timestamp,a\r\n2026-01-01T00:05:00.000Z,2\r\n');
  });
});

describe('graph selection in the address', () => {
  it('round-trips headers, range, interval, device and zoom, keeping other parameters', () => {
    const selection = {
      headers: ['general.t_out', 'outdoor.1.freq'],
      timeRange: 30,
      interval: 15,
      device: 4,
      zoom: { from: Date.UTC(2026, 0, 2), to: Date.UTC(2026, 0, 3) },
    };
    const params = writeGraphSelection(new URLSearchParams('tab=graph'), selection);
    expect(params.get('tab')).toBe('graph');
    expect(params.get('headers')).toBe('general.t_out,outdoor.1.freq');
    expect(parseGraphSelection(params)).toEqual(selection);
  });

  it('falls back to the defaults on anything invalid and leaves defaults out of the address', () => {
    const parsed = parseGraphSelection(
      new URLSearchParams('range=14&interval=7&device=x&from=2&to=1&headers=,a,a'),
    );
    expect(parsed).toEqual({ headers: ['a'], timeRange: 7, interval: 5, device: null, zoom: null });
    expect(writeGraphSelection(new URLSearchParams(), parsed).toString()).toBe('headers=a');
  });

  it('keeps at most 12 headers', () => {
    const many = Array.from({ length: 20 }, (_, index) => `h${index}`).join(',');
    expect(parseGraphSelection(new URLSearchParams({ headers: many })).headers).toHaveLength(12);
  });
});

describe('toGraphColumns', () => {
  it('turns points into ascending timestamps and one value column per header, NaN where missing', () => {
    const columns = toGraphColumns(
      [
        { timestamp: '2026-01-01T00:05:00Z', data: { a: { computed: 2 }, b: { computed: null } } },
        { timestamp: '2026-01-01T00:00:00Z', data: { a: { computed: 1 } } },
        { timestamp: 'not a date', data: { a: { computed: 9 } } },
      ],
      ['a', 'b'],
    );
    expect([...columns.timestamps]).toEqual([
      Date.UTC(2026, 0, 1, 0, 0),
      Date.UTC(2026, 0, 1, 0, 5),
    ]);
    expect([...columns.values[0]]).toEqual([1, 2]);
    expect([...columns.values[1]]).toEqual([Number.NaN, Number.NaN]);
  });
});
