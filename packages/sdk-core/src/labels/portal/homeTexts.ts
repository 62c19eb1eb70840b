import { STATUS_FILTER_LABEL } from '../../status/statusFilter';
import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** /dashboard/home, the fleet overview. */
export const HOME_TEXTS = /* @__PURE__ */ textGroup('HOME_TEXTS', {
  fleetStatus: 'Fleet status',
  status: {
    all: STATUS_FILTER_LABEL.all,
    moving: STATUS_FILTER_LABEL.moving,
    stopped: STATUS_FILTER_LABEL.stopped,
    idling: STATUS_FILTER_LABEL.idling,
    offline: STATUS_FILTER_LABEL.offline,
  },
  today: 'Today',
  alertsToday: 'Alerts today',
  distanceToday: 'Distance today',
  expiringDocuments: 'Expiring documents',
  expiredCount: textTemplate<[count: string]>('{count} expired'),
  servicesDue: 'Services due',
  overdueCount: textTemplate<[count: string]>('{count} overdue'),
  subscriptionsToRenew: 'Subscriptions to renew',
  latestAlerts: 'Latest alerts today',
  noAlertsToday: 'No alerts today.',
  subscriptions: 'Subscriptions',
  everySubscriptionRunning: 'Every subscription is running.',
  documentsToRenew: 'Documents to renew',
  noDocumentExpires: 'No document expires soon.',
} as const);
