import 'maplibre-gl/dist/maplibre-gl.css';
import '@fleetkit/react-widgets/style.css';
import './widgets.css';
import { FleetProvider } from '@fleetkit/react-widgets';
import { isGuestSession, TrackingStore } from '@fleetkit/sdk-core';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { SettingsContext } from '../dashboard/SettingsContext';
import { fleetClient } from '../fleetClient';
import { useSignedInSession } from '../session/SessionContext';
import { useFleet } from './LiveFleetContext';

/**
 * Hands the portal's live fleet to the widget library (`FleetProvider`): the API client, the
 * `FleetStore` fed by the live socket, a `TrackingStore` that follows it (the user's
 * `web.liveRouteLength`), the local settings, the UI flags and whether this is a guest session.
 * Only the map pages and the notification drawer import it, so other pages load neither the widget
 * library nor its styles.
 */
export function WidgetFleetProvider({ children }: { children: ReactNode }) {
  const fleet = useFleet();
  const { user, flags } = useSignedInSession();
  const settings = useContext(SettingsContext);
  const routeLength = user.attributes['web.liveRouteLength'];
  const [tracking, setTracking] = useState<TrackingStore | null>(null);

  // Made in an effect (not in render) so that the store StrictMode disposes is never the one in use.
  useEffect(() => {
    const store = new TrackingStore({
      fleet,
      ...(typeof routeLength === 'number' && routeLength > 0 ? { routeLength } : {}),
    });
    setTracking(store);
    return () => {
      store.dispose();
      setTracking(null);
    };
  }, [fleet, routeLength]);

  if (!tracking) return null;
  return (
    <FleetProvider
      client={fleetClient}
      store={fleet}
      tracking={tracking}
      settings={settings ?? undefined}
      flags={flags}
      guest={isGuestSession(user)}
    >
      {children}
    </FleetProvider>
  );
}
