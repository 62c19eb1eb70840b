import type { PartLoaders } from '../englishCatalogue';

// नेपाली (Nepali): one file per text group in ./ne/, every text of the English group in ICU
// MessageFormat with the terms of the glossary in docs/i18n.md. Each file is a chunk of its own,
// loaded when a screen first shows its group. The types make a missing or unknown text, or a group
// without its file, a compile error; the catalogue check (`scripts/check-catalogues.mjs`) also
// compares each message's arguments with English's.

/** The screens' groups (the widgets and the partner element). */
export const NEPALI_SCREENS = {
  CONTROL_TEXTS: () => import('./ne/controlTexts'),
  DIALOG_TEXTS: () => import('./ne/dialogTexts'),
  DOCUMENT_TYPE_TEXTS: () => import('./ne/documentTypeTexts'),
  DURATION_TEXTS: () => import('./ne/durationTexts'),
  ELEMENT_TEXTS: () => import('./ne/elementTexts'),
  EVENT_TEXTS: () => import('./ne/eventTexts'),
  GEOFENCE_TEXTS: () => import('./ne/geofenceTexts'),
  HISTORY_TEXTS: () => import('./ne/historyTexts'),
  MAINTENANCE_DUE_LABEL: () => import('./ne/maintenanceDueLabel'),
  MAP_OPTION_LABELS: () => import('./ne/mapOptionLabels'),
  MAP_TYPE_LABELS: () => import('./ne/mapTypeLabels'),
  NOTIFICATION_TEXTS: () => import('./ne/notificationTexts'),
  RELATIVE_TIME_TEXTS: () => import('./ne/relativeTimeTexts'),
  TOUR_TEXTS: () => import('./ne/tourTexts'),
  TOUR_STEP_TEXTS: () => import('./ne/tourStepTexts'),
  TRACKING_TEXTS: () => import('./ne/trackingTexts'),
  VALUE_TEXTS: () => import('./ne/valueTexts'),
  VEHICLE_CATEGORY_LABELS: () => import('./ne/vehicleCategoryLabels'),
  VEHICLE_TEXTS: () => import('./ne/vehicleTexts'),
  DISPLAY_STATUS_LABEL: () => import('./ne/displayStatusLabel'),
  STATUS_FILTER_LABEL: () => import('./ne/statusFilterLabel'),
  MESSAGES: () => import('./ne/messages'),
} as const satisfies PartLoaders<'screens'>;

/** The portal's own pages. */
export const NEPALI_PORTAL = {
  SETTINGS_TEXTS: () => import('./ne/settingsTexts'),
  BS_MONTH_TEXTS: () => import('./ne/bsMonthTexts'),
  MENU_TEXTS: () => import('./ne/menuTexts'),
  SHELL_TEXTS: () => import('./ne/shellTexts'),
  UI_TEXTS: () => import('./ne/uiTexts'),
  AUTH_TEXTS: () => import('./ne/authTexts'),
  ACCOUNT_SETTINGS_TEXTS: () => import('./ne/accountSettingsTexts'),
  ACCOUNT_FLOW_TEXTS: () => import('./ne/accountFlowTexts'),
  HOME_TEXTS: () => import('./ne/homeTexts'),
  VEHICLE_SCREEN_TEXTS: () => import('./ne/vehicleScreenTexts'),
  SUBSCRIPTION_TEXTS: () => import('./ne/subscriptionTexts'),
  GUEST_TEXTS: () => import('./ne/guestTexts'),
  SUPPORT_TEXTS: () => import('./ne/supportTexts'),
  REPORT_PAGE_TEXTS: () => import('./ne/reportPageTexts'),
  ALERT_PAGE_TEXTS: () => import('./ne/alertPageTexts'),
  GEOFENCE_PAGE_TEXTS: () => import('./ne/geofencePageTexts'),
  DOCUMENT_PAGE_TEXTS: () => import('./ne/documentPageTexts'),
  DRIVER_PAGE_TEXTS: () => import('./ne/driverPageTexts'),
  GROUP_PAGE_TEXTS: () => import('./ne/groupPageTexts'),
  MAINTENANCE_PAGE_TEXTS: () => import('./ne/maintenancePageTexts'),
  INSTALLED_DEVICE_TEXTS: () => import('./ne/installedDeviceTexts'),
  VEHICLE_LINK_TEXTS: () => import('./ne/vehicleLinkTexts'),
} as const satisfies PartLoaders<'portal'>;

/** What the server writes: report files and e-mails. */
export const NEPALI_SERVER = {
  REPORT_EXPORT_TEXTS: () => import('./ne/reportExportTexts'),
  ACCOUNT_MAIL_TEXTS: () => import('./ne/accountMailTexts'),
  EVENT_MAIL_TEXTS: () => import('./ne/eventMailTexts'),
} as const satisfies PartLoaders<'server'>;
