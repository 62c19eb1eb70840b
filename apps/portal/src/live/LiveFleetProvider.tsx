import { FleetApiError, FleetStore, LiveSocket, liveSocketUrl, MESSAGES } from '@fleetkit/sdk-core';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fleetClient } from '../fleetClient';
import { devicesQuery, positionsQuery, vehiclesQuery } from '../queries';
import { queryClient } from '../queryClient';
import { useSignedInSession } from '../session/SessionContext';
import { cachedEventNames } from '../ui/eventNames';
import { notify } from '../ui/notify';
import { LiveFleetContext } from './LiveFleetContext';
import { LiveMessages, LiveMessagesContext } from './LiveMessages';

/** Puts each live event on screen as an info toast at the bottom right (SPEC §8). */
function toastEvent(
  fleet: FleetStore,
  event: {
    type: string;
    deviceId: number;
    geofenceId?: number | null;
    maintenanceId?: number | null;
    attributes?: Readonly<Record<string, unknown>>;
  },
) {
  const device = fleet.devices.peek().get(event.deviceId);
  const { title, details } = formatEvent(event, cachedEventNames());
  void notify.info(title, {
    position: 'bottom-right',
    description: [device?.name ?? MESSAGES.unknownDevice, details].filter(Boolean).join(': '),
  });
}

/**
 * What a signed-in page stands on: the cached reads (SPEC §9) and the live socket feeding a
 * `FleetStore` (SPEC §4). The socket connects with the session and is closed with code 4000 on sign-out
 * or unmount; after an unexpected close it re-reads devices and positions and reconnects; a 401 ends
 * the session. Sign-out also clears the store and every cached read.
 */
export function LiveFleetProvider({ children }: { children: ReactNode }) {
  const { user, flags, sessionEnded, onSignOut } = useSignedInSession();
  const [fleet] = useState(() => new FleetStore());
  const [messages] = useState(() => new LiveMessages());
  const eventsDisabled = useRef(flags.disableEvents);
  eventsDisabled.current = flags.disableEvents;
  const userId = user.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the socket belongs to one user; another user gets a new one
  useEffect(() => {
    let signedIn = true;
    const live = new LiveSocket({
      url: () => liveSocketUrl('/'),
      isSignedIn: () => signedIn,
      checkSession: () =>
        fleetClient.session.get().then(
          () => 'ok' as const,
          (error: unknown) =>
            // No session (404) or a refused one (401): the session ended, e.g. its share link was revoked.
            error instanceof FleetApiError && (error.isUnauthorized || error.status === 404)
              ? ('unauthorized' as const)
              : ('ok' as const),
        ),
      refetch: async () => {
        const [devices, positions] = await Promise.all([
          queryClient.fetchQuery({ ...devicesQuery, staleTime: 0 }),
          queryClient.fetchQuery({ ...positionsQuery, staleTime: 0 }),
        ]);
        fleet.setDevices(devices);
        fleet.setPositions(positions);
        void queryClient.invalidateQueries({ queryKey: vehiclesQuery.queryKey });
        await messages.resync();
      },
      eventsEnabled: () => !eventsDisabled.current,
      store: fleet,
    });
    const offEvents = live.on('events', (events) => {
      for (const event of events) toastEvent(fleet, event);
    });
    const offMessages = live.on('message', (message) => messages.deliver(message));
    const offUnauthorized = live.on('unauthorized', () => sessionEnded());
    const offSignOut = onSignOut(() => {
      signedIn = false;
      live.close();
      fleet.clear();
      queryClient.clear();
    });
    queryClient.fetchQuery(devicesQuery).then(
      (devices) => fleet.upsertDevices(devices),
      () => undefined,
    );
    live.connect();
    return () => {
      signedIn = false;
      offEvents();
      offMessages();
      offUnauthorized();
      offSignOut();
      live.dispose();
    };
  }, [userId, fleet, messages, sessionEnded, onSignOut]);

  useEffect(() => () => fleet.dispose(), [fleet]);

  return (
    <QueryClientProvider client={queryClient}>
      <LiveFleetContext.Provider value={fleet}>
        <LiveMessagesContext.Provider value={messages}>{children}</LiveMessagesContext.Provider>
      </LiveFleetContext.Provider>
    </QueryClientProvider>
  );
}
