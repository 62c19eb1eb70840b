import { crossesAntimeridian, normalizeLongitude } from './longitude';
import type { GeofenceShape, LatLon } from './shapes';
import { openRing } from './validateShape';

/**
 * Where to centre the map on a shape (fly-to): a circle's centre, a polygon's area centroid, or the
 * mean of a polyline's points. Works across the antimeridian. Latitude first.
 * @example shapeCenter(parseArea('POLYGON ((0 0, 0 2, 2 2, 2 0))')) // [1, 1]
 */
export function shapeCenter(shape: GeofenceShape): LatLon {
  if (shape.type === 'circle') return [shape.center[0], shape.center[1]];
  const closed = shape.type === 'polygon';
  const points = closed ? openRing(shape.points) : shape.points;
  const shift = crossesAntimeridian(
    points.map((point) => point[1]),
    closed,
  );
  const xs = points.map(([, lon]) => (shift && lon < 0 ? lon + 360 : lon));
  const ys = points.map(([lat]) => lat);
  const [lat, lon] = (closed ? areaCentroid(xs, ys) : undefined) ?? [mean(ys), mean(xs)];
  return [lat, normalizeLongitude(lon)];
}

/** Centroid of a planar polygon (shoelace), or undefined when it has no area. */
function areaCentroid(xs: readonly number[], ys: readonly number[]): LatLon | undefined {
  const count = xs.length;
  // Relative to the first vertex, to keep the products small and precise.
  const x0 = xs[0] ?? 0;
  const y0 = ys[0] ?? 0;
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < count; index++) {
    const next = (index + 1) % count;
    const xa = (xs[index] as number) - x0;
    const ya = (ys[index] as number) - y0;
    const xb = (xs[next] as number) - x0;
    const yb = (ys[next] as number) - y0;
    const cross = xa * yb - xb * ya;
    twiceArea += cross;
    cx += (xa + xb) * cross;
    cy += (ya + yb) * cross;
  }
  if (Math.abs(twiceArea) < 1e-12) return undefined;
  return [y0 + cy / (3 * twiceArea), x0 + cx / (3 * twiceArea)];
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length === 0 ? 0 : sum / values.length;
}
