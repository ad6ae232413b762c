import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries';
import {
  DASHBOARD_ALERT_COUNT,
  GRAPH_MAX_DAYS,
  GRAPH_MAX_POINTS_PER_HEADER,
  MAX_UPLOAD_BYTES,
  PASSWORD_MIN_LENGTH,
  RECENT_PROJECTS_LIMIT,
  TREE_NAME_MAX,
  isLoginSuccessStatus,
} from './limits';
import {
  MAP_CENTER,
  MAP_CLUSTER_RADIUS,
  MAP_HEIGHT,
  MAP_MAX_ZOOM,
  MAP_VIEWPORT_PADDING,
  MAP_ZOOM,
  projectMarkerTone,
} from './map';
import {
  CHANGE_LOG_PAGE_SIZE,
  DEFAULT_HISTORICAL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEVICE_DETAIL_PAGE_SIZE,
  DOCUMENTS_PAGE_SIZE,
  HISTORICAL_PAGE_SIZES,
  PAGE_SIZE_OPTIONS,
  orderingParam,
  pageCount,
  parseOrdering,
  toggleSortDirection,
} from './paging';
import { DRAWER_WIDTH, HEADER_HEIGHT, SEARCH_DEBOUNCE_MS, TOAST_DURATION_MS } from './ui';

describe('business constants (console.md §9, projects.md §9, DECISIONS.md)', () => {
  it.each([
    ['DEFAULT_PAGE_SIZE', DEFAULT_PAGE_SIZE, 25],
    ['DEVICE_DETAIL_PAGE_SIZE', DEVICE_DETAIL_PAGE_SIZE, 50],
    ['DEFAULT_HISTORICAL_PAGE_SIZE', DEFAULT_HISTORICAL_PAGE_SIZE, 24],
    ['DOCUMENTS_PAGE_SIZE', DOCUMENTS_PAGE_SIZE, 100],
    ['CHANGE_LOG_PAGE_SIZE', CHANGE_LOG_PAGE_SIZE, 20],
    ['SEARCH_DEBOUNCE_MS', SEARCH_DEBOUNCE_MS, 300],
    ['TOAST_DURATION_MS', TOAST_DURATION_MS, 3000],
    ['DRAWER_WIDTH', DRAWER_WIDTH, 180],
    ['HEADER_HEIGHT', HEADER_HEIGHT, 64],
    ['DASHBOARD_ALERT_COUNT', DASHBOARD_ALERT_COUNT, 5],
    ['RECENT_PROJECTS_LIMIT', RECENT_PROJECTS_LIMIT, 5],
    ['MAP_ZOOM', MAP_ZOOM, 7],
    ['MAP_CLUSTER_RADIUS', MAP_CLUSTER_RADIUS, 60],
    ['MAP_VIEWPORT_PADDING', MAP_VIEWPORT_PADDING, 60],
    ['MAP_MAX_ZOOM', MAP_MAX_ZOOM, 16],
    ['MAP_HEIGHT', MAP_HEIGHT, 800],
    ['PASSWORD_MIN_LENGTH', PASSWORD_MIN_LENGTH, 8],
    ['TREE_NAME_MAX', TREE_NAME_MAX, 50],
    ['MAX_UPLOAD_BYTES', MAX_UPLOAD_BYTES, 30_000_000],
    ['GRAPH_MAX_DAYS', GRAPH_MAX_DAYS, 90],
    ['GRAPH_MAX_POINTS_PER_HEADER', GRAPH_MAX_POINTS_PER_HEADER, 26_000],
  ])('%s is %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('lists page sizes, countries and the map centre', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(HISTORICAL_PAGE_SIZES).toEqual([24, 48, 72]);
    expect(COUNTRIES).toEqual(['Serbia', 'Bosnia', 'Montenegro', 'Croatia', 'Macedonia']);
    expect(DEFAULT_COUNTRY).toBe('Serbia');
    expect(MAP_CENTER).toEqual({ lat: 44.8125, lng: 20.4612 });
  });

  it.each([
    [200, true],
    [201, true],
    [204, false],
    [400, false],
  ])('login status %s valid: %s', (status, valid) => {
    expect(isLoginSuccessStatus(status)).toBe(valid);
  });

  it('colours map markers by active alarm', () => {
    expect(projectMarkerTone(true)).toBe('alarm');
    expect(projectMarkerTone(false)).toBe('ok');
    expect(projectMarkerTone(undefined)).toBe('ok');
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
