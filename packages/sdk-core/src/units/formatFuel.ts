import { NOT_AVAILABLE } from './notAvailable';
import { readNumber } from './readNumber';

/**
 * Formats an amount of fuel in litres with two decimals (SPEC: fuel is shown to 2 decimals in L).
 * Missing or non-finite input gives {@link NOT_AVAILABLE}.
 * @example formatFuel(3.254) // '3.25 L'
 * @example formatFuel(undefined) // 'N/A'
 */
export function formatFuel(litres: number | null | undefined): string {
  const value = readNumber(litres);
  if (value === null) return NOT_AVAILABLE;
  return `${value.toFixed(2)} L`;
}
