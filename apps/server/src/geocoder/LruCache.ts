/**
 * A map that keeps at most `maxEntries` entries, dropping the least recently used first. Reading an
 * entry (`get`) makes it the most recently used.
 *
 * @example
 * const cache = new LruCache<string, number>(2);
 * cache.set('a', 1); cache.set('b', 2); cache.get('a'); cache.set('c', 3); // 'b' is dropped
 */
export class LruCache<K, V> {
  readonly maxEntries: number;
  #entries = new Map<K, V>();

  constructor(maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError('An LRU cache holds at least one entry');
    }
    this.maxEntries = maxEntries;
  }

  /** Entries held now. */
  get size(): number {
    return this.#entries.size;
  }

  /** Whether `key` is held (does not count as a use). */
  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value of `key`, now the most recently used, or undefined when not held. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Holds `value` under `key` as the most recently used, dropping the least recently used past the bound. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** Drops `key`. */
  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
  }
}
