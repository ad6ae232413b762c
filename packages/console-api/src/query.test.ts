import { describe, expect, it, vi } from 'vitest';
import { buildQuery, listByIds, listQuery } from './query';

describe('listQuery', () => {
  it('sends ids as the server’s comma-separated list', () => {
    expect(buildQuery(listQuery({ ids: [3, 150], page_size: 100 }))).toBe(
      '?page_size=100&ids=3%2C150',
    );
    expect(buildQuery(listQuery({ search: 'tower' }))).toBe('?search=tower');
  });
});

describe('listByIds', () => {
  it('asks for 100 distinct ids a request, in parallel, and joins the answers', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    const fetchPage = vi.fn((chunk: number[]) =>
      Promise.resolve({ results: chunk.map((id) => ({ id })) }),
    );
    const rows = await listByIds([...ids, 1, 2], fetchPage);
    expect(fetchPage.mock.calls.map(([chunk]) => chunk.length)).toEqual([100, 100, 50]);
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('makes no request for no ids', async () => {
    const fetchPage = vi.fn();
    expect(await listByIds([], fetchPage)).toEqual([]);
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
