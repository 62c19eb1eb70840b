import { textGroup } from '../textGroup';
import { textTemplate } from '../textTemplate';

/** The sidebar's items and sub-items, the settings tabs and the top bar's titles (SPEC §2). */
export const MENU_TEXTS = /* @__PURE__ */ textGroup('MENU_TEXTS', {
  dashboard: 'Dashboard',
  vehicle: 'Vehicle',
  allVehicles: 'All Vehicles',
  vehicleList: 'Vehicle List',
  vehicleGroups: 'Vehicle Groups',
  vehicleStates: 'Vehicle States',
  alert: 'Alert',
  geofences: 'Geofences',
  report: 'Report',
  document: 'Document',
  maintenance: 'Maintenance',
  serviceSchedule: 'Service Schedule',
  serviceHistory: 'Service History',
  driver: 'Driver',
  allDriver: 'All Driver',
  driverPerformance: 'Driver Performance',
  subscription: 'Subscription',
  installedDevices: 'Installed Devices',
  helpAndSupport: 'Help & Support',
  settings: 'Settings',
  settingsGeneral: 'General',
  settingsAccount: 'Account',
  settingsNotification: 'Notification',
  settingsLoginHistory: 'Login History',
  trackVehicle: 'Track Vehicle',
  supportTickets: 'Support Tickets',
  ticketChat: 'Ticket Chat',
} as const);

/** The dashboard's frame: sidebar, top bar, user menu and the busy screens. */
export const SHELL_TEXTS = /* @__PURE__ */ textGroup('SHELL_TEXTS', {
  mainNavigation: 'Main',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  vehicle: 'Vehicle',
  chooseVehicle: 'Choose a vehicle',
  productTour: 'Product tour',
  liveNotificationsNone: 'Live notifications, none',
  liveNotificationsCount: textTemplate<[badge: string]>('Live notifications, {badge}'),
  loading: 'Loading',
  checkingSession: 'Checking your session',
  openingSharedVehicle: 'Opening the shared vehicle',
} as const);

/** The portal's shared parts: tables, pagers, dialogs and failed loads. */
export const UI_TEXTS = /* @__PURE__ */ textGroup('UI_TEXTS', {
  cancel: 'Cancel',
  delete: 'Delete',
  pages: 'Pages',
  page: textTemplate<[page: number, pages: number]>('Page {page} of {pages}'),
  previous: 'Previous',
  next: 'Next',
  retry: 'Retry',
  actions: 'Actions',
  editRow: textTemplate<[name: string]>('Edit {name}'),
  deleteRow: textTemplate<[name: string]>('Delete {name}'),
  loadFailed: 'The data could not be loaded.',
  loadingEllipsis: 'Loading…',
} as const);
