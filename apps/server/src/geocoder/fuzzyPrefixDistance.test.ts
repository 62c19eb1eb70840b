import { describe, expect, it } from 'vitest';
import { fuzzyPrefixDistance } from './fuzzyPrefixDistance';

describe('fuzzyPrefixDistance', () => {
  it('is 0 for a prefix of the name', () => {
    expect(fuzzyPrefixDistance('pokh', 'pokhara', 1)).toBe(0);
    expect(fuzzyPrefixDistance('pokhara', 'pokhara', 1)).toBe(0);
  });

  it('counts a missing, extra or wrong letter, or two swapped neighbours, as one edit', () => {
    expect(fuzzyPrefixDistance('katmandu', 'kathmandu', 2)).toBe(1);
    expect(fuzzyPrefixDistance('kathhmandu', 'kathmandu', 2)).toBe(1);
    expect(fuzzyPrefixDistance('kathnandu', 'kathmandu', 2)).toBe(1);
    expect(fuzzyPrefixDistance('pokahra', 'pokhara', 2)).toBe(1);
    expect(fuzzyPrefixDistance('katmand', 'kathmandu', 2)).toBe(1);
  });

  it('answers maxDistance + 1 when more edits are needed', () => {
    expect(fuzzyPrefixDistance('katmnadu', 'kathmandu', 1)).toBe(2);
    expect(fuzzyPrefixDistance('london', 'paris', 2)).toBe(3);
    expect(fuzzyPrefixDistance('kathmandu', 'kat', 1)).toBe(2);
  });

  it('handles names longer than its reusable rows', () => {
    const long = 'a'.repeat(200);
    expect(fuzzyPrefixDistance(`${long}b`, `${long}c`, 1)).toBe(1);
  });
});
