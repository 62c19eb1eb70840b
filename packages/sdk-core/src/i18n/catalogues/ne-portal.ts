import type { PartCatalogue } from '../englishCatalogue';
import { NE_BS_MONTHS } from './ne/bsMonths';
import { NE_PORTAL_DOCUMENTS } from './ne/portalDocuments';
import { NE_PORTAL_DRIVERS } from './ne/portalDrivers';
import { NE_PORTAL_GEOFENCES } from './ne/portalGeofences';
import { NE_PORTAL_GROUPS } from './ne/portalGroups';
import { NE_PORTAL_INSTALLED_DEVICES } from './ne/portalInstalledDevices';
import { NE_PORTAL_MAINTENANCE } from './ne/portalMaintenance';
import { NE_PORTAL_REPORTS } from './ne/portalReports';
import { NE_PORTAL_SETTINGS } from './ne/portalSettings';

/** नेपाली (Nepali), the portal's part: its own pages, one file per area in ./ne/. */
export const NEPALI_PORTAL_CATALOGUE = {
  ...NE_PORTAL_SETTINGS,
  ...NE_BS_MONTHS,
  ...NE_PORTAL_REPORTS,
  ...NE_PORTAL_GEOFENCES,
  ...NE_PORTAL_DOCUMENTS,
  ...NE_PORTAL_DRIVERS,
  ...NE_PORTAL_GROUPS,
  ...NE_PORTAL_MAINTENANCE,
  ...NE_PORTAL_INSTALLED_DEVICES,
} as const satisfies PartCatalogue<'portal'>;
