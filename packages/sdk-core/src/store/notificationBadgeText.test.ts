import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BADGE_MAX } from '../constants';
import { notificationBadgeText } from './notificationBadgeText';

describe('notificationBadgeText', () => {
  it('is empty with no notifications', () => {
    expect(notificationBadgeText(0)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(NOTIFICATION_BADGE_MAX)).toBe('99');
  });

  it('caps at 99+ above 99', () => {
    expect(NOTIFICATION_BADGE_MAX).toBe(99);
    expect(notificationBadgeText(100)).toBe('99+');
    expect(notificationBadgeText(5000)).toBe('99+');
  });
});
