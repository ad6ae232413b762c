import { GRAPH_MAX_DAYS } from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('DEMO_HISTORY_DAYS: the past the demo’s first start stores', () => {
  it('is the longest graph’s range unless told otherwise', () => {
    expect(loadConfig({}).demoHistoryDays).toBe(GRAPH_MAX_DAYS);
    expect(loadConfig({ DEMO_HISTORY_DAYS: '2' }).demoHistoryDays).toBe(2);
    expect(loadConfig({ DEMO_HISTORY_DAYS: '0' }).demoHistoryDays).toBe(0);
  });

  it('refuses what is not a whole number of days up to the longest graph', () => {
    for (const value of ['-1', '2.5', 'week', String(GRAPH_MAX_DAYS + 1)])
      expect(() => loadConfig({ DEMO_HISTORY_DAYS: value })).toThrow(
        `Invalid DEMO_HISTORY_DAYS: ${value} (a whole number from 0 to ${GRAPH_MAX_DAYS})`,
      );
  });
});
