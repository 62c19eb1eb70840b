import type { FleetEvent } from '@fleetkit/sdk-core';
import { eventTypeText } from '@fleetkit/sdk-core/labels';
import { useEffect } from 'react';
import { useFleet } from '../context/FleetContext';
import { useFleetToast } from '../primitives/useFleetToast';

/** Props of {@link EventToasts}. */
export interface EventToastsProps {
  /**
   * Whether toasts are raised; also off when the UI flags disable events.
   * @default true
   */
  enabled?: boolean;
}

/**
 * Raises an info toast, bottom-right, for each live event that reaches the store after it mounts:
 * the event type as the title and its message below (SPEC §8). Nothing shows when events are
 * disabled by the UI flags (SPEC §6). Render it once, beside a {@link Toaster}.
 * @example <Toaster /><EventToasts />
 */
export function EventToasts({ enabled = true }: EventToastsProps) {
  const { store, flags } = useFleet();
  const toast = useFleetToast();
  const active = enabled && !(flags?.disableEvents ?? false);

  useEffect(() => {
    if (!active) return;
    // Events already on the store when toasts turn on are old news; only later ones are raised.
    let seen = new Set(store.events.peek().map((event) => event.id));
    return store.subscribe(() => {
      const events = store.events.peek();
      // Oldest first, so the newest toast ends up on top.
      for (const event of [...events].reverse()) {
        if (seen.has(event.id)) continue;
        const message = eventMessage(event);
        toast.event(eventTypeText(event.type), message ? { description: message } : {});
      }
      // Only ids still on the store can come back; the set stays as small as the store's list.
      seen = new Set(events.map((event) => event.id));
    });
  }, [active, store, toast]);

  return null;
}

function eventMessage(event: FleetEvent): string | undefined {
  const message = event.attributes?.message ?? event.attributes?.result ?? event.attributes?.alarm;
  return typeof message === 'string' && message ? message : undefined;
}
