import { checkPolygon, GeofenceAreaError, type GeofenceShape, MESSAGES } from '@fleetkit/sdk-core';

/** A drawn feature as the drawing library stores it: a polygon ring (longitude first) and its mode. */
export interface DrawnFeature {
  geometry: { type: string; coordinates: unknown };
  properties: { mode?: unknown; radiusKilometers?: unknown };
}

/** The outcome of reading a drawn feature: a shape, or SPEC's message for what is wrong. */
export type DrawnShape = { shape: GeofenceShape } | { error: string };

function ringOf(feature: DrawnFeature): [number, number][] {
  if (feature.geometry.type !== 'Polygon') return [];
  const [ring] = feature.geometry.coordinates as [number, number][][];
  if (!ring) return [];
  const points = [...ring];
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points;
}

/**
 * Reads a feature drawn with the circle or polygon tool as a geofence shape. A circle's centre is the
 * mean of its ring's vertices (the ring is drawn evenly around it) and its radius is the drawing's
 * `radiusKilometers` in metres. A polygon goes through sdk-core's `checkPolygon`, the rule the server
 * applies too: repeated points and points on a straight line are removed, fewer than 3 distinct points
 * or no area gives SPEC's 'Invalid polygon', and crossing edges say so.
 */
export function geofenceShapeOf(feature: DrawnFeature): DrawnShape {
  const ring = ringOf(feature);
  if (feature.properties.mode === 'circle') {
    const radiusKm = Number(feature.properties.radiusKilometers);
    if (ring.length === 0 || !(radiusKm > 0)) return { error: MESSAGES.invalidPolygon };
    const longitude = ring.reduce((sum, [lon]) => sum + lon, 0) / ring.length;
    const latitude = ring.reduce((sum, [, lat]) => sum + lat, 0) / ring.length;
    return {
      shape: { type: 'circle', center: [latitude, longitude], radius: Math.round(radiusKm * 1000 * 10) / 10 },
    };
  }
  try {
    const points = checkPolygon(ring.map(([lon, lat]) => [lat, lon]));
    return { shape: { type: 'polygon', points } };
  } catch (error) {
    if (error instanceof GeofenceAreaError) return { error: error.message };
    throw error;
  }
}
