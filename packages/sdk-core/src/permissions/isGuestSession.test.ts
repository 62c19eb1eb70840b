import { describe, expect, it } from 'vitest';
import { isGuestSession } from './isGuestSession';

describe('isGuestSession', () => {
  it('is true only for a temporary session', () => {
    expect(isGuestSession({ temporary: true })).toBe(true);
    expect(isGuestSession({ temporary: false })).toBe(false);
    expect(isGuestSession({})).toBe(false);
    expect(isGuestSession(null)).toBe(false);
  });
});
