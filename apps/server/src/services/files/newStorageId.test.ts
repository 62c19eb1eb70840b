import { describe, expect, it } from 'vitest';
import { isStorageId } from './isStorageId';
import { newStorageId } from './newStorageId';

describe('newStorageId', () => {
  it('makes 20-character ids that follow the id rule and do not repeat', () => {
    const ids = Array.from({ length: 500 }, newStorageId);
    expect(ids.every((id) => /^[A-Za-z0-9]{20}$/.test(id) && isStorageId(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
