import { NOTIFICATION_BADGE_MAX } from '../constants';

/**
 * Text of the notification bell's badge (SPEC §2): nothing at 0, the count up to 99, then `99+`.
 *
 * @example
 * notificationBadgeText(0); // ''
 * notificationBadgeText(7); // '7'
 * notificationBadgeText(120); // '99+'
 */
export function notificationBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}
