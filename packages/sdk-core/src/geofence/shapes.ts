/**
 * Geofence shapes as the product uses them, always latitude first (Traccar's WKT order).
 * Parse Traccar's `area` text with `parseArea` and write it back with `formatArea`.
 */

/** A point as `[latitude, longitude]` in degrees. */
export type LatLon = [latitude: number, longitude: number];

/** A circle: centre and radius in metres. WKT: `CIRCLE (lat lon, radius)`. */
export interface CircleShape {
  type: 'circle';
  center: LatLon;
  /** Radius in metres, greater than 0. */
  radius: number;
}

/**
 * A polygon as an open ring (the closing point that WKT repeats is not kept), at least 3 points.
 * WKT: `POLYGON ((lat lon, lat lon, ..., first point again))`.
 */
export interface PolygonShape {
  type: 'polygon';
  points: LatLon[];
}

/**
 * A line a vehicle should follow (a route corridor), at least 2 points. A point is inside when it is
 * within the polyline distance of the line. WKT: `LINESTRING (lat lon, lat lon, ...)`.
 */
export interface PolylineShape {
  type: 'polyline';
  points: LatLon[];
}

/** Any geofence area. */
export type GeofenceShape = CircleShape | PolygonShape | PolylineShape;

/** A latitude/longitude box. When it crosses the antimeridian, `west` is greater than `east`. */
export interface AreaBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
