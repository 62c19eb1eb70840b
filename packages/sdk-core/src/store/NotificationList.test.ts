import { describe, expect, it } from 'vitest';
import { eventSchema, type FleetEvent } from '../schema/event';
import { NotificationList } from './NotificationList';

const event = (id: number, minute: number): FleetEvent =>
  eventSchema.parse({
    id,
    type: 'geofenceEnter',
    deviceId: 4,
    eventTime: `2025-03-01T10:${String(minute).padStart(2, '0')}:00Z`,
  });

describe('NotificationList', () => {
  it('lists notifications newest first by event time', () => {
    const list = new NotificationList();
    list.add([event(1, 5), event(2, 30)]);
    list.add([event(3, 10)]);
    expect(list.items.value.map((e) => e.id)).toEqual([2, 3, 1]);
    expect(list.count.value).toBe(3);
  });

  it('dismisses one notification by id', () => {
    const list = new NotificationList();
    list.add([event(1, 1), event(2, 2)]);
    list.dismiss(1);
    expect(list.items.value.map((e) => e.id)).toEqual([2]);
    const before = list.items.value;
    list.dismiss(99);
    expect(list.items.value).toBe(before);
  });

  it('clears all notifications (Clear All, closing the drawer, logout)', () => {
    const list = new NotificationList();
    list.add([event(1, 1), event(2, 2)]);
    list.clearAll();
    expect(list.items.value).toEqual([]);
    expect(list.count.value).toBe(0);
    expect(list.badgeText.value).toBe('');
  });

  it('shows the count on the badge, 99+ above 99, nothing at 0', () => {
    const list = new NotificationList();
    expect(list.badgeText.value).toBe('');
    list.add(Array.from({ length: 99 }, (_, i) => event(i + 1, i % 60)));
    expect(list.badgeText.value).toBe('99');
    list.add([event(1000, 0)]);
    expect(list.count.value).toBe(100);
    expect(list.badgeText.value).toBe('99+');
  });

  it('keeps at most the configured number, dropping the oldest', () => {
    const list = new NotificationList({ limit: 2 });
    list.add([event(1, 1), event(2, 2), event(3, 3)]);
    expect(list.items.value.map((e) => e.id)).toEqual([3, 2]);
  });

  it('tells subscribers about each change, not at once, until unsubscribed or disposed', () => {
    const list = new NotificationList();
    const seen: number[][] = [];
    const unsubscribe = list.subscribe((items) => seen.push(items.map((e) => e.id)));
    const other: number[] = [];
    list.subscribe((items) => other.push(items.length));
    expect(seen).toEqual([]);
    list.add([event(1, 1)]);
    list.clearAll();
    list.clearAll();
    list.add([]);
    expect(seen).toEqual([[1], []]);
    unsubscribe();
    list.add([event(2, 2)]);
    expect(seen).toHaveLength(2);
    expect(other).toEqual([1, 0, 1]);
    list.dispose();
    list.add([event(3, 3)]);
    expect(other).toEqual([1, 0, 1]);
  });
});
