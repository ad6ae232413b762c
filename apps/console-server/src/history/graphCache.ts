import { LRUCache } from 'lru-cache';

/**
 * Serialised graphs kept per server, least recently used first out beyond this many bytes (a 90-day
 * 6-header graph is ~8 MB).
 */
export const GRAPH_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * Serialised graph answers by device, headers, range, interval, current slot and the device's last
 * successful poll (graph.ts builds the key): a new slot or poll is a new key, so entries never go stale
 * and have no time to live; the byte bound alone retires them. An answer larger than the bound is not
 * kept.
 */
export class GraphCache {
  /**
   * GRAPH_CACHE=0 turns the cache off (config.ts). A switch rather than a setting read once, so the
   * benchmark measures one server with and without it.
   */
  enabled: boolean;
  readonly #answers: LRUCache<string, Buffer>;

  constructor({ enabled = true, maxBytes = GRAPH_CACHE_BYTES } = {}) {
    this.enabled = enabled;
    this.#answers = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (json) => json.length,
    });
  }

  /** The cached answer, now the most recently used; undefined when absent or the cache is off. */
  get(key: string): Buffer | undefined {
    return this.enabled ? this.#answers.get(key) : undefined;
  }

  set(key: string, json: Buffer): void {
    if (this.enabled) this.#answers.set(key, json);
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#answers.calculatedSize;
  }
}
