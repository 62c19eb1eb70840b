import { describe, expect, it } from 'vitest';
import { eventSchema, type FleetEvent } from '../schema/event';
import { mergeEvents } from './mergeEvents';

const event = (id: number, eventTime: string): FleetEvent =>
  eventSchema.parse({ id, type: 'ignitionOn', deviceId: 1, eventTime });

describe('mergeEvents', () => {
  it('orders events newest first by event time', () => {
    const merged = mergeEvents(
      [event(1, '2025-03-01T10:00:00Z')],
      [event(2, '2025-03-01T09:00:00Z'), event(3, '2025-03-01T11:00:00Z')],
      10,
    );
    expect(merged.map((e) => e.id)).toEqual([3, 1, 2]);
  });

  it('puts the later arrival first among events of the same time', () => {
    const time = '2025-03-01T10:00:00Z';
    const merged = mergeEvents([event(1, time)], [event(2, time), event(3, time)], 10);
    expect(merged.map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('replaces an event already listed instead of repeating it', () => {
    const updated = { ...event(1, '2025-03-01T10:00:00Z'), attributes: { message: 'again' } };
    const merged = mergeEvents([event(1, '2025-03-01T10:00:00Z')], [updated], 10);
    expect(merged).toEqual([updated]);
  });

  it('keeps only the newest events up to the limit', () => {
    const merged = mergeEvents(
      [event(1, '2025-03-01T10:00:00Z'), event(2, '2025-03-01T09:00:00Z')],
      [event(3, '2025-03-01T11:00:00Z')],
      2,
    );
    expect(merged.map((e) => e.id)).toEqual([3, 1]);
  });

  it('returns the same list when nothing is added', () => {
    const current = [event(1, '2025-03-01T10:00:00Z')];
    expect(mergeEvents(current, [], 10)).toBe(current);
  });
});
