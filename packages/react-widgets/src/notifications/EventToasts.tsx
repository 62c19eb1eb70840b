import { EVENT_TEXTS, type EventNames, formatEvent } from '@fleetkit/sdk-core/labels';
import { useEffect, useRef } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { useFleetToast } from '../primitives/useFleetToast';

/** Props of {@link EventToasts}. */
export interface EventToastsProps {
  /**
   * Whether toasts are raised; also off when the UI flags disable events.
   * @default true
   */
  enabled?: boolean;
  /**
   * Names the events refer to by id (geofences, drivers), for their details (sdk-core `formatEvent`).
   * @default none: a geofence is named by its id
   */
  eventNames?: EventNames;
}

/**
 * Raises an info toast, bottom-right, for each live event that reaches the store after it mounts:
 * the event's title and details line from sdk-core `formatEvent` (SPEC §8). Nothing shows when events are
 * disabled by the UI flags (SPEC §6). Render it once, beside a {@link Toaster}.
 * @example <Toaster /><EventToasts />
 */
export function EventToasts({ enabled = true, eventNames }: EventToastsProps) {
  const { store, flags } = useFleet();
  const toast = useFleetToast();
  const active = enabled && !(flags?.disableEvents ?? false);
  // Read when an event arrives, so new names do not resubscribe to the store.
  const eventNamesRef = useRef(eventNames);
  eventNamesRef.current = eventNames;
  // The language too: a toast is written when its event arrives, in the language of that moment.
  const texts = useTexts(EVENT_TEXTS);
  const formats = useFormats();
  const languageRef = useRef({ texts, formatNumber: formats.formatNumber });
  languageRef.current = { texts, formatNumber: formats.formatNumber };

  useEffect(() => {
    if (!active) return;
    // Events already on the store when toasts turn on are old news; only later ones are raised.
    let seen = new Set(store.events.peek().map((event) => event.id));
    return store.subscribe(() => {
      const events = store.events.peek();
      // Oldest first, so the newest toast ends up on top.
      for (const event of [...events].reverse()) {
        if (seen.has(event.id)) continue;
        const { texts: eventTexts, formatNumber } = languageRef.current;
        const { title, details } = formatEvent(event, eventNamesRef.current, eventTexts, formatNumber);
        toast.event(title, details ? { description: details } : {});
      }
      // Only ids still on the store can come back; the set stays as small as the store's list.
      seen = new Set(events.map((event) => event.id));
    });
  }, [active, store, toast]);

  return null;
}
