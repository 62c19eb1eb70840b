import { describe, expect, it } from 'vitest';
import { makesPrivateDocuments } from './DocumentAccess';

describe('makesPrivateDocuments', () => {
  it('is true for temporary (share-link) users and demo users, false for everyone else', () => {
    expect(makesPrivateDocuments({ temporary: true, demo: false })).toBe(true);
    expect(makesPrivateDocuments({ temporary: false, demo: true })).toBe(true);
    expect(makesPrivateDocuments({ temporary: false, demo: false })).toBe(false);
  });
});
