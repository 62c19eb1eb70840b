import type { FleetEvent } from '../schema/event';

/**
 * Merges live events into a list kept newest first by `eventTime` and at most `limit` long (the
 * oldest go). An event whose id is already listed replaces the listed one. Events of the same time
 * keep the newer arrival first. Returns `current` itself when `incoming` is empty.
 *
 * @example
 * mergeEvents(drawer.items, message.events, 500);
 */
export function mergeEvents(
  current: readonly FleetEvent[],
  incoming: readonly FleetEvent[],
  limit: number,
): readonly FleetEvent[] {
  if (incoming.length === 0) return current;
  const byId = new Map<number, FleetEvent>();
  // Newest arrivals first, so a stable sort puts them before older arrivals of the same time.
  for (let i = incoming.length - 1; i >= 0; i -= 1) {
    const event = incoming[i] as FleetEvent;
    if (!byId.has(event.id)) byId.set(event.id, event);
  }
  for (const event of current) {
    if (!byId.has(event.id)) byId.set(event.id, event);
  }
  const timed = [...byId.values()].map((event) => ({ event, time: Date.parse(event.eventTime) }));
  timed.sort((a, b) => b.time - a.time);
  return timed.slice(0, Math.max(0, limit)).map(({ event }) => event);
}
