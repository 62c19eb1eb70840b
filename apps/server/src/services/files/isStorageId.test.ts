import { describe, expect, it } from 'vitest';
import { isStorageId } from './isStorageId';

describe('isStorageId', () => {
  it('follows the Appwrite id rule', () => {
    for (const id of ['a', '6650f3a1c2d4e5f6a7b8', 'blue-book_front.1', 'A'.repeat(36)])
      expect(isStorageId(id)).toBe(true);
    for (const id of ['', '.a', '-a', '_a', 'A'.repeat(37), 'a/b', 'a:0', 'a b', 'unique()', '../x']) {
      expect(isStorageId(id)).toBe(false);
    }
  });
});
