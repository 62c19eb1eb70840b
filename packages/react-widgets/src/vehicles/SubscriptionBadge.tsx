import { type DateInput, MESSAGES, SUBSCRIPTION_BADGE, subscriptionState } from '@fleetkit/sdk-core';
import { VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useTexts } from '../context/FleetLanguage';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';

/** Props of {@link SubscriptionBadge}. */
export interface SubscriptionBadgeProps {
  /** The vehicle's `expirationTime`; none means nothing to show. */
  expirationTime: DateInput | null | undefined;
  /**
   * Called when Renew is pressed (the portal goes to /dashboard/subscription). Omitted: no Renew button.
   * @default undefined
   */
  onRenew?: () => void;
  /**
   * The current time the expiry is compared with.
   * @default new Date()
   */
  now?: Date;
}

/**
 * 'Expired' in red or 'Expires' as a warning (within 15 days), each with a Renew button; nothing
 * while the subscription runs (SPEC §4).
 * @example <SubscriptionBadge expirationTime={device.expirationTime} onRenew={() => navigate('/dashboard/subscription')} />
 */
export function SubscriptionBadge({ expirationTime, onRenew, now }: SubscriptionBadgeProps) {
  const texts = useTexts(VEHICLE_TEXTS);
  const messages = useTexts(MESSAGES);
  const state = subscriptionState(expirationTime, now ?? new Date());
  if (state === 'active') return null;
  const badge = SUBSCRIPTION_BADGE[state];
  const badgeText = state === 'expired' ? messages.subscriptionExpired : messages.subscriptionExpiring;
  return (
    <span className="fleet-subscription-badge">
      <Badge tone={badge.tone}>{badgeText}</Badge>
      {onRenew ? (
        <Button variant="primary" className="fleet-subscription-badge__renew" onPress={onRenew}>
          {texts.renew}
        </Button>
      ) : null}
    </span>
  );
}
