import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';
import { knotsToKmh } from './speed';

/** Writes a number in a language's digits: a translator's `formatNumber`. */
export type NumberFormatter = (value: number, options?: Intl.NumberFormatOptions) => string;

/**
 * Formats a speed given in knots (as Traccar sends it) as whole km/h.
 * Missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatSpeed(22.7) // '42 km/h'
 * @example formatSpeed(null) // 'N/A'
 * @example formatSpeed(22.7, (n) => translator.formatNumber(n)) // '४२ km/h' (Devanagari digits)
 */
export function formatSpeed(knots: number | null | undefined, formatNumber?: NumberFormatter): string {
  const value = readNumber(knots);
  if (value === null) return NOT_AVAILABLE;
  const kmh = Math.round(knotsToKmh(value));
  return `${formatNumber ? formatNumber(kmh) : kmh} km/h`;
}
