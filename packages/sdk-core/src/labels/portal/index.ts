// Screen texts of the portal alone (its pages, menus and toasts), kept apart from `/labels` so the
// widgets and the partner element carry none of them. Same rules as the widget groups: English written
// once here, every other language in its catalogue under the group's name.

export { ACCOUNT_SETTINGS_TEXTS } from './accountSettingsTexts';
export { ACCOUNT_FLOW_TEXTS, AUTH_TEXTS } from './authTexts';
export { BS_MONTH_TEXTS } from './dateTexts';
export { HOME_TEXTS } from './homeTexts';
export { SETTINGS_TEXTS } from './settingsTexts';
export { MENU_TEXTS, SHELL_TEXTS, UI_TEXTS } from './shellTexts';
export { SUBSCRIPTION_TEXTS } from './subscriptionTexts';
export { SUPPORT_TEXTS } from './supportTexts';
export { GUEST_TEXTS, VEHICLE_SCREEN_TEXTS } from './vehicleScreenTexts';
