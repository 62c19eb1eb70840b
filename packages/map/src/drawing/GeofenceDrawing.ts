import { circleToPolygon, formatArea, type GeofenceShape, parseArea } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { GeoJSONStoreFeatures, TerraDraw } from 'terra-draw';
import { type DrawnFeature, geofenceShapeOf } from '../geofenceShapeOf';

/** The shapes a geofence is drawn as (SPEC §2: circle or polygon). */
export type GeofenceDrawShape = 'circle' | 'polygon';

/** What a {@link GeofenceDrawing} reports. */
export interface GeofenceDrawingEvents {
  /** The drawn geofence as Traccar WKT, or null when the drawing was cleared. */
  onChange: (area: string | null) => void;
  /** SPEC's message for a shape that cannot be a geofence ('Invalid polygon'). */
  onError: (message: string) => void;
}

const SELECT = 'select';

function roundCoordinate(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/**
 * Draws one geofence on a maplibre map with terra-draw: a circle or a polygon, one shape at a time
 * (a new drawing replaces the previous one), then its vertices or radius can be dragged. Each
 * finished drawing or edit is reported as sdk-core WKT (`formatArea`). terra-draw is imported when
 * {@link start} runs.
 */
export class GeofenceDrawing {
  readonly #map: MaplibreMap;
  readonly #events: GeofenceDrawingEvents;
  #draw: TerraDraw | null = null;
  #shape: GeofenceDrawShape = 'polygon';
  #disposed = false;
  /** Counts the calls of {@link start}: a start overtaken by a later one gives way to it. */
  #generation = 0;
  /** The shapes while terra-draw restarts (between a start and the new instance running). */
  #kept: GeoJSONStoreFeatures[] = [];
  /** An area `load`ed while terra-draw restarts: shown once it runs. */
  #pendingArea: string | null = null;

  constructor(map: MaplibreMap, events: GeofenceDrawingEvents) {
    this.#map = map;
    this.#events = events;
  }

  /** The shape the next drawing makes. */
  get shape(): GeofenceDrawShape {
    return this.#shape;
  }

  /** The shapes on the map now, as stored by terra-draw. */
  get features(): GeoJSONStoreFeatures[] {
    return this.#draw?.getSnapshot() ?? this.#kept;
  }

  /** Whether terra-draw runs on the map (false while it loads or restarts, and once disposed). */
  get running(): boolean {
    return this.#draw?.enabled ?? false;
  }

  /**
   * Loads terra-draw and its maplibre adapter and starts drawing (again, after a style switch), with
   * the shapes drawn so far. The previous instance stops at once: until the new one runs, the shapes
   * live in this object, so `drawShape`, `load` and `clear` never reach a stopped terra-draw. Of two
   * starts overlapping (a style switch while terra-draw loads), only the last one starts terra-draw.
   */
  async start(): Promise<void> {
    const generation = ++this.#generation;
    this.#kept = this.features;
    this.#stopDraw();
    const [terra, adapter] = await Promise.all([
      import('terra-draw'),
      import('terra-draw-maplibre-gl-adapter'),
    ]);
    if (this.#disposed || generation !== this.#generation) return;
    const resizable = {
      feature: { draggable: true, coordinates: { draggable: true, resizable: 'center' as const } },
    };
    const draw = new terra.TerraDraw({
      adapter: new adapter.TerraDrawMapLibreGLAdapter({ map: this.#map }),
      modes: [
        new terra.TerraDrawCircleMode(),
        new terra.TerraDrawPolygonMode(),
        new terra.TerraDrawSelectMode({
          flags: {
            circle: resizable,
            polygon: {
              feature: {
                draggable: true,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
          },
        }),
      ],
    });
    try {
      draw.start();
    } catch {
      // The base style is switching again ('Style is not done loading'): its load starts again.
      try {
        draw.stop();
      } catch {
        // Nothing of it reached the map.
      }
      return;
    }
    this.#draw = draw;
    const kept = this.#kept;
    this.#kept = [];
    if (kept.length > 0) draw.addFeatures(kept);
    draw.setMode(kept.length > 0 ? SELECT : this.#shape);
    draw.on('finish', (id, context) => this.#onFinish(id, context.action));
    const pending = this.#pendingArea;
    this.#pendingArea = null;
    if (pending) this.load(pending);
  }

  /** Starts a new drawing of `shape`; the shape already drawn stays until the new one is finished. */
  drawShape(shape: GeofenceDrawShape): void {
    this.#shape = shape;
    this.#draw?.setMode(shape);
  }

  /**
   * Shows an existing geofence `area` (Traccar WKT) for editing. A polygon with fewer than 3 points
   * reports 'Invalid polygon' through `onError`; other unreadable areas report their parse message.
   */
  load(area: string): boolean {
    if (this.#disposed) return false;
    const draw = this.#draw;
    if (!draw) {
      // terra-draw is loading or restarting: the area replaces the kept shapes once it runs.
      this.#pendingArea = area;
      this.#kept = [];
      return true;
    }
    let shape: GeofenceShape;
    try {
      shape = parseArea(area);
    } catch (error) {
      this.#events.onError(error instanceof Error ? error.message : String(error));
      return false;
    }
    if (shape.type === 'polyline') {
      this.#events.onError(MAP_OPTION_LABELS.onlyCircleOrPolygon);
      return false;
    }
    draw.clear();
    const ring = shape.type === 'circle' ? circleToPolygon(shape.center, shape.radius) : shape.points;
    // terra-draw refuses coordinates with more than 9 decimals; 7 is about a centimetre.
    const coordinates = ring.map(([lat, lon]) => [roundCoordinate(lon), roundCoordinate(lat)]);
    const first = coordinates[0];
    if (first) coordinates.push(first);
    const properties =
      shape.type === 'circle'
        ? { mode: 'circle', radiusKilometers: shape.radius / 1000 }
        : { mode: 'polygon' };
    const [result] = draw.addFeatures([
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [coordinates] }, properties },
    ] as GeoJSONStoreFeatures[]);
    if (!result?.valid) {
      this.#events.onError(result?.reason ?? MAP_OPTION_LABELS.drawingFailed);
      return false;
    }
    this.#shape = shape.type;
    draw.setMode(SELECT);
    return true;
  }

  /** Removes the drawing and reports null. */
  clear(): void {
    this.#kept = [];
    this.#pendingArea = null;
    this.#draw?.clear();
    this.#draw?.setMode(this.#shape);
    this.#events.onChange(null);
  }

  /** Stops drawing and removes terra-draw's layers from the map; calling it again does nothing. */
  dispose(): void {
    this.#disposed = true;
    this.#generation += 1;
    this.#kept = [];
    this.#pendingArea = null;
    this.#stopDraw();
  }

  /** Stops the running terra-draw, if any, and forgets it: nothing calls a stopped instance. */
  #stopDraw(): void {
    const draw = this.#draw;
    this.#draw = null;
    if (!draw) return;
    try {
      draw.stop();
    } catch {
      // A style switch or the map's removal may have taken terra-draw's layers already.
    }
  }

  #onFinish(id: string | number, action: string): void {
    const draw = this.#draw;
    if (!draw) return;
    // One shape at a time: a newly drawn shape replaces the previous one.
    if (action === 'draw') {
      const others = draw.getSnapshot().filter((feature) => feature.id !== id && feature.id !== undefined);
      if (others.length > 0) draw.removeFeatures(others.map((feature) => feature.id as string | number));
    }
    const feature = draw.getSnapshotFeature(id);
    if (!feature) return;
    const result = geofenceShapeOf(feature as DrawnFeature);
    if ('error' in result) {
      this.#events.onError(result.error);
      return;
    }
    this.#events.onChange(formatArea(result.shape));
    if (action === 'draw') {
      draw.setMode(SELECT);
      draw.selectFeature(id);
    }
  }
}
