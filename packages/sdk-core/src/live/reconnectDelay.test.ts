import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnectDelay';

describe('reconnectDelay', () => {
  it('waits exactly the base delay on the first attempt, whatever the jitter', () => {
    expect(reconnectDelay(0, { random: () => 0.9 })).toBe(1000);
    expect(reconnectDelay(0, { baseMs: 250 })).toBe(250);
  });

  it('draws later waits between the base and a doubling ceiling', () => {
    expect(reconnectDelay(1, { random: () => 0 })).toBe(1000);
    expect(reconnectDelay(1, { random: () => 1 })).toBe(2000);
    expect(reconnectDelay(3, { random: () => 0.5 })).toBe(4500);
  });

  it('never waits longer than the cap', () => {
    expect(reconnectDelay(5, { random: () => 1 })).toBe(30_000);
    expect(reconnectDelay(500, { random: () => 1 })).toBe(30_000);
    expect(reconnectDelay(4, { random: () => 1, maxMs: 5000 })).toBe(5000);
  });

  it('keeps a jitter outside [0, 1] within the range', () => {
    expect(reconnectDelay(2, { random: () => -3 })).toBe(1000);
    expect(reconnectDelay(2, { random: () => 7 })).toBe(4000);
  });
});
