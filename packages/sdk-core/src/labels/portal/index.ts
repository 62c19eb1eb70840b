// Screen texts of the portal alone (its pages, menus and toasts), kept apart from `/labels` so the
// widgets and the partner element carry none of them. Same rules as the widget groups: English written
// once here, every other language in its catalogue under the group's name.

export { BS_MONTH_TEXTS } from './dateTexts';
export { SETTINGS_TEXTS } from './settingsTexts';
