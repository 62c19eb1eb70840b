import { textGroup } from '../textGroup';
/** Installed Devices (/dashboard/installed-devices). */
export const INSTALLED_DEVICE_TEXTS = /* @__PURE__ */ textGroup('INSTALLED_DEVICE_TEXTS', {
  title: 'Installed Devices',
  description: 'The tracker fitted in each vehicle, with its SIM and last contact.',
  exportCsv: 'Export CSV',
  exportFailed: 'Failed to export the list',
  search: 'Search',
  searchPlaceholder: 'IMEI, vehicle, SIM, model, installer',
  caption: 'Installed devices',
  columns: {
    vehicle: 'Vehicle',
    imei: 'IMEI',
    model: 'Model',
    protocol: 'Protocol',
    sim: 'SIM',
    installed: 'Installed',
    installer: 'Installer',
    lastContact: 'Last contact',
    status: 'Status',
  },
  /** A tracker's status as the server reports it, shown as it comes. */
  statuses: {
    online: 'online',
    offline: 'offline',
    unknown: 'unknown',
  },
} as const);
