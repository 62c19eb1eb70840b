// Screen texts of the portal alone (its pages, menus and toasts), kept apart from `/labels` so the
// widgets and the partner element carry none of them. Same rules as the widget groups: English written
// once here, every other language in its catalogue under the group's name.

export { ALERT_PAGE_TEXTS } from './alertPageTexts';
export { BS_MONTH_TEXTS } from './dateTexts';
export { DOCUMENT_PAGE_TEXTS } from './documentTexts';
export { DRIVER_PAGE_TEXTS } from './driverTexts';
export { GEOFENCE_PAGE_TEXTS } from './geofencePageTexts';
export { GROUP_PAGE_TEXTS } from './groupTexts';
export { INSTALLED_DEVICE_TEXTS } from './installedDeviceTexts';
export { MAINTENANCE_PAGE_TEXTS } from './maintenanceTexts';
export { REPORT_PAGE_TEXTS } from './reportTexts';
export { SETTINGS_TEXTS } from './settingsTexts';
export { VEHICLE_LINK_TEXTS } from './vehicleLinkTexts';
