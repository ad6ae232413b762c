import { describe, expect, it } from 'vitest';
import { GRAPH_CACHE_BYTES, GraphCache } from '../src/history/graphCache';

const answer = (bytes: number, fill = 0x20) => Buffer.alloc(bytes, fill);

describe('graph cache', () => {
  it('holds at most its byte bound, least recently used first out', () => {
    const cache = new GraphCache({ maxBytes: 100 });
    cache.set('a', answer(40));
    cache.set('b', answer(40));
    // Reading `a` makes `b` the least recently used.
    expect(cache.get('a')).toEqual(answer(40));
    cache.set('c', answer(40));
    expect(cache.bytes).toBe(80);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(answer(40));
    expect(cache.get('c')).toEqual(answer(40));
  });

  it('evicts as many old answers as a large one needs', () => {
    const cache = new GraphCache({ maxBytes: 100 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, answer(25));
    cache.set('large', answer(90));
    expect(cache.bytes).toBe(90);
    for (const key of ['a', 'b', 'c', 'd']) expect(cache.get(key)).toBeUndefined();
    expect(cache.get('large')?.length).toBe(90);
  });

  it('keeps no answer larger than its bound, and loses none of the others for it', () => {
    const cache = new GraphCache({ maxBytes: 100 });
    cache.set('small', answer(10));
    cache.set('huge', answer(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toEqual(answer(10));
    expect(cache.bytes).toBe(10);
  });

  it('neither answers nor keeps while switched off (GRAPH_CACHE=0)', () => {
    const cache = new GraphCache({ maxBytes: 100 });
    cache.set('kept', answer(10));
    cache.enabled = false;
    expect(cache.get('kept')).toBeUndefined();
    cache.set('new', answer(10));
    cache.enabled = true;
    expect(cache.get('new')).toBeUndefined();
    expect(cache.get('kept')).toEqual(answer(10));
    expect(new GraphCache({ enabled: false, maxBytes: 100 }).enabled).toBe(false);
  });

  it('is bounded to 48 MB by default, several 90-day graphs', () => {
    const cache = new GraphCache();
    const graph = answer(8 * 1024 * 1024);
    for (let index = 0; index < 10; index += 1) cache.set(`graph ${index}`, graph);
    expect(cache.bytes).toBeLessThanOrEqual(GRAPH_CACHE_BYTES);
    expect(cache.bytes).toBe(6 * graph.length);
    expect(cache.get('graph 9')).toBe(graph);
    expect(cache.get('graph 3')).toBeUndefined();
  });
});
