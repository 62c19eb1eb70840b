import { describe, expect, it } from 'vitest';
import { linkChanges } from './linkChanges';

describe('linkChanges', () => {
  it('links the newly checked vehicles and unlinks the unchecked ones, leaving the rest alone', () => {
    expect(linkChanges(new Set([1, 2, 3]), new Set([2, 3, 4]))).toEqual({ link: [4], unlink: [1] });
  });

  it('changes nothing when the choice is the same', () => {
    expect(linkChanges(new Set([5]), new Set([5]))).toEqual({ link: [], unlink: [] });
  });
});
