import { metresToKm } from './distance';
import type { NumberFormatter } from './formatSpeed';
import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';

/**
 * Formats a distance given in metres as kilometres with two decimals.
 * Zero is a real distance (`'0.00 km'`); missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatDistance(12_340) // '12.34 km'
 * @example formatDistance(0) // '0.00 km'
 * @example formatDistance(null) // 'N/A'
 * @example formatDistance(12_340, (n, o) => translator.formatNumber(n, o)) // '१२.३४ km' (Devanagari digits)
 */
export function formatDistance(metres: number | null | undefined, formatNumber?: NumberFormatter): string {
  const value = readNumber(metres);
  if (value === null) return NOT_AVAILABLE;
  const km = metresToKm(value);
  const text = formatNumber
    ? formatNumber(km, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
    : km.toFixed(2);
  return `${text} km`;
}
