import type { GeoJSONSource, Map as MaplibreMap, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import {
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
import {
  layerVisibility,
  type MapDisplayOptions,
  type MapMode,
  visibleTripPointKinds,
} from './layerVisibility';
import type { Listener } from './listeners';
import { type MapStartError, startFailure } from './mapStartFailure';
import { withTrackedHalo } from './trackedHalo';
import type { SourceData } from './VehicleLayer';
import { resolveVehicleIcon } from './vehicleFeatures';
import { drawDirectionArrow, drawVehicleIcon } from './vehicleIcons';

/** The traffic overlay's tiles, as the server's style list gives them. */
export interface TrafficTiles {
  tiles: string[];
  tileSize: number;
  maxzoom: number;
  attribution: string;
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

/** What {@link FleetStyle} reads from the controller that owns it. */
export interface FleetStyleHost {
  /** The map, once mounted. */
  map(): MaplibreMap | null;
  colours: MapColours;
  /** The whole data of the vehicle source (its vehicles and clusters), by source id. */
  vehicleData(): Record<string, SourceData>;
  /** The tracked vehicle, drawn by its own layer (and left out of the vehicle layers) in `track_device`. */
  trackedId(): number | null;
}

/**
 * The base style and the fleet on it: every fleet source (keeping its data across style switches and
 * loads) and layer, their visibility by mode and 'More Options' toggle, the traffic overlay, the icons
 * a style asks for, and the style's load and failure listeners.
 */
export class FleetStyle {
  readonly #host: FleetStyleHost;
  #styleReady = false;
  #mode: MapMode = 'view_devices';
  #display: MapDisplayOptions = { ...DEFAULT_DISPLAY };
  #traffic: TrafficTiles | null = null;
  #data: Record<string, unknown> = {};
  #styleLoad = new Set<Listener<void>>();
  #error = new Set<Listener<MapStartError>>();
  #styleWatch: ReturnType<typeof startFailure> | null = null;
  #ready: Promise<void>;
  #resolveReady: () => void = () => {};

  constructor(host: FleetStyleHost) {
    this.#host = host;
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
  }

  /** Resolves when the first style and the fleet layers are in place. */
  get ready(): Promise<void> {
    return this.#ready;
  }

  /** The current mode. */
  get mode(): MapMode {
    return this.#mode;
  }

  /** Switches the base style of a mounted map, keeping every fleet source and layer. */
  setStyle(map: MaplibreMap, style: string | StyleSpecification): void {
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

  /** Sets the mode and shows the layers it shows. */
  setMode(mode: MapMode): void {
    this.#mode = mode;
    this.#applyVisibility();
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
    const map = this.#host.map();
    if (!map || !this.#styleReady) return;
    if (map.getLayer(FLEET_LAYERS.traffic)) map.removeLayer(FLEET_LAYERS.traffic);
    if (map.getSource(FLEET_SOURCES.traffic)) map.removeSource(FLEET_SOURCES.traffic);
    if (traffic) {
      map.addSource(FLEET_SOURCES.traffic, trafficSource(traffic));
      map.addLayer(this.#trafficLayer(), FLEET_LAYERS.geofenceFill);
    }
  }

  /** A fleet source of the loaded style (none while a style is loading: its load sets all data). */
  source(id: string): GeoJSONSource | undefined {
    if (!this.#styleReady) return undefined;
    return this.#host.map()?.getSource(id) as GeoJSONSource | undefined;
  }

  /** Sets a fleet source's data, kept for the next style load. */
  setSourceData(id: string, data: unknown): void {
    this.#data[id] = data;
    void this.source(id)?.setData(data as SourceData);
  }

  /** Filters the vehicle layers again after the tracked vehicle changed. */
  setFilterForTracked(): void {
    const map = this.#host.map();
    if (!map || !this.#styleReady) return;
    for (const layer of [FLEET_LAYERS.vehicles, FLEET_LAYERS.vehicleLabels]) {
      map.setFilter(layer, this.#vehicleFilter() as never);
    }
  }

  /** A base style with every fleet source (holding its current data) and layer added on top. */
  withFleetLayers(style: string | StyleSpecification): StyleSpecification | string {
    // A URL: the fleet layers are added when it has loaded (#onStyleLoad).
    return typeof style === 'string' ? style : this.#addFleetLayers(style);
  }

  /** Stops watching the style and every listener. */
  dispose(): void {
    this.#styleLoad.clear();
    this.#styleWatch?.stop();
    this.#error.clear();
  }

  /** The fleet's sources with their data; the vehicle source holds what its held zooms draw. */
  #fleetSources(): Record<string, SourceSpecification> {
    return fleetSources({ ...this.#data, ...this.#host.vehicleData() });
  }

  /** Sets the whole data of the vehicle source (after a style load). */
  #setVehicleSourcesData(): void {
    for (const [id, data] of Object.entries(this.#host.vehicleData())) void this.source(id)?.setData(data);
  }

  #vehicleFilter(): unknown[] {
    const unclustered = UNCLUSTERED_VEHICLE_FILTER;
    const trackedId = this.#host.trackedId();
    // The tracked vehicle is drawn by its own layer while tracking.
    if (trackedId === null || this.#mode !== 'track_device') return unclustered;
    return ['all', unclustered, ['!=', ['get', 'deviceId'], trackedId]];
  }

  #trafficLayer() {
    return { id: FLEET_LAYERS.traffic, type: 'raster' as const, source: FLEET_SOURCES.traffic };
  }

  #layersWithState() {
    const colours = this.#host.colours;
    const visible = layerVisibility(this.#mode, this.#display);
    const kinds = visibleTripPointKinds(this.#display);
    return withTrackedHalo(fleetLayers(colours), colours).map((layer) => {
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
    const map = this.#host.map();
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
    this.setFilterForTracked();
  }

  /** The map's `style.load` handler: puts the fleet on a style given by URL and brings its data up to date. */
  readonly onStyleLoaded = (): void => {
    const map = this.#host.map();
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
    for (const [id, data] of Object.entries(this.#data)) this.setSourceData(id, data);
    this.#setVehicleSourcesData();
    this.#applyVisibility();
    this.#resolveReady();
    for (const listener of this.#styleLoad) listener();
  };

  /**
   * Draws the icon a style asks for and does not have: every `fleet-vehicle:` id (an unknown category
   * or tone gets the fallback icon, so no vehicle goes undrawn) and the direction arrow.
   */
  readonly addMissingImage = (id: string): void => {
    const map = this.#host.map();
    if (!map || map.hasImage(id)) return;
    const colours = this.#host.colours;
    const icon = resolveVehicleIcon(id);
    if (icon) {
      const image = drawVehicleIcon(icon.category, colours.tones[icon.tone]);
      map.addImage(id, image, { pixelRatio: image.pixelRatio });
    } else if (id === DIRECTION_ARROW_IMAGE) {
      const image = drawDirectionArrow(colours.route);
      map.addImage(id, image, { pixelRatio: image.pixelRatio });
    }
  };
}
