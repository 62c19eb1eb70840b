import { circleToPolygon, type Geofence, type GeofenceShape, parseArea } from '@fleetkit/sdk-core';
import type { FeatureCollectionOf } from './pathFeatures';

type GeofenceGeometry =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'LineString'; coordinates: [number, number][] };

/** A geofence shape as GeoJSON geometry, longitude first: circles become 64-sided polygons. */
export function shapeGeometry(shape: GeofenceShape): GeofenceGeometry {
  if (shape.type === 'polyline') {
    return { type: 'LineString', coordinates: shape.points.map(([lat, lon]) => [lon, lat]) };
  }
  const ring = shape.type === 'circle' ? circleToPolygon(shape.center, shape.radius) : shape.points;
  const coordinates = ring.map(([lat, lon]): [number, number] => [lon, lat]);
  const first = coordinates[0];
  if (first) coordinates.push(first);
  return { type: 'Polygon', coordinates: [coordinates] };
}

/**
 * The geofences as map features (id, name, shape type). A geofence whose `area` is not valid WKT is
 * left out and reported in `invalid`, so one bad record does not hide the others.
 */
export function buildGeofenceFeatures(geofences: readonly Pick<Geofence, 'id' | 'name' | 'area'>[]): {
  collection: FeatureCollectionOf<GeofenceGeometry>;
  invalid: number[];
} {
  const features: FeatureCollectionOf<GeofenceGeometry>['features'] = [];
  const invalid: number[] = [];
  for (const geofence of geofences) {
    let shape: GeofenceShape;
    try {
      shape = parseArea(geofence.area);
    } catch {
      invalid.push(geofence.id);
      continue;
    }
    features.push({
      type: 'Feature',
      id: geofence.id,
      geometry: shapeGeometry(shape),
      properties: { geofenceId: geofence.id, name: geofence.name, shape: shape.type },
    });
  }
  return { collection: { type: 'FeatureCollection', features }, invalid };
}
