import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FLY_ZOOM_DEVICE,
  FLY_ZOOM_GEOFENCE,
  type Geofence,
  MAX_ZOOM,
  MarkerAnimator,
  type MarkerPose,
  MIN_ZOOM,
  parseArea,
  shapeCenter,
  TRACKING_ZOOM,
} from '@fleetkit/sdk-core';
import type {
  GeoJSONSource,
  MapLayerMouseEvent,
  Map as MaplibreMap,
  MapStyleImageMissingEvent,
  Popup,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import { type SourceUpdate, VehicleClusterSources } from './clusters/VehicleClusterSources';
import { boxOf, fitBox } from './fitView';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  DEFAULT_MAP_COLOURS,
  DIRECTION_ARROW_IMAGE,
  FLEET_LAYERS,
  FLEET_SOURCES,
  type FleetLayerId,
  fleetLayers,
  fleetSources,
  type MapColours,
  trafficSource,
  UNCLUSTERED_VEHICLE_FILTER,
} from './fleetLayers';
import { buildGeofenceFeatures } from './geofenceFeatures';
import { keepPopupInside } from './keepPopupInside';
import {
  layerVisibility,
  type MapDisplayOptions,
  type MapMode,
  visibleTripPointKinds,
} from './layerVisibility';
import { type MapStartError, startFailure } from './mapStartFailure';
import { directionArrows, type PathPoint, pathLine, pointFeatures } from './pathFeatures';
import { withTrackedHalo } from './trackedHalo';
import { resolveVehicleIcon, type VehicleFeature, vehicleIconId } from './vehicleFeatures';
import { drawDirectionArrow, drawVehicleIcon } from './vehicleIcons';

type Maplibre = typeof import('maplibre-gl');
/** What a GeoJSON source's `setData` takes (a GeoJSON object), without relying on a global GeoJSON namespace. */
type SourceData = Parameters<GeoJSONSource['setData']>[0];

/** The traffic overlay's tiles, as the server's style list gives them. */
export interface TrafficTiles {
  tiles: string[];
  tileSize: number;
  maxzoom: number;
  attribution: string;
}

/** A trip point drawn on a replay: a critical alarm, a stop or a geofence enter/exit. */
export interface TripPoint extends PathPoint {
  kind: 'critical' | 'stopped' | 'geofence';
}

/** What one vehicle update did, for tests and the benchmark. */
export interface VehicleUpdateReport {
  /** How the update reached the sources ('none' until its last step when it takes several). */
  kind: 'none' | 'setData' | 'updateData';
  /** Vehicles added, changed or removed. */
  changed: number;
  /** Time spent on the main thread (ms): in the call, then summed over every later step. */
  callMs: number;
  /** Steps (tasks) the update took so far: more than one for a change larger than a step. */
  steps: number;
  /** The longest step on the main thread (ms): how long the update blocked the page at once. */
  longestStepMs: number;
  /**
   * Resolves when the worker has applied the update (the sources' data promises), its later steps
   * included; or when a newer update replacing it has been applied.
   */
  applied: Promise<void>;
}

/**
 * Vehicle changes the first step of an update brings to the map. A larger change (the first draw of
 * a big fleet, a refetch that moved every vehicle) is applied in steps, one task each, so that no
 * update holds the main thread much longer than {@link VEHICLE_STEP_BUDGET_MS}; maplibre merges the
 * diffs that wait for its worker, so the worker does not redo its index once per step.
 */
export const VEHICLE_CHANGES_PER_STEP = 1_000;

/**
 * Main-thread time one step aims at (ms): the step size follows the time the last full step took,
 * so a slow device takes smaller steps. Half a 60 Hz frame, leaving the rest for drawing it.
 */
export const VEHICLE_STEP_BUDGET_MS = 8;

/** Bounds of the step size, so one slow or fast step does not swing it to an extreme. */
const STEP_SIZE_RANGE = [200, 10_000] as const;

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

/** The style used when no server style is known: a plain background, needing no network. */
export const FALLBACK_MAP_STYLE: StyleSpecification = {
  version: 8,
  name: 'Fleetkit plain',
  sources: {},
  layers: [{ id: 'fleet-background', type: 'background', paint: { 'background-color': '#eef1f4' } }],
};

const DEFAULT_DISPLAY: MapDisplayOptions = {
  vehicleNumber: true,
  geofence: true,
  traffic: false,
  criticalPoints: false,
  stoppedPoints: false,
  geofencePoints: false,
};

type Listener<T> = (value: T) => void;

/**
 * Owns one maplibre map of a fleet: vehicles as a GeoJSON source with a symbol layer (icon per
 * category, rotated by course, coloured by status) and their clusters, computed incrementally here
 * (`VehicleClusterSources`), as a second source; the tracked vehicle gliding with a
 * `MarkerAnimator`, live route and replayed track with direction arrows, the playback cursor,
 * geofences, trip points and the traffic overlay. maplibre-gl is imported when {@link mount} runs,
 * so creating a controller touches neither `window` nor maplibre.
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
  #popup: Popup | null = null;
  #popupDeviceId: number | null = null;
  #disposed = false;
  #styleReady = false;
  #mode: MapMode = 'view_devices';
  #display: MapDisplayOptions = { ...DEFAULT_DISPLAY };
  #traffic: TrafficTiles | null = null;
  #drawn: ReadonlyMap<number, VehicleFeature> = new Map();
  /** The fleet of the latest {@link setVehicles}: drawn whole once its last step is applied. */
  #fleet: ReadonlyMap<number, VehicleFeature> = new Map();
  readonly #vehicleSources: VehicleClusterSources;
  #data: Record<string, unknown> = {};
  #trackedId: number | null = null;
  #animator: MarkerAnimator | null = null;
  #following = true;
  #cursorIcon = vehicleIconId('car', 'success');
  #lastUpdate: Omit<VehicleUpdateReport, 'applied'> | null = null;
  /** Vehicle changes per step, fitted to {@link VEHICLE_STEP_BUDGET_MS} by the last full step. */
  #stepSize = VEHICLE_CHANGES_PER_STEP;
  /** The timer of the next step of an update larger than one step. */
  #nextStep: ReturnType<typeof setTimeout> | null = null;
  /** Resolvers of the `applied` promises of the updates not yet drawn whole. */
  #waiting: (() => void)[] = [];
  #vehicleClick = new Set<Listener<number>>();
  #popupClose = new Set<Listener<number>>();
  #followingChange = new Set<Listener<boolean>>();
  #styleLoad = new Set<Listener<void>>();
  #error = new Set<Listener<MapStartError>>();
  #styleWatch: ReturnType<typeof startFailure> | null = null;
  #ready: Promise<void>;
  #resolveReady: () => void = () => {};

  constructor(options: FleetMapControllerOptions = {}) {
    this.#options = options;
    this.#colours = options.colours ?? DEFAULT_MAP_COLOURS;
    this.#vehicleSources = new VehicleClusterSources({
      radius: CLUSTER_RADIUS,
      maxZoom: CLUSTER_MAX_ZOOM,
      updateDataMaxShare: options.updateDataMaxShare,
    });
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
  }

  /** The maplibre map, once {@link mount} has created it. */
  get map(): MaplibreMap | null {
    return this.#map;
  }

  /** Resolves when the first style and the fleet layers are in place. */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** The current mode. */
  get mode(): MapMode {
    return this.#mode;
  }

  /** Id of the vehicle whose popup is open, or null. */
  get popupDeviceId(): number | null {
    return this.#popupDeviceId;
  }

  /** The vehicles as drawn now, by device id. */
  get vehicles(): ReadonlyMap<number, VehicleFeature> {
    return this.#drawn;
  }

  /** What the latest {@link setVehicles} did so far (kind, vehicles changed, main-thread time, steps). */
  get lastVehicleUpdate(): Omit<VehicleUpdateReport, 'applied'> | null {
    return this.#lastUpdate;
  }

  /**
   * Whether following is paused: a vehicle is tracked in `track_device` but the user dragged the map
   * away from it, so the camera stays where they left it until {@link resumeFollowing}.
   */
  get followingPaused(): boolean {
    return !this.#following && this.#trackedId !== null && this.#mode === 'track_device';
  }

  /** Calls `listener` with {@link followingPaused} each time it changes; returns what stops it. */
  onFollowingPausedChange(listener: Listener<boolean>): () => void {
    this.#followingChange.add(listener);
    return () => this.#followingChange.delete(listener);
  }

  /** Stops moving the camera with the tracked vehicle (the map does this when the user drags it). */
  pauseFollowing(): void {
    this.#setFollowing(false);
  }

  /**
   * Follows the tracked vehicle again after the user panned away: the camera jumps back onto it at
   * `TRACKING_ZOOM` and keeps following its fixes.
   */
  resumeFollowing(): void {
    this.#setFollowing(true);
    const pose = this.trackedPose;
    if (pose && this.#mode === 'track_device') {
      this.#map?.jumpTo({ center: [pose.longitude, pose.latitude], zoom: TRACKING_ZOOM });
    }
  }

  /** The tracked vehicle's drawn pose, or null when nothing is tracked. */
  get trackedPose(): MarkerPose | null {
    return this.#animator?.current.peek() ?? null;
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
    const style = this.#withFleetLayers(this.#options.style ?? FALLBACK_MAP_STYLE);
    const map = failed.create(
      () =>
        new lib.Map({
          container,
          style,
          center: [longitude, latitude],
          zoom: this.#options.zoom ?? DEFAULT_MAP_ZOOM,
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
      map.setMissingStyleImageResolver(this.#addMissingImage);
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
    map.on('style.load', this.#onStyleLoad);
    await Promise.race([this.#ready, failed.promise]);
    failed.stop();
  }

  /**
   * Fits the camera to every vehicle on the map, zoomed in at most to `TRACKING_ZOOM`. False when
   * no vehicle is drawn (the camera stays).
   */
  fitToVehicles(): boolean {
    const box = boxOf([...this.#fleet.values()].map((feature) => feature.geometry.coordinates));
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
    // maplibre applies a `transformStyle` only once the previous style has loaded, which a style that
    // failed (an online style with no network) never does: then the fleet layers come with the new
    // style's load (#onStyleLoad) instead.
    const previousLoaded = this.#styleReady;
    this.#styleReady = false;
    this.#watchStyle(map, style);
    map.setStyle(style, {
      diff: false,
      transformStyle: previousLoaded ? (_previous, next) => this.#addFleetLayers(next) : undefined,
    });
  }

  /** Calls `listener` when a base style set with {@link setStyle} fails to load. */
  onError(listener: Listener<MapStartError>): () => void {
    this.#error.add(listener);
    return () => this.#error.delete(listener);
  }

  #watchStyle(map: MaplibreMap, style: unknown): void {
    this.#styleWatch?.stop();
    const watch = startFailure();
    this.#styleWatch = watch;
    watch.watch(map, style);
    watch.promise.catch((error: MapStartError) => {
      if (this.#styleWatch === watch) for (const listener of this.#error) listener(error);
    });
  }

  /** Calls `listener` each time a base style has loaded with the fleet layers on it. */
  onStyleLoad(listener: Listener<void>): () => void {
    this.#styleLoad.add(listener);
    return () => this.#styleLoad.delete(listener);
  }

  /** Sets the mode: which layers show (see `layerVisibility`); leaving `track_device` stops following. */
  setMode(mode: MapMode): void {
    if (mode === this.#mode) return;
    const wasPaused = this.followingPaused;
    this.#mode = mode;
    this.#applyVisibility();
    if (this.followingPaused !== wasPaused) this.#notifyFollowing();
  }

  /** Sets the 'More Options' toggles. */
  setDisplay(options: Partial<MapDisplayOptions>): void {
    this.#display = { ...this.#display, ...options };
    this.#applyVisibility();
  }

  /** Sets (or removes, with null) the traffic overlay; it shows when the 'Traffic' toggle is on. */
  setTraffic(traffic: TrafficTiles | null): void {
    const same = JSON.stringify(traffic) === JSON.stringify(this.#traffic);
    if (same) return;
    this.#traffic = traffic;
    const map = this.#map;
    if (!map || !this.#styleReady) return;
    if (map.getLayer(FLEET_LAYERS.traffic)) map.removeLayer(FLEET_LAYERS.traffic);
    if (map.getSource(FLEET_SOURCES.traffic)) map.removeSource(FLEET_SOURCES.traffic);
    if (traffic) {
      map.addSource(FLEET_SOURCES.traffic, trafficSource(traffic));
      map.addLayer(this.#trafficLayer(), FLEET_LAYERS.geofenceFill);
    }
  }

  /**
   * Draws the fleet. Unchanged vehicles cost nothing; a few changed ones go to the worker as a diff
   * (`updateData`), most or all of them as a whole collection (`setData`). More than
   * {@link VEHICLE_CHANGES_PER_STEP} changes are drawn in steps, one task each; a newer fleet given
   * meanwhile takes over from the step reached. The tracked vehicle's new position is handed to its
   * animator.
   */
  setVehicles(next: ReadonlyMap<number, VehicleFeature>): VehicleUpdateReport {
    if (this.#nextStep !== null) clearTimeout(this.#nextStep);
    this.#nextStep = null;
    this.#fleet = next;
    const first = this.#step(next);
    const report = {
      kind: first.kind,
      changed: first.changed + first.remaining,
      callMs: first.ms,
      steps: 1,
      longestStepMs: first.ms,
    };
    this.#lastUpdate = report;
    const settled = new Promise<void>((resolve) => this.#waiting.push(resolve));
    if (first.remaining === 0 && !first.settling) this.#settle(first.applied);
    else this.#nextStep = setTimeout(() => this.#continue(next, report), 0);
    return { ...report, applied: settled };
  }

  /** The next step of an update larger than one step, until the fleet asked for is drawn. */
  #continue(next: ReadonlyMap<number, VehicleFeature>, report: Omit<VehicleUpdateReport, 'applied'>): void {
    this.#nextStep = null;
    if (this.#disposed) return;
    const step = this.#step(next);
    const progress = {
      ...report,
      kind: step.kind === 'none' ? report.kind : step.kind,
      callMs: report.callMs + step.ms,
      steps: report.steps + 1,
      longestStepMs: Math.max(report.longestStepMs, step.ms),
    };
    this.#lastUpdate = progress;
    if (step.remaining === 0 && !step.settling) this.#settle(step.applied);
    else this.#nextStep = setTimeout(() => this.#continue(next, progress), 0);
  }

  /** One step toward `next`: at most a step size of vehicle changes sent to the sources. */
  #step(next: ReadonlyMap<number, VehicleFeature>) {
    const started = performance.now();
    const size = this.#stepSize;
    const plan = this.#vehicleSources.plan(next, size);
    let applied: Promise<unknown> = Promise.resolve();
    if (plan.kind !== 'none') {
      this.#drawn = this.#vehicleSources.drawn;
      applied = Promise.all([
        applySourceUpdate(this.#source(FLEET_SOURCES.vehicles), plan.vehicles),
        applySourceUpdate(this.#source(FLEET_SOURCES.clusters), plan.clusters),
      ]);
      this.#movePopup();
    }
    const ms = performance.now() - started;
    if (plan.remaining > 0 || plan.settling) {
      // A full step: the next one takes as many changes as fit the budget at this step's pace.
      const [least, most] = STEP_SIZE_RANGE;
      const fitted = Math.round((size * VEHICLE_STEP_BUDGET_MS) / Math.max(ms, 0.5));
      this.#stepSize = Math.min(most, Math.max(least, fitted));
    }
    return {
      kind: plan.kind,
      changed: plan.changed,
      remaining: plan.remaining,
      settling: plan.settling,
      applied,
      ms,
    };
  }

  /** Resolves the `applied` promise of every update waiting for the one whose last step this is. */
  #settle(applied: Promise<unknown>): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    const done = () => {
      for (const resolve of waiting) resolve();
    };
    applied.then(done, done);
  }

  /**
   * Tracks one vehicle (SPEC §2 `track_device`): it is drawn on its own, glides between its fixes
   * (`MarkerAnimator`), and the camera follows it at `TRACKING_ZOOM` until the user drags the map.
   * Null stops tracking.
   */
  setTrackedVehicle(deviceId: number | null): void {
    if (deviceId === this.#trackedId) return;
    this.#animator?.dispose();
    this.#animator = null;
    const wasPaused = this.followingPaused;
    this.#trackedId = deviceId;
    this.#following = true;
    if (this.followingPaused !== wasPaused) this.#notifyFollowing();
    this.#setFilterForTracked();
    if (deviceId === null) {
      this.#setSourceData(FLEET_SOURCES.tracked, pointFeatures([]));
      return;
    }
    const animator = new MarkerAnimator();
    this.#animator = animator;
    animator.subscribe((pose) => this.#drawTracked(pose));
    const feature = this.#fleet.get(deviceId);
    if (feature) {
      const [longitude, latitude] = feature.geometry.coordinates;
      animator.push({ latitude, longitude, course: feature.properties.course, time: Date.now() });
      // A jump, not a flight: following the vehicle moves the camera every frame, which would cut
      // a flight short.
      this.#map?.jumpTo({ center: [longitude, latitude], zoom: TRACKING_ZOOM });
    }
  }

  /**
   * Hands the tracked vehicle a new fix to glide to; `time` is the fix time in ms (the glide lasts
   * half the gap to the previous fix, or the marker jumps past 30 s). `<FleetMap>` calls this for
   * each new position of the tracked vehicle.
   */
  pushTrackedFix(fix: { latitude: number; longitude: number; course?: number; time: number }): void {
    this.#animator?.push(fix);
  }

  /** The live route behind the tracked vehicle, with an arrow on every 9th point. */
  setLiveRoute(points: readonly PathPoint[]): void {
    this.#setSourceData(FLEET_SOURCES.route, pathLine(points));
    this.#setSourceData(FLEET_SOURCES.routeArrows, directionArrows(points));
  }

  /** The replayed track (`track_device_history`), with an arrow on every 9th point. */
  setHistoryTrack(points: readonly PathPoint[]): void {
    this.#setSourceData(FLEET_SOURCES.history, pathLine(points));
    this.#setSourceData(FLEET_SOURCES.historyArrows, directionArrows(points));
  }

  /** Trip points of a replay; each kind shows when its toggle is on. */
  setTripPoints(points: readonly TripPoint[]): void {
    this.#setSourceData(
      FLEET_SOURCES.tripPoints,
      pointFeatures(points.map((point) => ({ ...point, properties: { kind: point.kind } }))),
    );
  }

  /** The playback cursor's pose (drawn with `icon`, a vehicle icon id), or null to hide it. */
  setPlaybackCursor(pose: MarkerPose | null, icon?: string): void {
    if (icon) this.#cursorIcon = icon;
    this.#setSourceData(
      FLEET_SOURCES.cursor,
      pointFeatures(pose ? [{ ...pose, properties: { icon: this.#cursorIcon } }] : []),
    );
  }

  /** Draws geofences; ones whose area is not valid WKT are skipped and their ids returned. */
  setGeofences(geofences: readonly Pick<Geofence, 'id' | 'name' | 'area'>[]): number[] {
    const { collection, invalid } = buildGeofenceFeatures(geofences);
    this.#setSourceData(FLEET_SOURCES.geofences, collection);
    return invalid;
  }

  /** Flies to a point at a zoom. */
  flyTo(latitude: number, longitude: number, zoom: number): void {
    this.#map?.flyTo({ center: [longitude, latitude], zoom });
  }

  /** Flies to a vehicle at `FLY_ZOOM_DEVICE` (16), or `zoom`. False when it is not on the map. */
  flyToVehicle(deviceId: number, zoom = FLY_ZOOM_DEVICE): boolean {
    const feature = this.#fleet.get(deviceId);
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
    this.#popupClose.add(listener);
    return () => this.#popupClose.delete(listener);
  }

  /**
   * Opens a popup holding `content` over a vehicle; it follows the vehicle as it moves.
   * False when the vehicle is not on the map.
   */
  openPopup(deviceId: number, content: HTMLElement): boolean {
    const lib = this.#lib;
    const map = this.#map;
    const at = this.#vehicleLngLat(deviceId);
    if (!lib || !map || !at) return false;
    this.closePopup();
    const popup = new lib.Popup({
      closeOnClick: false,
      maxWidth: 'none',
      className: 'fleet-map-popup',
      offset: 18,
    })
      .setLngLat(at)
      .setDOMContent(content)
      .addTo(map);
    this.#popup = popup;
    // A card taller or wider than the room maplibre's automatic anchor finds: pan until it fits.
    const stopKeeping = keepPopupInside(map, popup);
    popup.on('close', stopKeeping);
    this.#popupDeviceId = deviceId;
    popup.on('close', () => {
      if (this.#popup !== popup) return;
      this.#popup = null;
      this.#popupDeviceId = null;
      for (const listener of this.#popupClose) listener(deviceId);
    });
    return true;
  }

  /** Closes the open popup, if any, without calling the close listeners. */
  closePopup(): void {
    const popup = this.#popup;
    this.#popup = null;
    this.#popupDeviceId = null;
    popup?.remove();
  }

  /** Removes the map and stops every animation and listener. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    if (this.#nextStep !== null) clearTimeout(this.#nextStep);
    this.#nextStep = null;
    this.#settle(Promise.resolve());
    this.#animator?.dispose();
    this.closePopup();
    this.#map?.remove();
    this.#map = null;
    this.#vehicleClick.clear();
    this.#popupClose.clear();
    this.#styleLoad.clear();
    this.#followingChange.clear();
    this.#styleWatch?.stop();
    this.#error.clear();
  }

  #source(id: string): GeoJSONSource | undefined {
    if (!this.#styleReady) return undefined;
    return this.#map?.getSource(id) as GeoJSONSource | undefined;
  }

  /** The fleet's sources with their data; the vehicle and cluster sources hold every feature. */
  #fleetSources(): Record<string, SourceSpecification> {
    return fleetSources({
      ...this.#data,
      [FLEET_SOURCES.vehicles]: featureCollection(this.#vehicleSources.vehicleFeatures()),
      [FLEET_SOURCES.clusters]: featureCollection(this.#vehicleSources.clusterFeatures()),
    });
  }

  /** Sets the whole data of the vehicle and cluster sources (after a style load). */
  #setVehicleSourcesData(): void {
    void this.#source(FLEET_SOURCES.vehicles)?.setData(
      featureCollection(this.#vehicleSources.vehicleFeatures()),
    );
    void this.#source(FLEET_SOURCES.clusters)?.setData(
      featureCollection(this.#vehicleSources.clusterFeatures()),
    );
  }

  #setSourceData(id: string, data: unknown): void {
    this.#data[id] = data;
    void this.#source(id)?.setData(data as SourceData);
  }

  #vehicleLngLat(deviceId: number): [number, number] | null {
    const pose = deviceId === this.#trackedId ? this.#animator?.current.peek() : null;
    if (pose) return [pose.longitude, pose.latitude];
    const feature = this.#fleet.get(deviceId);
    return feature ? [...feature.geometry.coordinates] : null;
  }

  #movePopup(): void {
    if (this.#popup && this.#popupDeviceId !== null) {
      const at = this.#vehicleLngLat(this.#popupDeviceId);
      if (at) this.#popup.setLngLat(at);
    }
  }

  #setFollowing(following: boolean): void {
    const wasPaused = this.followingPaused;
    this.#following = following;
    if (this.followingPaused !== wasPaused) this.#notifyFollowing();
  }

  #notifyFollowing(): void {
    const paused = this.followingPaused;
    for (const listener of this.#followingChange) listener(paused);
  }

  #drawTracked(pose: MarkerPose | null): void {
    const feature = this.#trackedId === null ? undefined : this.#fleet.get(this.#trackedId);
    const icon = feature?.properties.icon ?? vehicleIconId('car', 'success');
    this.#setSourceData(
      FLEET_SOURCES.tracked,
      pointFeatures(pose ? [{ ...pose, properties: { icon, deviceId: this.#trackedId } }] : []),
    );
    if (pose && this.#following && this.#mode === 'track_device') {
      this.#map?.setCenter([pose.longitude, pose.latitude]);
    }
    if (this.#popupDeviceId === this.#trackedId) this.#movePopup();
  }

  #setFilterForTracked(): void {
    const map = this.#map;
    if (!map || !this.#styleReady) return;
    for (const layer of [FLEET_LAYERS.vehicles, FLEET_LAYERS.vehicleLabels]) {
      map.setFilter(layer, this.#vehicleFilter() as never);
    }
  }

  #vehicleFilter(): unknown[] {
    const unclustered = UNCLUSTERED_VEHICLE_FILTER;
    // The tracked vehicle is drawn by its own layer while tracking.
    if (this.#trackedId === null || this.#mode !== 'track_device') return unclustered;
    return ['all', unclustered, ['!=', ['get', 'deviceId'], this.#trackedId]];
  }

  #trafficLayer() {
    return { id: FLEET_LAYERS.traffic, type: 'raster' as const, source: FLEET_SOURCES.traffic };
  }

  #layersWithState() {
    const visible = layerVisibility(this.#mode, this.#display);
    const kinds = visibleTripPointKinds(this.#display);
    return withTrackedHalo(fleetLayers(this.#colours), this.#colours).map((layer) => {
      const id = layer.id as FleetLayerId;
      const withVisibility = {
        ...layer,
        layout: { ...(layer as { layout?: object }).layout, visibility: visible[id] ? 'visible' : 'none' },
      };
      if (id === FLEET_LAYERS.vehicles || id === FLEET_LAYERS.vehicleLabels) {
        return { ...withVisibility, filter: this.#vehicleFilter() };
      }
      if (id === FLEET_LAYERS.tripPoints) {
        return { ...withVisibility, filter: ['in', ['get', 'kind'], ['literal', kinds]] };
      }
      return withVisibility;
    }) as StyleSpecification['layers'];
  }

  /** A base style with every fleet source (holding its current data) and layer added on top. */
  #withFleetLayers(style: string | StyleSpecification): StyleSpecification | string {
    // A URL: the fleet layers are added when it has loaded (#onStyleLoad).
    return typeof style === 'string' ? style : this.#addFleetLayers(style);
  }

  #addFleetLayers(style: StyleSpecification): StyleSpecification {
    const sources: Record<string, SourceSpecification> = { ...style.sources, ...this.#fleetSources() };
    const layers = [...style.layers];
    if (this.#traffic) {
      sources[FLEET_SOURCES.traffic] = trafficSource(this.#traffic);
      layers.push({
        ...this.#trafficLayer(),
        layout: { visibility: this.#display.traffic ? 'visible' : 'none' },
      });
    }
    layers.push(...this.#layersWithState());
    return { ...style, sources, layers };
  }

  #applyVisibility(): void {
    const map = this.#map;
    if (!map || !this.#styleReady) return;
    const visible = layerVisibility(this.#mode, this.#display);
    for (const [id, on] of Object.entries(visible)) {
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', on ? 'visible' : 'none');
    }
    map.setFilter(FLEET_LAYERS.tripPoints, [
      'in',
      ['get', 'kind'],
      ['literal', visibleTripPointKinds(this.#display)],
    ] as never);
    this.#setFilterForTracked();
  }

  readonly #onStyleLoad = (): void => {
    const map = this.#map;
    if (!map) return;
    // A style given by URL arrives without the fleet layers on the first load.
    if (!map.getSource(FLEET_SOURCES.vehicles)) {
      for (const [id, source] of Object.entries(this.#fleetSources())) map.addSource(id, source);
      if (this.#traffic) map.addSource(FLEET_SOURCES.traffic, trafficSource(this.#traffic));
      if (this.#traffic) map.addLayer(this.#trafficLayer());
      for (const layer of this.#layersWithState() ?? []) map.addLayer(layer);
    }
    this.#styleReady = true;
    this.#styleWatch?.stop();
    this.#styleWatch = null;
    // Data set while the style was loading is not in it yet.
    for (const [id, data] of Object.entries(this.#data)) this.#setSourceData(id, data);
    this.#setVehicleSourcesData();
    this.#applyVisibility();
    this.#resolveReady();
    for (const listener of this.#styleLoad) listener();
  };

  /**
   * Draws the icon a style asks for and does not have: every `fleet-vehicle:` id (an unknown category
   * or tone gets the fallback icon, so no vehicle goes undrawn) and the direction arrow.
   */
  readonly #addMissingImage = (id: string): void => {
    const map = this.#map;
    if (!map || map.hasImage(id)) return;
    const icon = resolveVehicleIcon(id);
    if (icon) {
      const image = drawVehicleIcon(icon.category, this.#colours.tones[icon.tone]);
      map.addImage(id, image, { pixelRatio: image.pixelRatio });
    } else if (id === DIRECTION_ARROW_IMAGE) {
      const image = drawDirectionArrow(this.#colours.route);
      map.addImage(id, image, { pixelRatio: image.pixelRatio });
    }
  };

  readonly #onImageMissing = (event: MapStyleImageMissingEvent): void => this.#addMissingImage(event.id);

  readonly #onVehicleClick = (event: MapLayerMouseEvent): void => {
    const id = event.features?.[0]?.properties?.deviceId;
    if (typeof id !== 'number') return;
    for (const listener of this.#vehicleClick) listener(id);
  };

  readonly #onClusterClick = (event: MapLayerMouseEvent): void => {
    const feature = event.features?.[0];
    const clusterId = feature?.properties?.cluster_id;
    if (typeof clusterId !== 'number' || feature?.geometry.type !== 'Point') return;
    const zoom = this.#vehicleSources.expansionZoom(clusterId);
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

function featureCollection(features: readonly object[]): SourceData {
  return { type: 'FeatureCollection', features } as unknown as SourceData;
}

/** Applies a planned update to a source (nothing while the style is loading: its load sets all data). */
function applySourceUpdate(source: GeoJSONSource | undefined, update: SourceUpdate<object>): Promise<void> {
  if (!source || update.kind === 'none') return Promise.resolve();
  if (update.kind === 'setData') return source.setData(featureCollection(update.features));
  return source.updateData(update.diff);
}
