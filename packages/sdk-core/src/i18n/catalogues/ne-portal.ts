import type { PartCatalogue } from '../englishCatalogue';
import { NE_BS_MONTHS } from './ne/bsMonths';
import { NE_PORTAL_SETTINGS } from './ne/portalSettings';

/** नेपाली (Nepali), the portal's part: its own pages, one file per area in ./ne/. */
export const NEPALI_PORTAL_CATALOGUE = {
  ...NE_PORTAL_SETTINGS,
  ...NE_BS_MONTHS,
} as const satisfies PartCatalogue<'portal'>;
