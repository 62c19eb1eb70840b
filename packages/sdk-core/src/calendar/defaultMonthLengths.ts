import { dateConfigMap } from 'nepali-date-converter';
import { BS_MONTH_NAMES } from './bsMonthNames';

/** Days of each month of a Bikram Sambat year, Baisakh first. */
export type BsYearMonthLengths = readonly number[];
/** Month lengths by Bikram Sambat year. */
export type BsMonthLengthTable = Readonly<Record<number, BsYearMonthLengths>>;

/**
 * The month-length table of nepali-date-converter (BS 2000 to 2090), read by month name so that
 * the order of its object keys does not matter.
 */
export function defaultMonthLengths(): BsMonthLengthTable {
  const table: Record<number, BsYearMonthLengths> = {};
  for (const [year, months] of Object.entries(dateConfigMap)) {
    table[Number(year)] = BS_MONTH_NAMES.map((name) => months[name]);
  }
  return table;
}
