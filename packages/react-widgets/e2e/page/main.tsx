// The browser tests' page: one FleetMap over real sdk-core stores and a client of the real server.
// The test handle `window.fleetTest` exists on this page only; the tests drive the stores and
// read the map through it.
import 'maplibre-gl/dist/maplibre-gl.css';
import '../../src/style.css';
import '../../src/map/map.css';
import { buildTrack, createFleetClient, FleetStore, PlaybackEngine, TrackingStore } from '@fleetkit/sdk-core';
import { MemorySettingsStorage, SettingsStore } from '@fleetkit/sdk-core/settings';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { FleetProvider } from '../../src/context/FleetContext';
import type { FleetMapProps } from '../../src/map/FleetMap';
import { FleetMap } from '../../src/map/FleetMap';
import type { FleetMapController } from '../../src/map/FleetMapController';
import { GeofenceEditor, type GeofenceEditorProps } from '../../src/map/GeofenceEditor';
import { LocateButton } from '../../src/map/LocateButton';
import { PlaceSearch } from '../../src/map/PlaceSearch';
import { VehicleFeatureCache } from '../../src/map/VehicleFeatureCache';

/** What a test may set on the page. */
interface PageProps {
  map: Partial<FleetMapProps>;
  guest: boolean;
  editor: Pick<GeofenceEditorProps, 'area' | 'shape'> | null;
  popup: boolean;
}

const client = createFleetClient({ baseUrl: window.location.origin });
const store = new FleetStore();
const tracking = new TrackingStore({ fleet: store });
const settings = new SettingsStore({ userKey: 'e2e', storage: new MemorySettingsStorage() });

// `?styles=none` starts on the plain fallback style (no server styles): quicker where the basemap
// does not matter.
const query = new URLSearchParams(window.location.search);
let props: PageProps = {
  map: query.get('styles') === 'none' ? { mapStyles: null } : {},
  guest: query.get('guest') === '1',
  editor: null,
  popup: true,
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
  /** Places the search box picked. */
  picked: [] as string[],
  /** Locations the locate button reported, or its error texts. */
  located: [] as string[],
  /** sdk-core pieces a test builds a replay with. */
  sdk: { PlaybackEngine, buildTrack },
  /** Widget internals the benchmark drives directly. */
  widgets: { VehicleFeatureCache },
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
  return (
    <FleetProvider client={client} store={store} tracking={tracking} settings={settings} guest={page.guest}>
      <div style={{ position: 'absolute', inset: 0 }}>
        <FleetMap
          workerUrl={workerUrl}
          {...page.map}
          renderPopup={
            page.popup
              ? ({ device, position }) => (
                  <div data-testid="vehicle-popup">
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
