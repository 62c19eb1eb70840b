import { describe, expect, it } from 'vitest';
import { withoutNotificationToken } from './notificationToken';

describe('withoutNotificationToken', () => {
  it("removes this browser's token from the user's comma-separated list", () => {
    expect(withoutNotificationToken('a1,b2,c3', 'b2')).toBe('a1,c3');
    expect(withoutNotificationToken('b2', 'b2')).toBe('');
    expect(withoutNotificationToken(' a1 , b2 ', 'b2')).toBe('a1');
  });

  it('answers null when there is nothing to update', () => {
    expect(withoutNotificationToken('a1,c3', 'b2')).toBeNull();
    expect(withoutNotificationToken('', 'b2')).toBeNull();
    expect(withoutNotificationToken(undefined, 'b2')).toBeNull();
    expect(withoutNotificationToken(42, 'b2')).toBeNull();
  });
});
