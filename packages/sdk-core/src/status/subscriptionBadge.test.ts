import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { SUBSCRIPTION_BADGE } from './subscriptionBadge';

describe('SUBSCRIPTION_BADGE', () => {
  it("shows 'Expired' in red and 'Expires' as a warning", () => {
    expect(SUBSCRIPTION_BADGE.expired).toEqual({ text: MESSAGES.subscriptionExpired, tone: 'error' });
    expect(SUBSCRIPTION_BADGE.expiring).toEqual({ text: MESSAGES.subscriptionExpiring, tone: 'warning' });
    expect(SUBSCRIPTION_BADGE.expired.text).toBe('Expired');
    expect(SUBSCRIPTION_BADGE.expiring.text).toBe('Expires');
  });
});
