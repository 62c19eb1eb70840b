import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_WARNING_DAYS } from '../constants';
import { subscriptionState } from './subscriptionState';

const now = new Date('2025-03-01T10:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('subscriptionState', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is expired when the expiry is in the past', () => {
    expect(subscriptionState(at(-1), now)).toBe('expired');
    expect(subscriptionState('2024-01-01T00:00:00Z', now)).toBe('expired');
  });

  it('is expiring from now up to and including 15 days ahead', () => {
    expect(SUBSCRIPTION_WARNING_DAYS).toBe(15);
    expect(subscriptionState(at(0), now)).toBe('expiring');
    expect(subscriptionState(at(3 * DAY), now)).toBe('expiring');
    expect(subscriptionState(at(15 * DAY), now)).toBe('expiring');
  });

  it('is active beyond 15 days', () => {
    expect(subscriptionState(at(15 * DAY + 1), now)).toBe('active');
    expect(subscriptionState(at(365 * DAY), now)).toBe('active');
  });

  it('is active when there is no expiry or it does not parse', () => {
    expect(subscriptionState(null, now)).toBe('active');
    expect(subscriptionState(undefined, now)).toBe('active');
    expect(subscriptionState('', now)).toBe('active');
    expect(subscriptionState('someday', now)).toBe('active');
  });

  it('accepts Date objects and measures against the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(subscriptionState(new Date(now.getTime() - DAY))).toBe('expired');
    expect(subscriptionState(new Date(now.getTime() + DAY))).toBe('expiring');
  });
});
