import { type TicketUpdate, ticketUpdateSchema } from '@fleetkit/sdk-core';
import { useEffect, useRef } from 'react';
import { useLiveMessages } from '../../live/LiveMessages';

/**
 * Calls `onUpdate` with each ticket change the server sends on the session's live socket
 * (`{"tickets":[…]}`: a new ticket, a message, a status), while the page is open. `onReconnect` runs
 * after the connection dropped and before it reopens.
 */
export function useTicketUpdates(onUpdate: (update: TicketUpdate) => void, onReconnect?: () => void): void {
  const messages = useLiveMessages();
  const listener = useRef(onUpdate);
  listener.current = onUpdate;
  const resync = useRef(onReconnect);
  resync.current = onReconnect;
  useEffect(() => {
    const offMessage = messages.onMessage((message) => {
      const tickets = Array.isArray(message.tickets) ? message.tickets : [];
      for (const raw of tickets) {
        const parsed = ticketUpdateSchema.safeParse(raw);
        if (parsed.success) listener.current(parsed.data);
      }
    });
    const offResync = messages.onResync(() => resync.current?.());
    return () => {
      offMessage();
      offResync();
    };
  }, [messages]);
}
