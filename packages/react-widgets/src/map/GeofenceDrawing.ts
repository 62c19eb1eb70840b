import { circleToPolygon, formatArea, type GeofenceShape, parseArea } from '@fleetkit/sdk-core';
import { MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { GeoJSONStoreFeatures, TerraDraw } from 'terra-draw';
import { type DrawnFeature, geofenceShapeOf } from './geofenceShapeOf';

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
    return this.#draw?.getSnapshot() ?? [];
  }

  /** Loads terra-draw and its maplibre adapter and starts drawing (again, after a style switch). */
  async start(): Promise<void> {
    const kept = this.features;
    this.#draw?.stop();
    const [terra, adapter] = await Promise.all([
      import('terra-draw'),
      import('terra-draw-maplibre-gl-adapter'),
    ]);
    if (this.#disposed) return;
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
    draw.start();
    this.#draw = draw;
    if (kept.length > 0) draw.addFeatures(kept);
    draw.setMode(kept.length > 0 ? SELECT : this.#shape);
    draw.on('finish', (id, context) => this.#onFinish(id, context.action));
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
    const draw = this.#draw;
    if (!draw) return false;
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
    this.#draw?.clear();
    this.#draw?.setMode(this.#shape);
    this.#events.onChange(null);
  }

  /** Stops drawing and removes terra-draw's layers from the map. */
  dispose(): void {
    this.#disposed = true;
    try {
      this.#draw?.stop();
    } catch {
      // The map may already be gone with its style; nothing is left to remove then.
    }
    this.#draw = null;
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
