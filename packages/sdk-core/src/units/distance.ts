/** Metres in one kilometre. */
const METRES_PER_KM = 1000;

/**
 * Converts metres (Traccar's distance unit) to kilometres.
 * @example metresToKm(12_340) // 12.34
 */
export function metresToKm(metres: number): number {
  return metres / METRES_PER_KM;
}

/**
 * Converts kilometres to metres, e.g. an odometer reading typed in km to Traccar's `totalDistance`.
 * @example kmToMetres(12.34) // 12340
 */
export function kmToMetres(km: number): number {
  return km * METRES_PER_KM;
}
