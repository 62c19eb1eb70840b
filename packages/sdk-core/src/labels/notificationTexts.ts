import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/** Texts of the notification bell and drawer around SPEC's own (`MESSAGES.liveNotifications`, …). */
export const NOTIFICATION_TEXTS = /* @__PURE__ */ textGroup('NOTIFICATION_TEXTS', {
  bell: 'Notifications',
  /** The bell's label with the badge text, e.g. 'Notifications (3)'. */
  bellWithCount: textTemplate<[label: string, badge: string]>('{label} ({badge})'),
  dismiss: textTemplate<[type: string]>('Dismiss {type}'),
  /** SPEC §2: the drawer notes that its notifications go on close or logout. */
  clearedNote: 'Note: all notifications are cleared when you close this panel or log out.',
  clearAll: 'Clear All',
} as const);
