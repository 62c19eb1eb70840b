import {
  FleetMap,
  type FleetMapController,
  HistoryPanel,
  type HistoryTrack,
  LiveTrackingPanel,
  Tabs,
  useTexts,
  useFleet as useWidgetFleet,
} from '@fleetkit/react-widgets';
import {
  FLY_ZOOM_DEVICE,
  type HistoryItem,
  isGuestSession,
  MESSAGES,
  subscriptionState,
} from '@fleetkit/sdk-core';
import { VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { MAP_WORKER_URL } from '../../live/mapWorkerUrl';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { devicesQuery } from '../../queries';
import { usePermissions, useSignedInSession } from '../../session/SessionContext';
import { EmptyState } from '../../ui/EmptyState';
import { useEventNames } from '../../ui/eventNames';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useDates } from '../../ui/useDates';
import { ActiveShareLinks } from './ActiveShareLinks';
import { playbackProgressAt } from './playbackProgressAt';
import './tracking.css';

/** The tabs of the tracking screen, kept in the `tab` query (SPEC §2, default live). */
export type TrackingTab = 'live' | 'history';

function TrackingScreen({ vehicleId }: { vehicleId: number }) {
  const { user } = useSignedInSession();
  const permissions = usePermissions();
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);
  const dates = useDates();
  const messages = useTexts(MESSAGES);
  const { tracking, store } = useWidgetFleet();
  const [params, setParams] = useSearchParams();
  const tab: TrackingTab = params.get('tab') === 'history' ? 'history' : 'live';
  const [history, setHistory] = useState<HistoryTrack | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const eventNames = useEventNames(!isGuestSession(user));
  const map = useRef<FleetMapController | null>(null);
  // The live store knows the fleet's vehicles; one it does not know yet (just added, say) is looked
  // up on the server before the page says it is not found.
  const known = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.devices.peek().get(vehicleId) ?? null,
  );
  const devices = useQuery({ ...devicesQuery, enabled: known === null, staleTime: 0 });
  const device = known ?? devices.data?.find((candidate) => candidate.id === vehicleId) ?? null;

  // Following the vehicle starts its live path; leaving or choosing another vehicle clears it (SPEC §4).
  useEffect(() => {
    tracking.start(vehicleId);
    return () => tracking.stop();
  }, [tracking, vehicleId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another vehicle starts without the last one's replay
  useEffect(() => setHistory(null), [vehicleId]);

  const selectTab = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const query = new URLSearchParams(previous);
          query.set('tab', next === 'history' ? 'history' : 'live');
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );

  // A trip, stop or alert pressed in the history: the replay moves there and the map flies to it.
  const showItem = (item: HistoryItem) => {
    if (!history) return;
    const progress = playbackProgressAt(history.track, item.time);
    if (progress === null) return;
    history.engine.pause();
    history.engine.seek(progress);
    const at = history.engine.current.peek();
    if (at) map.current?.flyTo(at.latitude, at.longitude, FLY_ZOOM_DEVICE);
  };

  if (!device && (devices.isPending || devices.isFetching)) {
    return <LoadingScreen label={texts.loadingVehicle} />;
  }
  if (!device) {
    return <NotFoundPage inPage />;
  }
  if (subscriptionState(device.expirationTime) === 'expired') {
    return (
      <EmptyState title={messages.subscriptionExpiredTitle} hint={messages.subscriptionExpiredInfo}>
        <Link className="fleet-portal-button fleet-portal-button--primary" to="/dashboard/subscription">
          {texts.renew}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="fleet-portal-tracking" data-fullscreen={fullscreen} data-tour="vehicle-tracking">
      <section className="fleet-portal-tracking__panel" aria-label={texts.vehicleTracking}>
        <Tabs
          aria-label={texts.tracking}
          selectedKey={tab}
          onSelectionChange={selectTab}
          tabs={[
            {
              id: 'live',
              label: texts.liveTracking,
              content: (
                <LiveTrackingPanel
                  vehicleId={vehicleId}
                  engineAction={permissions.sendCommands}
                  onShowHistory={() => selectTab('history')}
                />
              ),
            },
            {
              id: 'history',
              label: texts.history,
              content: (
                <HistoryPanel
                  deviceId={vehicleId}
                  dateFormat={dates.calendar}
                  onTrackChange={setHistory}
                  onItemSelect={showItem}
                  isFullscreen={fullscreen}
                  onFullscreenChange={setFullscreen}
                  eventNames={eventNames}
                />
              ),
            },
          ]}
        />
        {permissions.change ? <ActiveShareLinks vehicleId={vehicleId} /> : null}
      </section>
      <section className="fleet-portal-tracking__map fleet-portal-map-frame" aria-label={texts.map}>
        <FleetMap
          mode={tab === 'history' ? 'track_device_history' : 'track_device'}
          workerUrl={MAP_WORKER_URL}
          trackedDeviceId={vehicleId}
          onReady={(controller) => {
            map.current = controller;
          }}
          {...(tab === 'history' && history
            ? {
                historyTrack: history.track,
                playback: history.engine,
                historyDevice: device,
                // The history panel marks the replay's stops, critical alarms and geofence crossings.
                tripPoints: history.tripPoints,
              }
            : {})}
        />
      </section>
    </div>
  );
}

/**
 * /dashboard/vehicle/all-vehicles/{vehicleId} (SPEC §2): the tracking screen. The left panel has the
 * tabs Live Tracking and History (the `tab` query, default live); the map on the right follows the
 * vehicle live (`track_device`) or replays the chosen period (`track_device_history`).
 */
export function TrackingPage() {
  const { vehicleId } = useParams();
  const id = Number(vehicleId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage inPage />;
  return (
    <WidgetFleetProvider>
      <TrackingScreen vehicleId={id} />
    </WidgetFleetProvider>
  );
}
