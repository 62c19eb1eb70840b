import { metresToKm } from './distance';
import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';

/**
 * Formats a distance given in metres as kilometres with two decimals.
 * Zero is a real distance (`'0.00 km'`); missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatDistance(12_340) // '12.34 km'
 * @example formatDistance(0) // '0.00 km'
 * @example formatDistance(null) // 'N/A'
 */
export function formatDistance(metres: number | null | undefined): string {
  const value = readNumber(metres);
  if (value === null) return NOT_AVAILABLE;
  return `${metresToKm(value).toFixed(2)} km`;
}
