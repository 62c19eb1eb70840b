import type { PartCatalogue } from '../englishCatalogue';
import { NE_BS_MONTHS } from './ne/bsMonths';
import { NE_PORTAL_ACCOUNT } from './ne/portalAccount';
import { NE_PORTAL_DOCUMENTS } from './ne/portalDocuments';
import { NE_PORTAL_DRIVERS } from './ne/portalDrivers';
import { NE_PORTAL_GEOFENCES } from './ne/portalGeofences';
import { NE_PORTAL_GROUPS } from './ne/portalGroups';
import { NE_PORTAL_HOME } from './ne/portalHome';
import { NE_PORTAL_INSTALLED_DEVICES } from './ne/portalInstalledDevices';
import { NE_PORTAL_MAINTENANCE } from './ne/portalMaintenance';
import { NE_PORTAL_REPORTS } from './ne/portalReports';
import { NE_PORTAL_SETTINGS } from './ne/portalSettings';
import { NE_PORTAL_ACCOUNT_FLOW, NE_PORTAL_SHELL } from './ne/portalShell';
import { NE_PORTAL_SUBSCRIPTION } from './ne/portalSubscription';
import { NE_PORTAL_SUPPORT } from './ne/portalSupport';
import { NE_PORTAL_GUEST, NE_PORTAL_VEHICLES } from './ne/portalVehicles';

/** नेपाली (Nepali), the portal's part: its own pages, one file per area in ./ne/. */
export const NEPALI_PORTAL_CATALOGUE = {
  ...NE_PORTAL_SETTINGS,
  ...NE_BS_MONTHS,
  ...NE_PORTAL_SHELL,
  ...NE_PORTAL_HOME,
  ...NE_PORTAL_VEHICLES,
  ...NE_PORTAL_SUBSCRIPTION,
  ...NE_PORTAL_ACCOUNT,
  ...NE_PORTAL_ACCOUNT_FLOW,
  ...NE_PORTAL_GUEST,
  ...NE_PORTAL_SUPPORT,
  ...NE_PORTAL_REPORTS,
  ...NE_PORTAL_GEOFENCES,
  ...NE_PORTAL_DOCUMENTS,
  ...NE_PORTAL_DRIVERS,
  ...NE_PORTAL_GROUPS,
  ...NE_PORTAL_MAINTENANCE,
  ...NE_PORTAL_INSTALLED_DEVICES,
} as const satisfies PartCatalogue<'portal'>;
