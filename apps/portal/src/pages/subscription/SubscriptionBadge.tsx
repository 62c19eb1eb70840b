import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES, SUBSCRIPTION_BADGE, type VehicleSubscription } from '@fleetkit/sdk-core';
import { SUBSCRIPTION_TEXTS } from '@fleetkit/sdk-core/labels/portal';

/** 'Expired' in red or 'Expires' as a warning (SPEC §4); 'Active' otherwise. */
export function SubscriptionBadge({ state }: { state: VehicleSubscription['state'] }) {
  const texts = useTexts(SUBSCRIPTION_TEXTS);
  const messages = useTexts(MESSAGES);
  if (state === 'active')
    return <span className="fleet-portal-badge fleet-portal-badge--success">{texts.active}</span>;
  const badge = SUBSCRIPTION_BADGE[state];
  const text = state === 'expired' ? messages.subscriptionExpired : messages.subscriptionExpiring;
  return <span className={`fleet-portal-badge fleet-portal-badge--${badge.tone}`}>{text}</span>;
}
