/**
 * Wraps any longitude into [-180, 180].
 * @example normalizeLongitude(190) // -170
 */
export function normalizeLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  const wrapped = (((longitude + 180) % 360) + 360) % 360;
  return wrapped - 180;
}

/**
 * Longitudes of a ring or line made continuous across the antimeridian: when an edge jumps more than
 * 180° (from 179 to -179, say) the negative longitudes are shifted by +360, so the shape spans
 * 179..181 instead of wrapping round the globe. Returns the input unchanged when nothing crosses.
 * `closed` also checks the edge from the last point back to the first.
 */
export function unwrapLongitudes(longitudes: readonly number[], closed: boolean): readonly number[] {
  if (!crossesAntimeridian(longitudes, closed)) return longitudes;
  return longitudes.map((longitude) => (longitude < 0 ? longitude + 360 : longitude));
}

/** True when an edge of the ring or line jumps more than 180° of longitude. */
export function crossesAntimeridian(longitudes: readonly number[], closed: boolean): boolean {
  const count = longitudes.length;
  const edges = closed ? count : count - 1;
  for (let index = 0; index < edges; index++) {
    const from = longitudes[index] as number;
    const to = longitudes[(index + 1) % count] as number;
    if (Math.abs(to - from) > 180) return true;
  }
  return false;
}
