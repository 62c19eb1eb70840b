// The browser tests' page: one FleetMap over real sdk-core stores and a client of the real server.
// The test handle `window.fleetTest` exists on this page only; the tests drive the stores and
// read the map through it.
import 'maplibre-gl/dist/maplibre-gl.css';
import '@fleetkit/map/style.css';
import '../../src/map/map.css';
import '../../src/history/history.css';
import '../../src/dialogs/dialogs.css';
import '../../src/primitives/primitives.css';
import { type FleetMapController, VEHICLE_CHANGES_PER_STEP, VehicleFeatureCache } from '@fleetkit/map';
import { buildTrack, createFleetClient, FleetStore, PlaybackEngine, TrackingStore } from '@fleetkit/sdk-core';
import { createFileStore } from '@fleetkit/sdk-core/files';
import { MemorySettingsStorage, SettingsStore } from '@fleetkit/sdk-core/settings';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { StrictMode, useCallback, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { FleetProvider } from '../../src/context/FleetContext';
import { DocumentTable } from '../../src/dialogs/DocumentTable';
import { HistoryPanel, type HistoryTrack } from '../../src/history/HistoryPanel';
import type { FleetMapProps } from '../../src/map/FleetMap';
import { FleetMap } from '../../src/map/FleetMap';
import { GeofenceEditor, type GeofenceEditorProps } from '../../src/map/GeofenceEditor';
import { LocateButton } from '../../src/map/LocateButton';
import { PlaceSearch } from '../../src/map/PlaceSearch';
import { Toaster } from '../../src/primitives/Toaster';

/** What a test may set on the page. */
interface PageProps {
  map: Partial<FleetMapProps>;
  guest: boolean;
  editor: Pick<GeofenceEditorProps, 'area' | 'shape'> | null;
  popup: boolean;
  /** Extra height (px) of the test popup, to stand for a tall vehicle card. */
  popupHeight: number;
  /** A vehicle whose HistoryPanel shows beside the map, which then replays what the panel loads. */
  history: { deviceId: number } | null;
  /** A vehicle whose DocumentTable (with its document dialog and image upload) shows beside the map. */
  documents: { vehicleId: number } | null;
}

const client = createFleetClient({ baseUrl: window.location.origin });
const store = new FleetStore();
const tracking = new TrackingStore({ fleet: store });
const settings = new SettingsStore({ userKey: 'e2e', storage: new MemorySettingsStorage() });
// Document images go to the server's Appwrite-compatible storage on this origin (session cookie).
const files = createFileStore({
  endpoint: `${window.location.origin}/v1`,
  project: 'fleetkit',
  bucket: 'documents',
});

// `?styles=none` starts on the plain fallback style (no server styles): quicker where the basemap
// does not matter.
const query = new URLSearchParams(window.location.search);
// `?center=lat,lon&zoom=z` opens the map on a saved view (the user's or server's map centre).
const centre = query.get('center')?.split(',').map(Number) as [number, number] | undefined;
let props: PageProps = {
  map: {
    ...(query.get('styles') === 'none' ? { mapStyles: null } : {}),
    ...(centre ? { center: centre, zoom: Number(query.get('zoom') ?? 5) } : {}),
  },
  guest: query.get('guest') === '1',
  editor: null,
  popup: true,
  popupHeight: 0,
  history: null,
  documents: null,
};
const listeners = new Set<() => void>();

const handle = {
  controller: null as FleetMapController | null,
  client,
  store,
  tracking,
  settings,
  /** WKT areas the geofence editor emitted, oldest first. */
  editorAreas: [] as (string | null)[],
  /** Errors the geofence editor reported. */
  editorErrors: [] as string[],
  /** What the HistoryPanel last handed to the map (track, playback engine, trip points). */
  history: null as HistoryTrack | null,
  /** Messages of the errors the map reported through `onError`. */
  mapErrors: [] as string[],
  /** Places the search box picked. */
  picked: [] as string[],
  /** Locations the locate button reported, or its error texts. */
  located: [] as string[],
  /** sdk-core pieces a test builds a replay with. */
  sdk: { PlaybackEngine, buildTrack },
  /** Widget internals the benchmark drives directly. */
  widgets: { VehicleFeatureCache, VEHICLE_CHANGES_PER_STEP },
  set(patch: Partial<PageProps>) {
    props = { ...props, ...patch };
    for (const listener of listeners) listener();
  },
  async signIn(email: string, password: string) {
    await client.session.login(email, password);
  },
};
/** The page's test handle, as the tests see it on `window.fleetTest`. */
export type FleetTestHandle = typeof handle;
(window as unknown as { fleetTest: FleetTestHandle }).fleetTest = handle;

function usePageProps(): PageProps {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => props,
  );
}

function Page() {
  const page = usePageProps();
  const [history, setHistory] = useState<HistoryTrack | null>(null);
  const onTrackChange = useCallback((next: HistoryTrack) => {
    handle.history = next;
    setHistory(next);
  }, []);
  const replay =
    page.history && history
      ? {
          mode: 'track_device_history' as const,
          historyTrack: history.track,
          playback: history.engine,
          tripPoints: history.tripPoints,
        }
      : {};
  const side = page.history || page.documents;
  return (
    <FleetProvider client={client} store={store} tracking={tracking} settings={settings} guest={page.guest}>
      {side && (
        <aside style={{ position: 'absolute', top: 0, bottom: 0, left: 0, width: 380, overflow: 'auto' }}>
          {page.history && <HistoryPanel deviceId={page.history.deviceId} onTrackChange={onTrackChange} />}
          {page.documents && <DocumentTable deviceId={page.documents.vehicleId} fileStore={files} />}
        </aside>
      )}
      <div style={{ position: 'absolute', top: 0, bottom: 0, right: 0, left: side ? 380 : 0 }}>
        <FleetMap
          workerUrl={workerUrl}
          {...page.map}
          {...replay}
          renderPopup={
            page.popup
              ? ({ device, position }) => (
                  <div data-testid="vehicle-popup" style={{ minHeight: page.popupHeight || undefined }}>
                    <strong>{device.name}</strong>
                    <span>
                      {position ? ` ${position.latitude.toFixed(4)}, ${position.longitude.toFixed(4)}` : ''}
                    </span>
                  </div>
                )
              : undefined
          }
          onReady={(controller) => {
            handle.controller = controller;
          }}
          onError={(error) => handle.mapErrors.push(error.message)}
        >
          <PlaceSearch onPick={(place) => handle.picked.push(place.display_name)} />
          <LocateButton
            onLocate={(location) => handle.located.push(`${location.latitude},${location.longitude}`)}
            onError={(message) => handle.located.push(message)}
          />
          {page.editor && (
            <GeofenceEditor
              {...page.editor}
              onChange={(area) => handle.editorAreas.push(area)}
              onError={(message) => handle.editorErrors.push(message)}
            />
          )}
        </FleetMap>
      </div>
      {side && <Toaster events={false} />}
    </FleetProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
