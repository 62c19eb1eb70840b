import { LiveSocket, liveSocketUrl, type TicketUpdate, ticketUpdateSchema } from '@fleetkit/sdk-core';
import { useEffect, useRef } from 'react';

/**
 * Calls `onUpdate` with each ticket change the server sends on the live socket (`{"tickets":[…]}`:
 * a new ticket, a message, a status), while the page is open. The page keeps its own connection for
 * it: the dashboard's socket feeds the fleet store and does not hand on other messages. `onReconnect`
 * runs after the connection dropped and before it reopens.
 */
export function useTicketUpdates(onUpdate: (update: TicketUpdate) => void, onReconnect?: () => void): void {
  const listener = useRef(onUpdate);
  listener.current = onUpdate;
  const resync = useRef(onReconnect);
  resync.current = onReconnect;
  useEffect(() => {
    let open = true;
    const live = new LiveSocket({
      url: () => liveSocketUrl('/'),
      isSignedIn: () => open,
      // After a dropped connection, what was said meanwhile is read again.
      refetch: async () => resync.current?.(),
    });
    const off = live.on('message', (message) => {
      const tickets = Array.isArray(message.tickets) ? message.tickets : [];
      for (const raw of tickets) {
        const parsed = ticketUpdateSchema.safeParse(raw);
        if (parsed.success) listener.current(parsed.data);
      }
    });
    live.connect();
    return () => {
      open = false;
      off();
      live.dispose();
    };
  }, []);
}
