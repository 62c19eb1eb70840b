import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';
import { knotsToKmh } from './speed';

/**
 * Formats a speed given in knots (as Traccar sends it) as whole km/h.
 * Missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatSpeed(22.7) // '42 km/h'
 * @example formatSpeed(null) // 'N/A'
 */
export function formatSpeed(knots: number | null | undefined): string {
  const value = readNumber(knots);
  if (value === null) return NOT_AVAILABLE;
  return `${Math.round(knotsToKmh(value))} km/h`;
}
