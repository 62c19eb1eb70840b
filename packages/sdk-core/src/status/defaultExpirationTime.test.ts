import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExpirationTime } from './defaultExpirationTime';

describe('defaultExpirationTime', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one calendar year after now', () => {
    expect(defaultExpirationTime(new Date('2025-03-10T08:00:00Z'))).toBe('2026-03-10T08:00:00.000Z');
  });

  it('moves 29 February to 28 February of the next year', () => {
    expect(defaultExpirationTime(new Date(2024, 1, 29, 12))).toBe(new Date(2025, 1, 28, 12).toISOString());
  });

  it('counts from the current time when now is not given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-07-01T00:00:00Z'));
    expect(defaultExpirationTime()).toBe('2026-07-01T00:00:00.000Z');
  });
});
