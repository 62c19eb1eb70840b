import { MENU_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import type { IconName } from '../ui/Icon';

/** The id of a menu text in `MENU_TEXTS`, read in the user's language where the menu is drawn. */
export type MenuText = keyof typeof MENU_TEXTS;

/** One entry of the sidebar (SPEC §2), with its path under `/dashboard`. */
export interface MenuItem {
  /** Its English label; screens show `MENU_TEXTS[text]` in the user's language. */
  label: string;
  text: MenuText;
  /** Path relative to `/dashboard`. */
  path: string;
  icon: IconName;
  /** Sub-items; visiting the parent's path redirects to the first one. */
  children?: readonly { label: string; text: MenuText; path: string }[];
}

/**
 * The sidebar, in SPEC §2's order; Vehicle States and Driver Performance, routes of SPEC §2 its sidebar
 * list leaves out, close their groups (docs/decisions/sidebar-vehicle-states-driver-performance.md).
 */
export const MENU: readonly MenuItem[] = [
  { label: MENU_TEXTS.dashboard, text: 'dashboard', path: 'home', icon: 'dashboard' },
  {
    label: MENU_TEXTS.vehicle,
    text: 'vehicle',
    path: 'vehicle',
    icon: 'vehicle',
    children: [
      { label: MENU_TEXTS.allVehicles, text: 'allVehicles', path: 'vehicle/all-vehicles' },
      { label: MENU_TEXTS.vehicleList, text: 'vehicleList', path: 'vehicle/vehicle-list' },
      { label: MENU_TEXTS.vehicleGroups, text: 'vehicleGroups', path: 'vehicle/vehicle-groups' },
      { label: MENU_TEXTS.vehicleStates, text: 'vehicleStates', path: 'vehicle/vehicle-states' },
    ],
  },
  { label: MENU_TEXTS.alert, text: 'alert', path: 'alert', icon: 'alert' },
  { label: MENU_TEXTS.geofences, text: 'geofences', path: 'geofences', icon: 'geofence' },
  { label: MENU_TEXTS.report, text: 'report', path: 'report', icon: 'report' },
  { label: MENU_TEXTS.document, text: 'document', path: 'document', icon: 'document' },
  {
    label: MENU_TEXTS.maintenance,
    text: 'maintenance',
    path: 'maintenance',
    icon: 'maintenance',
    children: [
      { label: MENU_TEXTS.serviceSchedule, text: 'serviceSchedule', path: 'maintenance/service-schedule' },
      { label: MENU_TEXTS.serviceHistory, text: 'serviceHistory', path: 'maintenance/service-history' },
    ],
  },
  {
    label: MENU_TEXTS.driver,
    text: 'driver',
    path: 'driver',
    icon: 'driver',
    children: [
      { label: MENU_TEXTS.allDriver, text: 'allDriver', path: 'driver/all-driver' },
      { label: MENU_TEXTS.driverPerformance, text: 'driverPerformance', path: 'driver/driver-performance' },
    ],
  },
  { label: MENU_TEXTS.subscription, text: 'subscription', path: 'subscription', icon: 'subscription' },
  { label: MENU_TEXTS.installedDevices, text: 'installedDevices', path: 'installed-devices', icon: 'device' },
  { label: MENU_TEXTS.helpAndSupport, text: 'helpAndSupport', path: 'help-and-support', icon: 'help' },
  { label: MENU_TEXTS.settings, text: 'settings', path: 'settings', icon: 'settings' },
];

/** The settings pages, in order; `/dashboard/settings` redirects to the first. */
export const SETTINGS_PAGES = [
  { label: MENU_TEXTS.settingsGeneral, text: 'settingsGeneral', path: 'general' },
  { label: MENU_TEXTS.settingsAccount, text: 'settingsAccount', path: 'account' },
  { label: MENU_TEXTS.settingsNotification, text: 'settingsNotification', path: 'notification' },
  { label: MENU_TEXTS.settingsLoginHistory, text: 'settingsLoginHistory', path: 'login-history' },
] as const;

/** Absolute path of the first sub-item of the parent at `path` (SPEC §2: parents redirect to it). */
export function firstChildPath(path: string): string {
  const item = MENU.find((entry) => entry.path === path);
  const first = item?.children?.[0];
  if (!first) throw new Error(`Menu item ${path} has no sub-items`);
  return `/dashboard/${first.path}`;
}
