import { describe, expect, it } from 'vitest';
import { LruCache } from './LruCache';

describe('LruCache', () => {
  it('drops the least recently used entry past its bound, counting reads as use', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('holds null values apart from missing ones, and replaces a value without growing', () => {
    const cache = new LruCache<string, string | null>(3);
    cache.set('ocean', null);
    expect(cache.has('ocean')).toBe(true);
    expect(cache.get('ocean')).toBeNull();
    expect(cache.get('land')).toBeUndefined();
    cache.set('ocean', 'island');
    expect(cache.size).toBe(1);
    cache.delete('ocean');
    cache.set('x', 'y');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a bound under one entry', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
