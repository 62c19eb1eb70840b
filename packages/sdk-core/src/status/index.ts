// Derived vehicle states (SPEC §4): display status and its badge, status chips, ignition, subscription.
export { countByStatus, type StatusCounts } from './countByStatus';
export { defaultExpirationTime } from './defaultExpirationTime';
export {
  DISPLAY_STATUSES,
  type DisplayStatus,
  deriveDisplayStatus,
  type StatusDevice,
  type StatusPosition,
} from './deriveDisplayStatus';
export { DISPLAY_STATUS_LABEL } from './displayStatusLabel';
export { hasLocation } from './hasLocation';
export { type IgnitionLabel, ignitionLabel } from './ignitionLabel';
export {
  matchesStatusFilter,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  type StatusFilter,
  type StatusItem,
} from './statusFilter';
export { STATUS_TONE, type StatusTone } from './statusTone';
export { SUBSCRIPTION_BADGE, type SubscriptionBadge } from './subscriptionBadge';
export { type SubscriptionState, subscriptionState } from './subscriptionState';
