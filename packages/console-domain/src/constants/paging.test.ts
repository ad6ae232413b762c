import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HISTORICAL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  HISTORICAL_PAGE_SIZES,
  MAX_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  orderingParam,
  pageCount,
  parseOrdering,
  toggleSortDirection,
} from './paging';

describe('page sizes', () => {
  it('offers only sizes the server answers, smallest first', () => {
    for (const size of [...PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, ...HISTORICAL_PAGE_SIZES]) {
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    }
    expect([...PAGE_SIZE_OPTIONS].sort((a, b) => a - b)).toEqual([...PAGE_SIZE_OPTIONS]);
  });

  it('opens the historical table at one of its own sizes', () => {
    expect(HISTORICAL_PAGE_SIZES).toContain(DEFAULT_HISTORICAL_PAGE_SIZE);
  });
});

describe('ordering (a "-" prefix for descending)', () => {
  it.each([
    ['unit_id', 'asc', 'unit_id'],
    ['unit_id', 'desc', '-unit_id'],
    ['', 'desc', undefined],
    [null, 'asc', undefined],
  ] as const)('%j %s → %j', (field, direction, ordering) => {
    expect(orderingParam(field, direction)).toBe(ordering);
  });

  it('defaults to ascending and parses back', () => {
    expect(orderingParam('name')).toBe('name');
    expect(parseOrdering('-name')).toEqual({ field: 'name', direction: 'desc' });
    expect(parseOrdering('name')).toEqual({ field: 'name', direction: 'asc' });
    expect(parseOrdering('-')).toBeUndefined();
    expect(parseOrdering(null)).toBeUndefined();
  });

  it('flips a binary sort', () => {
    expect(toggleSortDirection('asc')).toBe('desc');
    expect(toggleSortDirection('desc')).toBe('asc');
  });

  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [100, 0, 1],
  ])('pageCount(%s, %s) → %s', (count, size, pages) => {
    expect(pageCount(count, size)).toBe(pages);
  });
});
