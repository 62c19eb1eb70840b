import { checkPolygon } from './checkPolygon';
import type { GeofenceShape, LatLon } from './shapes';
import { validateShape } from './validateShape';

/**
 * Writes a shape as Traccar WKT, latitude first, the way Traccar itself writes it: a polygon's ring is
 * closed by repeating its first point. `parseArea(formatArea(shape))` gives the shape back.
 *
 * @throws {GeofenceAreaError} when the shape is not valid (see `validateShape`).
 * @example
 * formatArea({ type: 'circle', center: [27.7172, 85.324], radius: 500 })
 * // 'CIRCLE (27.7172 85.324, 500)'
 */
export function formatArea(shape: GeofenceShape): string {
  validateShape(shape);
  switch (shape.type) {
    case 'circle':
      return `CIRCLE (${formatPoint(shape.center)}, ${shape.radius})`;
    case 'polygon': {
      // Written without repeated points and points on a straight line (see `checkPolygon`).
      const ring = checkPolygon(shape.points);
      return `POLYGON ((${[...ring, ring[0] as LatLon].map(formatPoint).join(', ')}))`;
    }
    case 'polyline':
      return `LINESTRING (${shape.points.map(formatPoint).join(', ')})`;
  }
}

function formatPoint([latitude, longitude]: Readonly<LatLon>): string {
  return `${latitude} ${longitude}`;
}
