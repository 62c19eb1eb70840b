import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FLY_ZOOM_DEVICE,
  FLY_ZOOM_GEOFENCE,
  type Geofence,
  MAX_ZOOM,
  type MarkerPose,
  MIN_ZOOM,
  parseArea,
  shapeCenter,
} from '@fleetkit/sdk-core';
import type {
  MapLayerMouseEvent,
  Map as MaplibreMap,
  MapStyleImageMissingEvent,
  StyleSpecification,
} from 'maplibre-gl';
import { type HeldArea, sameHeldView } from './clusters/VehicleClusterSources';
import { FALLBACK_MAP_STYLE, FleetStyle, type TrafficTiles } from './FleetStyle';
import { boxOf, fitBox } from './fitView';
import { DEFAULT_MAP_COLOURS, FLEET_LAYERS, FLEET_SOURCES, type MapColours } from './fleetLayers';
import { buildGeofenceFeatures } from './geofenceFeatures';
import type { MapDisplayOptions, MapMode } from './layerVisibility';
import type { Listener } from './listeners';
import { type MapStartError, startFailure } from './mapStartFailure';
import { directionArrows, type PathPoint, pathLine, pointFeatures } from './pathFeatures';
import {
  heldAreaAt,
  heldZoomsAt,
  holdsView,
  type MapView,
  VehicleLayer,
  type VehicleUpdateReport,
} from './VehicleLayer';
import { VehiclePopup } from './VehiclePopup';
import { VehicleTracking } from './VehicleTracking';
import { type VehicleFeature, vehicleIconId } from './vehicleFeatures';

export { FALLBACK_MAP_STYLE, type TrafficTiles } from './FleetStyle';
export { VEHICLE_CHANGES_PER_STEP, VEHICLE_STEP_BUDGET_MS, type VehicleUpdateReport } from './VehicleLayer';

type Maplibre = typeof import('maplibre-gl');

/** A trip point drawn on a replay: a critical alarm, a stop or a geofence enter/exit. */
export interface TripPoint extends PathPoint {
  kind: 'critical' | 'stopped' | 'geofence';
}

/** Options of a {@link FleetMapController}. */
export interface FleetMapControllerOptions {
  /** First view: centre as [latitude, longitude]. @default DEFAULT_MAP_CENTER ([22.5937, 78.9629]) */
  center?: readonly [number, number];
  /** First zoom. @default DEFAULT_MAP_ZOOM (5) */
  zoom?: number;
  /** Base style: a URL or a style object. @default FALLBACK_MAP_STYLE (a plain background) */
  style?: string | StyleSpecification;
  /** Colours of icons, clusters and paths. @default DEFAULT_MAP_COLOURS */
  colours?: MapColours;
  /**
   * URL of maplibre's worker script (`maplibre-gl/dist/maplibre-gl-worker.mjs`) for bundlers that do
   * not emit it next to the library; with Vite: `import workerUrl from
   * 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'`. @default maplibre's own lookup
   */
  workerUrl?: string;
  /** Largest share of changed vehicles sent as a diff (`updateData`). @default UPDATE_DATA_MAX_SHARE (0.5) */
  updateDataMaxShare?: number;
}

/**
 * Owns one maplibre map of a fleet: vehicles as a GeoJSON source with a symbol layer (icon per
 * category, rotated by course, coloured by status) and their clusters, computed incrementally here
 * (`VehicleClusterSources`), as a second source; the tracked vehicle gliding with a
 * `MarkerAnimator`, live route and replayed track with direction arrows, the playback cursor,
 * geofences, trip points and the traffic overlay. maplibre-gl is imported when {@link mount} runs,
 * so creating a controller touches neither `window` nor maplibre.
 *
 * It composes one part per job: {@link FleetStyle} (the base style, the fleet's sources and layers,
 * their visibility, traffic, icons), {@link VehicleLayer} (the vehicles, updated in steps),
 * {@link VehicleTracking} (the tracked vehicle and following) and {@link VehiclePopup}; what is left
 * here is the map itself, its input events, the camera and the path and geofence data.
 *
 * @example
 * const controller = new FleetMapController();
 * await controller.mount(element);
 * controller.setVehicles(buildVehicleFeatures(store.devices.value, store.positions.value));
 * controller.onVehicleClick((id) => controller.flyToVehicle(id));
 */
export class FleetMapController {
  readonly #options: FleetMapControllerOptions;
  readonly #colours: MapColours;
  #lib: Maplibre | null = null;
  #map: MaplibreMap | null = null;
  #disposed = false;
  #cursorIcon = vehicleIconId('car', 'success');
  #vehicleClick = new Set<Listener<number>>();
  readonly #style: FleetStyle;
  readonly #vehicles: VehicleLayer;
  readonly #tracking: VehicleTracking;
  readonly #popup: VehiclePopup;

  constructor(options: FleetMapControllerOptions = {}) {
    this.#options = options;
    this.#colours = options.colours ?? DEFAULT_MAP_COLOURS;
    this.#style = new FleetStyle({
      map: () => this.#map,
      colours: this.#colours,
      vehicleData: () => this.#vehicles.sourceData(),
      trackedId: () => this.#tracking.trackedId,
    });
    this.#vehicles = new VehicleLayer(
      { source: (id) => this.#style.source(id), moved: () => this.#popup.move() },
      { updateDataMaxShare: options.updateDataMaxShare },
    );
    this.#tracking = new VehicleTracking({
      map: () => this.#map,
      mode: () => this.#style.mode,
      vehicle: (deviceId) => this.#vehicles.fleet.get(deviceId),
      setSourceData: (id, data) => this.#style.setSourceData(id, data),
      trackedChanged: () => this.#style.setFilterForTracked(),
      trackedMoved: () => {
        if (this.#popup.deviceId === this.#tracking.trackedId) this.#popup.move();
      },
    });
    this.#popup = new VehiclePopup({
      lib: () => this.#lib,
      map: () => this.#map,
      lngLatOf: (deviceId) => this.#vehicleLngLat(deviceId),
    });
  }

  /** The maplibre map, once {@link mount} has created it. */
  get map(): MaplibreMap | null {
    return this.#map;
  }

  /** Resolves when the first style and the fleet layers are in place. */
  get ready(): Promise<void> {
    return this.#style.ready;
  }

  /** The current mode. */
  get mode(): MapMode {
    return this.#style.mode;
  }

  /** Id of the vehicle whose popup is open, or null. */
  get popupDeviceId(): number | null {
    return this.#popup.deviceId;
  }

  /** The vehicles as drawn now, by device id. */
  get vehicles(): ReadonlyMap<number, VehicleFeature> {
    return this.#vehicles.drawn;
  }

  /** What the latest {@link setVehicles} did so far (kind, vehicles changed, main-thread time, steps). */
  get lastVehicleUpdate(): Omit<VehicleUpdateReport, 'applied'> | null {
    return this.#vehicles.lastUpdate;
  }

  /**
   * Whether following is paused: a vehicle is tracked in `track_device` but the user dragged the map
   * away from it, so the camera stays where they left it until {@link resumeFollowing}.
   */
  get followingPaused(): boolean {
    return this.#tracking.followingPaused;
  }

  /** Calls `listener` with {@link followingPaused} each time it changes; returns what stops it. */
  onFollowingPausedChange(listener: Listener<boolean>): () => void {
    return this.#tracking.onFollowingPausedChange(listener);
  }

  /** Stops moving the camera with the tracked vehicle (the map does this when the user drags it). */
  pauseFollowing(): void {
    this.#tracking.pauseFollowing();
  }

  /**
   * Follows the tracked vehicle again after the user panned away: the camera jumps back onto it at
   * `TRACKING_ZOOM` and keeps following its fixes.
   */
  resumeFollowing(): void {
    this.#tracking.resumeFollowing();
  }

  /** The tracked vehicle's drawn pose, or null when nothing is tracked. */
  get trackedPose(): MarkerPose | null {
    return this.#tracking.trackedPose;
  }

  /** Creates the map in `container`, loading maplibre-gl. Resolves when the map has its style. */
  async mount(container: HTMLElement): Promise<void> {
    if (this.#map) throw new Error('This FleetMapController is already mounted.');
    const lib = await import('maplibre-gl');
    if (this.#disposed) return;
    this.#lib = lib;
    if (this.#options.workerUrl) lib.setWorkerUrl(this.#options.workerUrl);
    const [latitude, longitude] = this.#options.center ?? DEFAULT_MAP_CENTER;
    // No WebGL, or a style that cannot be loaded: mount rejects with the reason (startFailure).
    const failed = startFailure();
    const zoom = this.#options.zoom ?? DEFAULT_MAP_ZOOM;
    // Set before the style takes the vehicle source's data.
    const opening: MapView = {
      center: [longitude, latitude],
      zoom,
      width: container.clientWidth,
      height: container.clientHeight,
      bearing: 0,
      pitch: 0,
    };
    void this.#vehicles.hold({ ...heldZoomsAt(zoom), area: heldAreaAt(opening) });
    const style = this.#style.withFleetLayers(this.#options.style ?? FALLBACK_MAP_STYLE);
    const map = failed.create(
      () =>
        new lib.Map({
          container,
          style,
          center: [longitude, latitude],
          zoom,
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          attributionControl: { compact: true },
        }),
    );
    this.#map = map;
    failed.watch(map, style);
    // maplibre-gl 6 fires `styleimagemissing` only after a tile's images were read, so an image added
    // there misses that tile and the vehicle stays undrawn until the tile is parsed again; its
    // resolver runs before. maplibre-gl 5 has no resolver and fires the event in time.
    if (typeof map.setMissingStyleImageResolver === 'function') {
      map.setMissingStyleImageResolver(this.#style.addMissingImage);
    }
    map.on('styleimagemissing', this.#onImageMissing);
    map.on('click', FLEET_LAYERS.vehicles, this.#onVehicleClick);
    map.on('click', FLEET_LAYERS.tracked, this.#onVehicleClick);
    map.on('click', FLEET_LAYERS.clusters, this.#onClusterClick);
    for (const layer of [FLEET_LAYERS.vehicles, FLEET_LAYERS.tracked, FLEET_LAYERS.clusters]) {
      map.on('mouseenter', layer, this.#pointer);
      map.on('mouseleave', layer, this.#noPointer);
    }
    // Panning away from a tracked vehicle, with the pointer or the arrow keys, pauses following
    // until `resumeFollowing()`; zooming does not.
    map.on('dragstart', () => this.pauseFollowing());
    map.on('movestart', (event) => {
      const key = (event as { originalEvent?: Event }).originalEvent;
      if (key instanceof KeyboardEvent && key.key.startsWith('Arrow') && !key.shiftKey) this.pauseFollowing();
    });
    map.on('style.load', this.#style.onStyleLoaded);
    // The vehicle source holds what the map draws around its view: the zooms around the map's
    // (heldZoomsAt), more as soon as the map zooms and fewer once it comes to rest; and an area
    // around the view (heldAreaAt), a new one as soon as the view nears the held one's edge, or
    // once it comes to rest in an area far larger than it needs. A resize fires both events too.
    map.on('move', () => this.#holdView(map, false));
    map.on('moveend', () => this.#holdView(map, true));
    await Promise.race([this.#style.ready, failed.promise]);
    failed.stop();
  }

  /**
   * Fits the camera to every vehicle on the map, zoomed in at most to `TRACKING_ZOOM`. False when
   * no vehicle is drawn (the camera stays).
   */
  fitToVehicles(): boolean {
    const box = boxOf([...this.#vehicles.fleet.values()].map((feature) => feature.geometry.coordinates));
    return Boolean(this.#map && box && fitBox(this.#map, box));
  }

  /** Fits the camera to a path (a replayed track), zoomed in at most to `TRACKING_ZOOM`. */
  fitToPath(points: readonly PathPoint[]): boolean {
    const box = boxOf(points.map((point) => [point.longitude, point.latitude] as const));
    return Boolean(this.#map && box && fitBox(this.#map, box));
  }

  /** Switches the base style (a URL or a style object), keeping every fleet source and layer. */
  setStyle(style: string | StyleSpecification): void {
    const map = this.#map;
    if (!map) {
      this.#options.style = style;
      return;
    }
    this.#style.setStyle(map, style);
  }

  /** Calls `listener` when a base style set with {@link setStyle} fails to load. */
  onError(listener: Listener<MapStartError>): () => void {
    return this.#style.onError(listener);
  }

  /** Calls `listener` each time a base style has loaded with the fleet layers on it. */
  onStyleLoad(listener: Listener<void>): () => void {
    return this.#style.onStyleLoad(listener);
  }

  /** Sets the mode: which layers show (see `layerVisibility`); leaving `track_device` stops following. */
  setMode(mode: MapMode): void {
    if (mode === this.#style.mode) return;
    const wasPaused = this.followingPaused;
    this.#style.setMode(mode);
    if (this.followingPaused !== wasPaused) this.#tracking.notifyFollowing();
  }

  /** Sets the 'More Options' toggles. */
  setDisplay(options: Partial<MapDisplayOptions>): void {
    this.#style.setDisplay(options);
  }

  /** Sets (or removes, with null) the traffic overlay; it shows when the 'Traffic' toggle is on. */
  setTraffic(traffic: TrafficTiles | null): void {
    this.#style.setTraffic(traffic);
  }

  /**
   * Draws the fleet. Unchanged vehicles cost nothing; a few changed ones go to the worker as a diff
   * (`updateData`), most or all of them as a whole collection (`setData`). More than
   * {@link VEHICLE_CHANGES_PER_STEP} changes are drawn in steps, one task each; a newer fleet given
   * meanwhile takes over from the step reached. A smaller change of a large fleet takes up to three
   * short tasks (the diff, the cluster moves, the hand-over) once a step has taken a quarter of
   * {@link VEHICLE_STEP_BUDGET_MS}. The tracked vehicle's new position is handed to its animator.
   * `next` is kept as given, not copied: give a new map for each update (as
   * `VehicleFeatureCache.build` does) and do not change it afterwards.
   */
  setVehicles(next: ReadonlyMap<number, VehicleFeature>): VehicleUpdateReport {
    return this.#vehicles.setVehicles(next);
  }

  /**
   * Tracks one vehicle (SPEC §2 `track_device`): it is drawn on its own, glides between its fixes
   * (`MarkerAnimator`), and the camera follows it at `TRACKING_ZOOM` until the user drags the map.
   * Null stops tracking.
   */
  setTrackedVehicle(deviceId: number | null): void {
    this.#tracking.setTrackedVehicle(deviceId);
  }

  /**
   * Hands the tracked vehicle a new fix to glide to; `time` is the fix time in ms (the glide lasts
   * half the gap to the previous fix, or the marker jumps past 30 s). `<FleetMap>` calls this for
   * each new position of the tracked vehicle.
   */
  pushTrackedFix(fix: { latitude: number; longitude: number; course?: number; time: number }): void {
    this.#tracking.pushTrackedFix(fix);
  }

  /** The live route behind the tracked vehicle, with an arrow on every 9th point. */
  setLiveRoute(points: readonly PathPoint[]): void {
    this.#style.setSourceData(FLEET_SOURCES.route, pathLine(points));
    this.#style.setSourceData(FLEET_SOURCES.routeArrows, directionArrows(points));
  }

  /** The replayed track (`track_device_history`), with an arrow on every 9th point. */
  setHistoryTrack(points: readonly PathPoint[]): void {
    this.#style.setSourceData(FLEET_SOURCES.history, pathLine(points));
    this.#style.setSourceData(FLEET_SOURCES.historyArrows, directionArrows(points));
  }

  /** Trip points of a replay; each kind shows when its toggle is on. */
  setTripPoints(points: readonly TripPoint[]): void {
    this.#style.setSourceData(
      FLEET_SOURCES.tripPoints,
      pointFeatures(points.map((point) => ({ ...point, properties: { kind: point.kind } }))),
    );
  }

  /** The playback cursor's pose (drawn with `icon`, a vehicle icon id), or null to hide it. */
  setPlaybackCursor(pose: MarkerPose | null, icon?: string): void {
    if (icon) this.#cursorIcon = icon;
    this.#style.setSourceData(
      FLEET_SOURCES.cursor,
      pointFeatures(pose ? [{ ...pose, properties: { icon: this.#cursorIcon } }] : []),
    );
  }

  /** Draws geofences; ones whose area is not valid WKT are skipped and their ids returned. */
  setGeofences(geofences: readonly Pick<Geofence, 'id' | 'name' | 'area'>[]): number[] {
    const { collection, invalid } = buildGeofenceFeatures(geofences);
    this.#style.setSourceData(FLEET_SOURCES.geofences, collection);
    return invalid;
  }

  /** Flies to a point at a zoom. */
  flyTo(latitude: number, longitude: number, zoom: number): void {
    this.#map?.flyTo({ center: [longitude, latitude], zoom });
  }

  /** Flies to a vehicle at `FLY_ZOOM_DEVICE` (16), or `zoom`. False when it is not on the map. */
  flyToVehicle(deviceId: number, zoom = FLY_ZOOM_DEVICE): boolean {
    const feature = this.#vehicles.fleet.get(deviceId);
    if (!feature) return false;
    const [longitude, latitude] = feature.geometry.coordinates;
    this.flyTo(latitude, longitude, zoom);
    return true;
  }

  /** Flies to a geofence's centre at `FLY_ZOOM_GEOFENCE` (14). False when its area is not valid. */
  flyToGeofence(geofence: Pick<Geofence, 'area'>): boolean {
    try {
      const [latitude, longitude] = shapeCenter(parseArea(geofence.area));
      this.flyTo(latitude, longitude, FLY_ZOOM_GEOFENCE);
      return true;
    } catch {
      return false;
    }
  }

  /** Calls `listener` with the device id when a vehicle marker is clicked. */
  onVehicleClick(listener: Listener<number>): () => void {
    this.#vehicleClick.add(listener);
    return () => this.#vehicleClick.delete(listener);
  }

  /** Calls `listener` with the device id when the user closes a vehicle popup. */
  onPopupClose(listener: Listener<number>): () => void {
    return this.#popup.onClose(listener);
  }

  /**
   * Opens a popup holding `content` over a vehicle; it follows the vehicle as it moves.
   * False when the vehicle is not on the map.
   */
  openPopup(deviceId: number, content: HTMLElement): boolean {
    return this.#popup.open(deviceId, content);
  }

  /** Closes the open popup, if any, without calling the close listeners. */
  closePopup(): void {
    this.#popup.close();
  }

  /** Removes the map and stops every animation and listener. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#vehicles.dispose();
    this.#tracking.dispose();
    this.#popup.dispose();
    this.#map?.remove();
    this.#map = null;
    this.#vehicleClick.clear();
    this.#style.dispose();
  }

  /** Where a vehicle is drawn now: the tracked one at its gliding pose, the others at their fix. */
  #vehicleLngLat(deviceId: number): [number, number] | null {
    const pose = deviceId === this.#tracking.trackedId ? this.#tracking.trackedPose : null;
    if (pose) return [pose.longitude, pose.latitude];
    const feature = this.#vehicles.fleet.get(deviceId);
    return feature ? [...feature.geometry.coordinates] : null;
  }

  /**
   * Brings the vehicle source to the view of `map` when it no longer serves it: while the map moves
   * (`settled` false) with more zooms and a new area only when needed, once it comes to rest with
   * the exact zooms and an area that is not far larger than the view needs.
   */
  #holdView(map: MaplibreMap, settled: boolean): void {
    const asked = this.#vehicles.held;
    const view = viewOf(map);
    const wanted = heldZoomsAt(view.zoom, view.pitch);
    const area = heldAreaAt(view);
    const keep =
      holdsView(asked.area, view) && (!settled || areaSize(asked.area) <= AREA_GROWTH * areaSize(area));
    const zooms = settled
      ? wanted
      : { from: Math.min(wanted.from, asked.from), to: Math.max(wanted.to, asked.to) };
    const next = { ...zooms, area: keep ? asked.area : area };
    if (!sameHeldView(next, asked)) void this.#vehicles.hold(next);
  }

  readonly #onImageMissing = (event: MapStyleImageMissingEvent): void =>
    this.#style.addMissingImage(event.id);

  readonly #onVehicleClick = (event: MapLayerMouseEvent): void => {
    const id = event.features?.[0]?.properties?.deviceId;
    if (typeof id !== 'number') return;
    for (const listener of this.#vehicleClick) listener(id);
  };

  readonly #onClusterClick = (event: MapLayerMouseEvent): void => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id;
    if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const zoom = this.#vehicles.expansionZoom(clusterId);
    if (zoom === undefined) return;
    const center = feature.geometry.coordinates as [number, number];
    this.#map?.easeTo({ center, zoom });
  };

  readonly #pointer = (): void => {
    if (this.#map) this.#map.getCanvas().style.cursor = 'pointer';
  };

  readonly #noPointer = (): void => {
    if (this.#map) this.#map.getCanvas().style.cursor = '';
  };
}

/**
 * How much larger than it needs (the area {@link heldAreaAt} gives its view) the held area may stay
 * once the map comes to rest: after zooming in by more than a zoom, a smaller area is held.
 */
const AREA_GROWTH = 4;

/** Where `map` looks now. */
function viewOf(map: MaplibreMap): MapView {
  const { lng, lat } = map.getCenter();
  const container = map.getContainer();
  return {
    center: [lng, lat],
    zoom: map.getZoom(),
    width: container.clientWidth,
    height: container.clientHeight,
    bearing: map.getBearing(),
    pitch: map.getPitch(),
  };
}

/** The size of an area in square web-mercator units; infinite for everywhere. */
function areaSize(area: HeldArea | null): number {
  return area ? (area.maxX - area.minX) * (area.maxY - area.minY) : Number.POSITIVE_INFINITY;
}
