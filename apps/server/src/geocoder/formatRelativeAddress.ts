import { compassPoint } from './compassPoint';
import { ONE_DECIMAL_BELOW_KM } from './geocodingRules';

/** A point described against the place chosen for it. */
export interface RelativePlace {
  /** The place's name: "Bhaktapur". */
  name: string;
  /** ISO 3166-1 alpha-2 country code: "NP"; left out of the text when empty. */
  countryCode: string;
  /** Distance from the place's centre to the point, km. */
  distanceKm: number;
  /** Bearing from the place's centre to the point, degrees clockwise from north. */
  bearingDegrees: number;
  /** The point is within the place's built-up circle. */
  inside: boolean;
}

/**
 * A distance as the address shows it: one decimal under 10 km, whole km from there on.
 * @example formatAddressDistance(3.24) // '3.2 km'
 * @example formatAddressDistance(12.6) // '13 km'
 */
export function formatAddressDistance(distanceKm: number): string {
  const tenths = Math.round(distanceKm * 10) / 10;
  if (tenths < ONE_DECIMAL_BELOW_KM) return `${tenths.toFixed(1)} km`;
  return `${Math.round(distanceKm)} km`;
}

/**
 * The offline address of a point: "in Bhaktapur, NP" inside the place, else
 * "3.2 km NE of Bhaktapur, NP" (the direction goes from the place to the point).
 */
export function formatRelativeAddress(place: RelativePlace): string {
  const where = place.countryCode ? `${place.name}, ${place.countryCode}` : place.name;
  if (place.inside) return `in ${where}`;
  return `${formatAddressDistance(place.distanceKm)} ${compassPoint(place.bearingDegrees)} of ${where}`;
}
