import { BS_MONTH_NAMES } from '../../calendar/bsMonthNames';
import { textGroup } from '../textGroup';

/**
 * Names of the Bikram Sambat months as dates show them, Baisakh (`1`) to Chaitra (`12`): the English
 * transliteration of `@fleetkit/sdk-core/calendar`, and each language's own in its catalogue.
 */
export const BS_MONTH_TEXTS = /* @__PURE__ */ textGroup('BS_MONTH_TEXTS', {
  1: BS_MONTH_NAMES[0],
  2: BS_MONTH_NAMES[1],
  3: BS_MONTH_NAMES[2],
  4: BS_MONTH_NAMES[3],
  5: BS_MONTH_NAMES[4],
  6: BS_MONTH_NAMES[5],
  7: BS_MONTH_NAMES[6],
  8: BS_MONTH_NAMES[7],
  9: BS_MONTH_NAMES[8],
  10: BS_MONTH_NAMES[9],
  11: BS_MONTH_NAMES[10],
  12: BS_MONTH_NAMES[11],
} as const);
