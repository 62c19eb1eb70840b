import { describe, expect, it } from 'vitest';
import { fuzzyPrefixDistance } from './fuzzyPrefixDistance';
import { scanFuzzyPrefixMatches } from './scanFuzzyPrefixMatches';

function matches(keys: string[], query: string, maxDistance: number): string[] {
  const found: string[] = [];
  scanFuzzyPrefixMatches(keys, 0, keys.length, query, maxDistance, (from, to) =>
    found.push(...keys.slice(from, to)),
  );
  return found;
}

const KEYS = [
  'kantipur',
  'kapan',
  'kathmadu',
  'kathmandu',
  'kathmandu valley',
  'katmandu',
  'kirtipur',
  'kthmandu',
  'pokahra',
  'pokhara',
  'pokhara lekhnath',
  'pokhvistnevo',
  'pokrovsk',
].sort();

describe('scanFuzzyPrefixMatches', () => {
  it('finds the keys within the allowed edits of starting with the query, runs sharing a prefix included', () => {
    expect(matches(KEYS, 'kathmandu', 1)).toEqual([
      'kathmadu',
      'kathmandu',
      'kathmandu valley',
      'katmandu',
      'kthmandu',
    ]);
    expect(matches(KEYS, 'pokhara', 1)).toEqual(['pokahra', 'pokhara', 'pokhara lekhnath']);
  });

  it('agrees with fuzzyPrefixDistance on every key for many queries and distances', () => {
    const letters = 'aknoprt';
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed;
    };
    const word = (length: number) => Array.from({ length }, () => letters[next() % letters.length]).join('');
    const keys = Array.from({ length: 400 }, () => word(3 + (next() % 8))).sort();
    for (let round = 0; round < 60; round++) {
      const query = word(2 + (next() % 8));
      for (const maxDistance of [1, 2]) {
        const expected = keys.filter((key) => fuzzyPrefixDistance(query, key, maxDistance) <= maxDistance);
        expect(matches(keys, query, maxDistance), `${query} within ${maxDistance}`).toEqual(expected);
      }
    }
  });

  it('reads only the range it is given', () => {
    const found: number[] = [];
    scanFuzzyPrefixMatches(KEYS, 2, 4, 'kathmandu', 1, (from, to) => {
      for (let i = from; i < to; i++) found.push(i);
    });
    expect(found.every((i) => i >= 2 && i < 4)).toBe(true);
    expect(found.length).toBeGreaterThan(0);
  });
});
