import { Dialog, FleetMap, useTexts, VehicleCard } from '@fleetkit/react-widgets';
import { isGuestSession } from '@fleetkit/sdk-core';
import { GUEST_TEXTS, SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { LiveFleetProvider } from '../../live/LiveFleetProvider';
import { MAP_WORKER_URL } from '../../live/mapWorkerUrl';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { useSession } from '../../session/SessionContext';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { DeviceInfo } from './DeviceInfo';
import './guest.css';

function GuestMap() {
  const [infoFor, setInfoFor] = useState<number | null>(null);
  const texts = useTexts(GUEST_TEXTS);
  return (
    <main className="fleet-portal-guest">
      <h1 className="fleet-portal-guest__title">
        <span className="fleet-portal-brand">Fleetkit</span>
        <span className="fleet-portal-guest__note">{texts.sharedNote}</span>
      </h1>
      <FleetMap
        mode="guest_view"
        workerUrl={MAP_WORKER_URL}
        renderPopup={({ device, position }) => (
          // A guest cannot open the tracking screen: View Details shows the device info too.
          <VehicleCard
            vehicle={device}
            position={position ?? null}
            guest
            onDeviceInfo={setInfoFor}
            onOpen={setInfoFor}
          />
        )}
      />
      <Dialog
        isOpen={infoFor !== null}
        onOpenChange={(open) => {
          if (!open) setInfoFor(null);
        }}
        title={texts.deviceInfo}
      >
        {infoFor !== null ? <DeviceInfo deviceId={infoFor} /> : null}
      </Dialog>
    </main>
  );
}

/**
 * /guest (SPEC §2, §6): the full-screen map of the vehicle a share link opened, for a temporary
 * session. The marker's popup opens at once; the card has no action icons, only Device Info, and the
 * map options hide the critical, stopped and geofence-event toggles. Without a session it goes to
 * /login; a signed-in user who is not a guest goes to the dashboard.
 */
export function GuestPage() {
  const { state } = useSession();
  const shell = useTexts(SHELL_TEXTS);
  if (state.status === 'loading') return <LoadingScreen label={shell.checkingSession} />;
  if (state.status === 'signedOut') return <Navigate to="/login" replace />;
  if (!isGuestSession(state.user)) return <Navigate to="/dashboard/home" replace />;
  return (
    <LiveFleetProvider>
      <WidgetFleetProvider>
        <GuestMap />
      </WidgetFleetProvider>
    </LiveFleetProvider>
  );
}
