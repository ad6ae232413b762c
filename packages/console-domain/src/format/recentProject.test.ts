import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecentProject, parseRecentProject, parseRecentProjects } from './recentProject';

describe('parseRecentProject (the id follows the last underscore)', () => {
  it.each([
    ['Hotel Moskva_12', { name: 'Hotel Moskva', id: '12' }],
    ['name_with_underscores_12', { name: 'name_with_underscores', id: '12' }],
    ['_7', { name: '', id: '7' }],
    ['no-separator', undefined],
    ['trailing_', undefined],
  ])('%s → %o', (value, parsed) => {
    expect(parseRecentProject(value)).toEqual(parsed);
  });

  it('round-trips with formatRecentProject for any name and id without underscores in the id', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[0-9a-f-]{1,12}$/), (name, id) => {
        expect(parseRecentProject(formatRecentProject({ name, id }))).toEqual({ name, id });
      }),
    );
  });

  it('formats numeric ids', () => {
    expect(formatRecentProject({ name: 'Sava Centar', id: 3 })).toBe('Sava Centar_3');
  });
});

describe('parseRecentProjects', () => {
  it('drops malformed values and stops at the limit', () => {
    expect(parseRecentProjects(['a_1', 'bad', 'b_2', 'c_3'], 2)).toEqual([
      { name: 'a', id: '1' },
      { name: 'b', id: '2' },
    ]);
    expect(parseRecentProjects(['a_1', 'bad'])).toEqual([{ name: 'a', id: '1' }]);
  });
});
