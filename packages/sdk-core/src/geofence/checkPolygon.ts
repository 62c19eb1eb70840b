import { MESSAGES } from '../messages';
import { GeofenceAreaError } from './GeofenceAreaError';
import type { LatLon } from './shapes';

/** Fewest distinct points of a polygon (SPEC §5: fewer shows 'Invalid polygon'). */
export const MIN_POLYGON_POINTS = 3;

/** Why a polygon whose edges cross or touch each other is refused. */
export const POLYGON_CROSSES_ITSELF =
  'The polygon crosses itself: draw its outline so that no two edges cross or touch';

/**
 * Below this sine of the angle at a point, the point lies on the line through its neighbours (a
 * straight run or a spike that turns back): about 0.1 mm off the line per 100 km of edge.
 */
const COLLINEAR_SINE = 1e-12;

function same(a: Readonly<LatLon>, b: Readonly<LatLon>): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** The z component of (b − a) × (c − a), in degrees². */
function cross(a: Readonly<LatLon>, b: Readonly<LatLon>, c: Readonly<LatLon>): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Whether `point` lies on the straight line through `before` and `after` (or turns back on it). */
function onLine(before: Readonly<LatLon>, point: Readonly<LatLon>, after: Readonly<LatLon>): boolean {
  const inLength = Math.hypot(point[0] - before[0], point[1] - before[1]);
  const outLength = Math.hypot(after[0] - point[0], after[1] - point[1]);
  if (inLength === 0 || outLength === 0) return true;
  return Math.abs(cross(before, point, after)) <= COLLINEAR_SINE * inLength * outLength;
}

/**
 * The ring without its WKT closing point, repeated points and points on a straight line between their
 * neighbours (which includes a spike out and back, as clicking A, B, A draws): the points that give
 * the polygon its shape. The input is not changed. The result may have fewer than 3 points.
 */
export function simplifyRing(points: readonly LatLon[]): LatLon[] {
  const ring = points.map((p) => [p[0], p[1]] as LatLon);
  let changed = true;
  while (changed && ring.length > 0) {
    changed = false;
    for (let i = 0; i < ring.length && ring.length > 1; i++) {
      const point = ring[i] as LatLon;
      const after = ring[(i + 1) % ring.length] as LatLon;
      if (same(point, after)) {
        ring.splice(i, 1);
        changed = true;
        i--;
      }
    }
    for (let i = 0; i < ring.length && ring.length >= 3; i++) {
      const before = ring[(i - 1 + ring.length) % ring.length] as LatLon;
      const point = ring[i] as LatLon;
      const after = ring[(i + 1) % ring.length] as LatLon;
      if (onLine(before, point, after)) {
        ring.splice(i, 1);
        changed = true;
        i--;
      }
    }
  }
  return ring;
}

/** Twice the signed area of the ring (shoelace), in degrees². */
function doubledArea(ring: readonly LatLon[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as LatLon;
    const b = ring[(i + 1) % ring.length] as LatLon;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

/** Whether `q` lies within the bounding box of segment `a`–`b` (used once the three are collinear). */
function withinBox(a: Readonly<LatLon>, b: Readonly<LatLon>, q: Readonly<LatLon>): boolean {
  return (
    Math.min(a[0], b[0]) <= q[0] &&
    q[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= q[1] &&
    q[1] <= Math.max(a[1], b[1])
  );
}

/** Whether segments `a`–`b` and `c`–`d` cross or touch. */
function segmentsMeet(a: LatLon, b: LatLon, c: LatLon, d: LatLon): boolean {
  const d1 = Math.sign(cross(c, d, a));
  const d2 = Math.sign(cross(c, d, b));
  const d3 = Math.sign(cross(a, b, c));
  const d4 = Math.sign(cross(a, b, d));
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && withinBox(c, d, a)) ||
    (d2 === 0 && withinBox(c, d, b)) ||
    (d3 === 0 && withinBox(a, b, c)) ||
    (d4 === 0 && withinBox(a, b, d))
  );
}

/** Whether two edges of the ring that are not neighbours cross or touch. */
function crossesItself(ring: readonly LatLon[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing edge
      const a = ring[i] as LatLon;
      const b = ring[(i + 1) % n] as LatLon;
      const c = ring[j] as LatLon;
      const d = ring[(j + 1) % n] as LatLon;
      if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/**
 * THE polygon rule of the product, used by the geofence editor, `formatArea`/`validateShape` and the
 * server alike: removes the closing point, repeated points and points on a straight line between their
 * neighbours (`simplifyRing`), and returns the points that remain.
 *
 * @throws {GeofenceAreaError} `MESSAGES.invalidPolygon` ('Invalid polygon') when fewer than 3 distinct
 *   points remain or they enclose no area; `POLYGON_CROSSES_ITSELF` when two edges cross or touch.
 * @example
 * checkPolygon([[0, 0], [0, 1], [0, 2], [1, 2], [0, 0]]) // [[0, 0], [0, 2], [1, 2]]
 * checkPolygon([[0, 0], [1, 1], [0, 0], [1, 1]]) // throws 'Invalid polygon'
 */
export function checkPolygon(points: readonly LatLon[], area?: string): LatLon[] {
  const ring = simplifyRing(points);
  if (ring.length < MIN_POLYGON_POINTS) throw new GeofenceAreaError(MESSAGES.invalidPolygon, area);
  // Crossings first: a bow tie's two halves may cancel out to no area, and its crossing is the reason.
  if (crossesItself(ring)) throw new GeofenceAreaError(POLYGON_CROSSES_ITSELF, area);
  if (doubledArea(ring) === 0) throw new GeofenceAreaError(MESSAGES.invalidPolygon, area);
  return ring;
}
