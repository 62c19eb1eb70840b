import { EARTH_RADIUS_M, haversineDistance } from '@fleetkit/sdk-core';

/** A point of a route: latitude and longitude in degrees, altitude in metres. */
export type RoutePoint = readonly [latitude: number, longitude: number, altitude: number];

/** Where a vehicle is on a route. */
export interface RouteLocation {
  latitude: number;
  longitude: number;
  /** Metres above sea level. */
  altitude: number;
  /** Degrees clockwise from north, in the direction of increasing distance. */
  course: number;
}

const RADIANS = Math.PI / 180;

function bearing(from: RoutePoint, to: RoutePoint): number {
  const lat1 = from[0] * RADIANS;
  const lat2 = to[0] * RADIANS;
  const dLon = (to[1] - from[1]) * RADIANS;
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return (((Math.atan2(y, x) / RADIANS) % 360) + 360) % 360;
}

/**
 * A polyline measured along its length: the point, altitude and heading at any distance from its
 * start, and how far a point lies from it. A closed path joins its last point back to its first.
 * @example
 * const path = new RoutePath([[27.6937, 85.2815, 1300], [27.6845, 85.2965, 1290]]);
 * path.locationAt(path.length / 2); // half way, heading south-east
 */
export class RoutePath {
  readonly #points: readonly RoutePoint[];
  /** Distance from the start to each point, metres. */
  readonly #offsets: number[];
  /** Whether the last point joins the first. */
  readonly closed: boolean;
  /** Length in metres (including the closing segment of a closed path). */
  readonly length: number;

  constructor(points: readonly RoutePoint[], closed = false) {
    if (points.length < 2) throw new RangeError('a route needs at least two points');
    const first = points[0] as RoutePoint;
    this.#points = closed ? [...points, first] : points;
    this.closed = closed;
    this.#offsets = [0];
    let total = 0;
    for (let i = 1; i < this.#points.length; i++) {
      const from = this.#points[i - 1] as RoutePoint;
      const to = this.#points[i] as RoutePoint;
      total += haversineDistance([from[0], from[1]], [to[0], to[1]]);
      this.#offsets.push(total);
    }
    this.length = total;
  }

  /** The points of the path, the first repeated at the end when it is closed. */
  get points(): readonly RoutePoint[] {
    return this.#points;
  }

  /** Brings a distance into [0, length]: wrapped round a closed path, clamped on an open one. */
  normalize(distance: number): number {
    if (this.closed) return ((distance % this.length) + this.length) % this.length;
    return Math.min(Math.max(distance, 0), this.length);
  }

  /** The location `distance` metres from the start, interpolated along the segment it falls on. */
  locationAt(distance: number): RouteLocation {
    const at = this.normalize(distance);
    const index = this.#segmentIndex(at);
    const from = this.#points[index] as RoutePoint;
    const to = this.#points[index + 1] as RoutePoint;
    const start = this.#offsets[index] as number;
    const span = (this.#offsets[index + 1] as number) - start;
    const t = span > 0 ? (at - start) / span : 0;
    return {
      latitude: from[0] + (to[0] - from[0]) * t,
      longitude: from[1] + (to[1] - from[1]) * t,
      altitude: from[2] + (to[2] - from[2]) * t,
      course: bearing(from, to),
    };
  }

  /** The shortest distance in metres from a point to the path. */
  distanceFrom(latitude: number, longitude: number): number {
    let best = Number.POSITIVE_INFINITY;
    // A local flat projection around the point is exact enough over a segment of a few km.
    const metresPerDegreeLat = EARTH_RADIUS_M * RADIANS;
    const metresPerDegreeLon = metresPerDegreeLat * Math.cos(latitude * RADIANS);
    const project = (point: RoutePoint): [number, number] => [
      (point[1] - longitude) * metresPerDegreeLon,
      (point[0] - latitude) * metresPerDegreeLat,
    ];
    for (let i = 1; i < this.#points.length; i++) {
      const [ax, ay] = project(this.#points[i - 1] as RoutePoint);
      const [bx, by] = project(this.#points[i] as RoutePoint);
      const dx = bx - ax;
      const dy = by - ay;
      const squared = dx * dx + dy * dy;
      const t = squared > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / squared)) : 0;
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
    return best;
  }

  /** The index of the segment holding `distance` (binary search over the offsets). */
  #segmentIndex(distance: number): number {
    let low = 0;
    let high = this.#offsets.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.#offsets[middle] as number) <= distance) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
