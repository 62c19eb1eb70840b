import type { IconName } from '../ui/Icon';

/** One entry of the sidebar (SPEC §2), with its path under `/dashboard`. */
export interface MenuItem {
  label: string;
  /** Path relative to `/dashboard`. */
  path: string;
  icon: IconName;
  /** Sub-items; visiting the parent's path redirects to the first one. */
  children?: readonly { label: string; path: string }[];
}

/**
 * The sidebar, in SPEC §2's order; Vehicle States and Driver Performance, routes of SPEC §2 its sidebar
 * list leaves out, close their groups (docs/decisions/sidebar-vehicle-states-driver-performance.md).
 */
export const MENU: readonly MenuItem[] = [
  { label: 'Dashboard', path: 'home', icon: 'dashboard' },
  {
    label: 'Vehicle',
    path: 'vehicle',
    icon: 'vehicle',
    children: [
      { label: 'All Vehicles', path: 'vehicle/all-vehicles' },
      { label: 'Vehicle List', path: 'vehicle/vehicle-list' },
      { label: 'Vehicle Groups', path: 'vehicle/vehicle-groups' },
      { label: 'Vehicle States', path: 'vehicle/vehicle-states' },
    ],
  },
  { label: 'Alert', path: 'alert', icon: 'alert' },
  { label: 'Geofences', path: 'geofences', icon: 'geofence' },
  { label: 'Report', path: 'report', icon: 'report' },
  { label: 'Document', path: 'document', icon: 'document' },
  {
    label: 'Maintenance',
    path: 'maintenance',
    icon: 'maintenance',
    children: [
      { label: 'Service Schedule', path: 'maintenance/service-schedule' },
      { label: 'Service History', path: 'maintenance/service-history' },
    ],
  },
  {
    label: 'Driver',
    path: 'driver',
    icon: 'driver',
    children: [
      { label: 'All Driver', path: 'driver/all-driver' },
      { label: 'Driver Performance', path: 'driver/driver-performance' },
    ],
  },
  { label: 'Subscription', path: 'subscription', icon: 'subscription' },
  { label: 'Installed Devices', path: 'installed-devices', icon: 'device' },
  { label: 'Help & Support', path: 'help-and-support', icon: 'help' },
  { label: 'Settings', path: 'settings', icon: 'settings' },
];

/** The settings pages, in order; `/dashboard/settings` redirects to the first. */
export const SETTINGS_PAGES = [
  { label: 'General', path: 'general' },
  { label: 'Account', path: 'account' },
  { label: 'Notification', path: 'notification' },
  { label: 'Login History', path: 'login-history' },
] as const;

/** Absolute path of the first sub-item of the parent at `path` (SPEC §2: parents redirect to it). */
export function firstChildPath(path: string): string {
  const item = MENU.find((entry) => entry.path === path);
  const first = item?.children?.[0];
  if (!first) throw new Error(`Menu item ${path} has no sub-items`);
  return `/dashboard/${first.path}`;
}
