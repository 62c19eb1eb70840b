import { describe, expect, it } from 'vitest';
import { isDemoEmail } from '../accounts/demoUsers';
import { DEMO_EMAIL_SUFFIX, makesPrivateDocuments } from './DocumentAccess';

describe('makesPrivateDocuments', () => {
  it('is true for temporary (share-link) users and demo users, false for everyone else', () => {
    expect(makesPrivateDocuments({ temporary: true, email: 'share.1.2@share.invalid' })).toBe(true);
    expect(makesPrivateDocuments({ temporary: false, email: `demo-1a2b${DEMO_EMAIL_SUFFIX}` })).toBe(true);
    expect(makesPrivateDocuments({ temporary: false, email: 'owner@example.com' })).toBe(false);
  });

  it('finds demo users in SQL by the same login suffix that isDemoEmail reads', () => {
    expect(isDemoEmail(`visitor${DEMO_EMAIL_SUFFIX.toUpperCase()}`)).toBe(true);
    expect(isDemoEmail(`visitor${DEMO_EMAIL_SUFFIX}.example.com`)).toBe(false);
  });
});
