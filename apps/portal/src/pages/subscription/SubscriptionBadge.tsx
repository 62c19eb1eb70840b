import { SUBSCRIPTION_BADGE, type VehicleSubscription } from '@fleetkit/sdk-core';

/** 'Expired' in red or 'Expires' as a warning (SPEC §4); 'Active' otherwise. */
export function SubscriptionBadge({ state }: { state: VehicleSubscription['state'] }) {
  if (state === 'active')
    return <span className="fleet-portal-badge fleet-portal-badge--success">Active</span>;
  const badge = SUBSCRIPTION_BADGE[state];
  return <span className={`fleet-portal-badge fleet-portal-badge--${badge.tone}`}>{badge.text}</span>;
}
