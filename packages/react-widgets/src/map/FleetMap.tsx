import {
  FleetMapController,
  type MapMode,
  type MapStartError,
  type PathPoint,
  readMapColours,
  type TripPoint,
  vehicleCategory,
  vehicleIconId,
} from '@fleetkit/map';
import {
  DEFAULT_SETTINGS,
  type Device,
  FLY_ZOOM_MARKER_CLICK,
  type Geofence,
  type MapType,
  MESSAGES,
  type PlaybackEngine,
  type Position,
} from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { FitFleetButton } from './FitFleetButton';
import { FleetMapContext } from './FleetMapContext';
import { MapOptionsPanel, type MapOptionValues } from './MapOptionsPanel';
import { ResumeFollowingButton } from './ResumeFollowingButton';
import { TrafficButton } from './TrafficButton';
import { useBasemapFallback } from './useBasemapFallback';
import { type MapStyleList, useMapStyleList } from './useMapStyleList';
import { useMapSync } from './useMapSync';
import { useOpeningView } from './useOpeningView';
import { useUserGeofences } from './useUserGeofences';

/** The vehicle a popup is about. */
export interface PopupVehicle {
  device: Device;
  position: Position | undefined;
}

/** Props of {@link FleetMap}. */
export interface FleetMapProps {
  /**
   * What the map is for (SPEC §2): `view_devices`, `guest_view` (opens the shared vehicle's popup),
   * `track_device` (follows the tracked vehicle with its live route), `track_device_history`
   * (a replayed track and its playback cursor), `view_geofence`, `add_geofence`, `edit_geofences`.
   * @default 'guest_view' for a guest session, else 'view_devices'
   */
  mode?: MapMode;
  /**
   * Vehicles to draw. Keep the array or map referentially stable between renders.
   * @default the FleetStore's devices
   */
  devices?: ReadonlyMap<number, Device> | readonly Device[];
  /**
   * Latest position of each vehicle by device id. Keep the map referentially stable.
   * @default the FleetStore's positions
   */
  positions?: ReadonlyMap<number, Position>;
  /** The tracked vehicle in `track_device`. @default the TrackingStore's tracked vehicle */
  trackedDeviceId?: number | null;
  /** The live route behind the tracked vehicle. Keep it stable. @default the TrackingStore's live route */
  liveRoute?: readonly PathPoint[];
  /**
   * Geofences to draw (Traccar WKT areas). Keep the array stable. @default on the vehicle maps
   * (`view_devices`, `track_device`, `track_device_history`) the user's geofences, read through the
   * FleetProvider's client once the 'Geofence' toggle is on; elsewhere []
   */
  geofences?: readonly Geofence[];
  /** In `view_geofence`: the geofence to fly to (zoom 14). @default null */
  focusGeofence?: Pick<Geofence, 'area'> | null;
  /** In `track_device_history`: the replayed track. Keep it stable. @default [] */
  historyTrack?: readonly PathPoint[];
  /** In `track_device_history`: the engine whose cursor is drawn every frame. @default none */
  playback?: PlaybackEngine;
  /** The replayed vehicle, whose icon the playback cursor uses. @default a car */
  historyDevice?: Device | null;
  /** Trip points of a replay (critical alarms, stops, geofence enter/exit). Keep it stable. @default [] */
  tripPoints?: readonly TripPoint[];
  /**
   * Content of a vehicle's popup, opened on marker click (the portal passes the VehicleCard).
   * @default no popup
   */
  renderPopup?: (vehicle: PopupVehicle) => ReactNode;
  /** Called with the device id when a vehicle marker is clicked. @default none */
  onVehicleClick?: (deviceId: number) => void;
  /**
   * The server's map styles; `null` uses the plain fallback style.
   * @default read from the FleetProvider's client (`GET /api2/map/styles`)
   */
  mapStyles?: MapStyleList | null;
  /** Show the 'More Options' panel. @default true */
  showOptions?: boolean;
  /** Show the traffic button on the map. @default true */
  showTrafficButton?: boolean;
  /** Show the 'Whole fleet' button, which fits the map to every vehicle, in `view_devices`. @default true */
  showFitButton?: boolean;
  /**
   * First centre as [latitude, longitude] (the user's or server's saved view): the map opens there.
   * @default fitted to the vehicles with positions once they arrive (`view_devices`, `guest_view`),
   * DEFAULT_MAP_CENTER while there are none
   */
  center?: readonly [number, number];
  /** First zoom. @default DEFAULT_MAP_ZOOM (5) */
  zoom?: number;
  /**
   * URL of maplibre's worker script, for bundlers that do not emit it next to maplibre-gl (Vite:
   * `import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`). Read once, at mount.
   * @default maplibre's own lookup
   */
  workerUrl?: string;
  /** Called once the map has loaded, with its controller. @default none */
  onReady?: (controller: FleetMapController) => void;
  /**
   * Called when the map cannot start (no WebGL) or a base style fails to load; the map then shows
   * its error state. @default none
   */
  onError?: (error: MapStartError) => void;
  /** Extra class on the map's root element. */
  className?: string;
  /** Layer components (e.g. `GeofenceEditor`) and overlays; they reach the controller with `useFleetMap()`. */
  children?: ReactNode;
}

const EMPTY_MAP: ReadonlyMap<number, never> = new Map<number, never>();
const EMPTY: readonly never[] = [];

/**
 * A live map of the fleet on maplibre-gl: clustered vehicles with category icons coloured by status,
 * popups, the seven modes of SPEC §2, geofences, the 'More Options' panel and the traffic button.
 * Reads the sdk-core stores of the nearest `FleetProvider` (and its `SettingsStore` for the map style
 * and toggles); every data prop overrides the store it names.
 *
 * @example
 * <FleetProvider client={client} store={store} tracking={tracking} settings={settings}>
 *   <FleetMap renderPopup={({ device, position }) => <VehicleCard vehicle={device} position={position} />} />
 * </FleetProvider>
 */
export function FleetMap(props: FleetMapProps) {
  const labels = useTexts(MAP_OPTION_LABELS);
  const messages = useTexts(MESSAGES);
  useSignals();
  const fleet = useOptionalFleet();
  const guest = fleet?.guest ?? false;
  const {
    mode = guest ? 'guest_view' : 'view_devices',
    focusGeofence = null,
    historyTrack = EMPTY,
    tripPoints = EMPTY,
    playback,
    historyDevice = null,
    renderPopup,
    onVehicleClick,
    showOptions = true,
    showTrafficButton = true,
    showFitButton = true,
    onReady,
    className,
    children,
  } = props;
  const devices = props.devices ?? fleet?.store.devices.value ?? EMPTY_MAP;
  const positions = props.positions ?? fleet?.store.positions.value ?? EMPTY_MAP;
  const trackedDeviceId =
    props.trackedDeviceId !== undefined
      ? props.trackedDeviceId
      : (fleet?.tracking.trackedDeviceId.value ?? null);
  const liveRoute = props.liveRoute ?? fleet?.tracking.liveRoute.value ?? EMPTY;
  const styleList = useMapStyleList(fleet?.client, props.mapStyles);

  const [localOptions, setLocalOptions] = useState<MapOptionValues>(() => fromSettings(DEFAULT_SETTINGS));
  const settings = fleet?.settings;
  const settingsValue = settings?.state.value;
  const options = useMemo(
    () => (settingsValue ? fromSettings(settingsValue) : localOptions),
    [settingsValue, localOptions],
  );
  const changeOptions = (patch: Partial<MapOptionValues>) => {
    if (settings) void settings.set(toSettings(patch));
    else setLocalOptions((was) => ({ ...was, ...patch }));
  };

  const containerRef = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<FleetMapController | null>(null);
  const [popupId, setPopupId] = useState<number | null>(null);
  const popupElement = useMemo(
    () => (typeof document === 'undefined' ? null : document.createElement('div')),
    [],
  );
  const initial = useRef({
    center: props.center,
    zoom: props.zoom,
    workerUrl: props.workerUrl,
    onReady,
    onError: props.onError,
  });
  initial.current.onReady = onReady;
  initial.current.onError = props.onError;
  const [failure, setFailure] = useState<MapStartError | null>(null);
  /** Switches to the current style's offline fallback, if it has one not yet taken: whether it did. */
  const styleFallback = useRef<() => boolean>(() => false);

  // One controller per mounted map; created in the effect so a remount starts afresh.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const instance = new FleetMapController({
      ...(initial.current.center ? { center: initial.current.center } : {}),
      ...(initial.current.zoom !== undefined ? { zoom: initial.current.zoom } : {}),
      ...(initial.current.workerUrl ? { workerUrl: initial.current.workerUrl } : {}),
      colours: readMapColours(container),
    });
    let live = true;
    const fail = (error: MapStartError) => {
      if (!live) return;
      // An online style that cannot be fetched (no network) is not a failure while an offline one remains.
      if (error.kind === 'style' && styleFallback.current()) return;
      setFailure(error);
      initial.current.onError?.(error);
    };
    const stopErrors = instance.onError(fail);
    instance.mount(container).then(
      () => {
        if (!live) return;
        setController(instance);
        initial.current.onReady?.(instance);
      },
      (error: unknown) => fail(error as MapStartError),
    );
    return () => {
      live = false;
      stopErrors();
      setController(null);
      instance.dispose();
    };
  }, []);

  const styleEntry = styleList?.styles.find((style) => style.id === options.mapType) ?? styleList?.styles[0];
  // No network for the style's tiles: the offline basemap, with a notice (docs/decisions/map-opening-view.md).
  const { fellBack, fallBack } = useBasemapFallback(
    controller,
    styleEntry?.url,
    Boolean(styleEntry?.fallbackUrl),
  );
  styleFallback.current = fallBack;
  const traffic = styleList?.traffic ?? null;
  const vehicleMap = mode === 'view_devices' || mode === 'track_device' || mode === 'track_device_history';
  const userGeofences = useUserGeofences(
    fleet?.client,
    props.geofences === undefined && vehicleMap && options.geofence && !guest,
  );
  const tracking = mode === 'track_device';
  const trackedPosition = trackedDeviceId === null ? undefined : positions.get(trackedDeviceId);

  // Every prop the map draws, pushed to the controller in one place: only what changed is applied.
  useMapSync(controller, {
    mode,
    display: options,
    styleUrl: fellBack ? styleEntry?.fallbackUrl : styleEntry?.url,
    traffic,
    devices,
    positions,
    trackedDeviceId: tracking ? trackedDeviceId : null,
    trackedPosition: tracking ? trackedPosition : undefined,
    liveRoute: tracking ? liveRoute : EMPTY,
    geofences: props.geofences ?? (vehicleMap ? userGeofences : EMPTY),
    focusGeofence: mode === 'view_geofence' ? focusGeofence : null,
    historyTrack,
    tripPoints,
  });

  const opened = useOpeningView(controller, mode, {
    hasCentre: props.center !== undefined,
    fleet: [devices, positions],
    historyTrack,
  });

  // The cursor moves every frame: straight from the engine to the map, never through React state.
  const cursorIcon = vehicleIconId(historyDevice ? vehicleCategory(historyDevice) : 'car', 'success');
  useEffect(() => {
    if (!controller || !playback) return;
    controller.setPlaybackCursor(playback.current.peek(), cursorIcon);
    const stop = playback.subscribe((snapshot) => controller.setPlaybackCursor(snapshot.current, cursorIcon));
    return () => {
      stop();
      controller.setPlaybackCursor(null);
    };
  }, [controller, playback, cursorIcon]);

  // Marker click: fly in (zoom 15), select the vehicle and open its popup.
  const store = fleet?.store;
  const onClick = useRef(onVehicleClick);
  onClick.current = onVehicleClick;
  useEffect(() => {
    if (!controller) return;
    const stopClick = controller.onVehicleClick((id) => {
      controller.flyToVehicle(id, FLY_ZOOM_MARKER_CLICK);
      store?.selectDevice(id);
      setPopupId(id);
      onClick.current?.(id);
    });
    const stopClose = controller.onPopupClose(() => setPopupId(null));
    return () => {
      stopClick();
      stopClose();
    };
  }, [controller, store]);

  // A guest sees the shared vehicle's popup at once (SPEC §4).
  const firstVehicleId = firstId(devices, positions);
  useEffect(() => {
    if (mode === 'guest_view' && firstVehicleId !== null) setPopupId((open) => open ?? firstVehicleId);
  }, [mode, firstVehicleId]);

  const hasPopup = Boolean(renderPopup);
  useEffect(() => {
    if (!controller || !popupElement || popupId === null || !hasPopup) return;
    if (!controller.openPopup(popupId, popupElement)) return;
    return () => controller.closePopup();
  }, [controller, popupElement, popupId, hasPopup]);

  const popupDevice = popupId === null ? undefined : getDevice(devices, popupId);
  return (
    <div
      className={['fleet-root', 'fleet-map', className].filter(Boolean).join(' ')}
      data-mode={mode}
      data-view={opened}
    >
      {/* maplibre's own `.maplibregl-map { position: relative }` lands on the element it is given; the
          wrapper owns the size, so the map fills it whichever stylesheet loads last. */}
      <div className="fleet-map-canvas">
        <div ref={containerRef} className="fleet-map-surface" />
      </div>
      {failure && (
        <p className="fleet-map-error fleet-error-text" role="alert" title={failure.message}>
          {messages.somethingWentWrong}
        </p>
      )}
      {fellBack && (
        <p className="fleet-map-notice" role="status">
          {labels.offlineBasemap}
        </p>
      )}
      <div className="fleet-map-controls">
        {showFitButton && mode === 'view_devices' && (
          <FitFleetButton isDisabled={!controller} onPress={() => controller?.fitToVehicles()} />
        )}
        {showTrafficButton && (
          <TrafficButton
            isSelected={options.traffic}
            isDisabled={!traffic}
            onChange={(on) => changeOptions({ traffic: on })}
          />
        )}
        {showOptions && (
          <MapOptionsPanel
            value={options}
            onChange={changeOptions}
            guest={guest || mode === 'guest_view'}
            showLiveRoute={mode === 'track_device'}
            trafficAvailable={Boolean(traffic)}
            mapTypes={
              styleList?.styles.map((style) => style.id) ?? ['simple', 'satellite', 'terrain', 'classic']
            }
          />
        )}
      </div>
      {popupElement &&
        popupDevice &&
        renderPopup &&
        createPortal(
          renderPopup({ device: popupDevice, position: positions.get(popupDevice.id) }),
          popupElement,
        )}
      <ResumeFollowingButton controller={controller} />
      <FleetMapContext.Provider value={controller}>{children}</FleetMapContext.Provider>
    </div>
  );
}

function fromSettings(settings: typeof DEFAULT_SETTINGS): MapOptionValues {
  return {
    mapType: settings.mapType,
    vehicleNumber: settings.vehicleNumber,
    traffic: settings.traffic,
    geofence: settings.geofence,
    criticalPoints: settings.criticalPoints,
    stoppedPoints: settings.stopedPoints,
    geofencePoints: settings.geofencingPoints,
    liveRoute: settings.liveRoute,
  };
}

function toSettings(patch: Partial<MapOptionValues>): Partial<typeof DEFAULT_SETTINGS> {
  const { stoppedPoints, geofencePoints, mapType, ...rest } = patch;
  return {
    ...rest,
    ...(mapType !== undefined ? { mapType: mapType as MapType } : {}),
    ...(stoppedPoints !== undefined ? { stopedPoints: stoppedPoints } : {}),
    ...(geofencePoints !== undefined ? { geofencingPoints: geofencePoints } : {}),
  };
}

function getDevice(devices: ReadonlyMap<number, Device> | readonly Device[], id: number): Device | undefined {
  if (devices instanceof Map) return devices.get(id);
  return (devices as readonly Device[]).find((device) => device.id === id);
}

function firstId(
  devices: ReadonlyMap<number, Device> | readonly Device[],
  positions: ReadonlyMap<number, Position>,
) {
  for (const device of devices.values()) if (positions.has(device.id)) return device.id;
  return null;
}
