// Screen texts of the portal alone (its pages, menus and toasts), kept apart from `/labels` so the
// widgets and the partner element carry none of them. Same rules as the widget groups: English written
// once here, every other language in its catalogue under the group's name.

export { ACCOUNT_SETTINGS_TEXTS } from './accountSettingsTexts';
export { ALERT_PAGE_TEXTS } from './alertPageTexts';
export { ACCOUNT_FLOW_TEXTS, AUTH_TEXTS } from './authTexts';
export { BS_MONTH_TEXTS } from './dateTexts';
export { DOCUMENT_PAGE_TEXTS } from './documentTexts';
export { DRIVER_PAGE_TEXTS } from './driverTexts';
export { GEOFENCE_PAGE_TEXTS } from './geofencePageTexts';
export { GROUP_PAGE_TEXTS } from './groupTexts';
export { HOME_TEXTS } from './homeTexts';
export { INSTALLED_DEVICE_TEXTS } from './installedDeviceTexts';
export { MAINTENANCE_PAGE_TEXTS } from './maintenanceTexts';
export { REPORT_PAGE_TEXTS } from './reportTexts';
export { SETTINGS_TEXTS } from './settingsTexts';
export { MENU_TEXTS, SHELL_TEXTS, UI_TEXTS } from './shellTexts';
export { SUBSCRIPTION_TEXTS } from './subscriptionTexts';
export { SUPPORT_TEXTS } from './supportTexts';
export { VEHICLE_LINK_TEXTS } from './vehicleLinkTexts';
export { GUEST_TEXTS, VEHICLE_SCREEN_TEXTS } from './vehicleScreenTexts';
