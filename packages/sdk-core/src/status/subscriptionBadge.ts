import { MESSAGES } from '../messages';
import type { StatusTone } from './statusTone';
import type { SubscriptionState } from './subscriptionState';

/** What a vehicle card shows beside a Renew button when its subscription needs attention. */
export interface SubscriptionBadge {
  /** The badge text, 'Expired' or 'Expires'. */
  text: string;
  /** The badge colour role. */
  tone: StatusTone;
}

/**
 * Badge of the subscription states that need one (SPEC §4): expired in red with 'Expired',
 * expiring as a warning with 'Expires'. An active subscription shows no badge.
 * @example const badge = state === 'active' ? null : SUBSCRIPTION_BADGE[state];
 */
export const SUBSCRIPTION_BADGE: Readonly<Record<Exclude<SubscriptionState, 'active'>, SubscriptionBadge>> = {
  expired: { text: MESSAGES.subscriptionExpired, tone: 'error' },
  expiring: { text: MESSAGES.subscriptionExpiring, tone: 'warning' },
};
