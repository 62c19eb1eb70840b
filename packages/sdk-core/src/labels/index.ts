// Screen texts the widgets, the portal and the web component show (SPEC §2-§4), beside `MESSAGES`
// (the toasts, errors and empty states SPEC quotes), and the portal paths their links go to.
export { CONTROL_TEXTS } from './controlTexts';
export { DIALOG_TEXTS } from './dialogTexts';
export { DOCUMENT_TYPE_TEXTS, type DocumentFieldText } from './documentTypeTexts';
export { DURATION_TEXTS, type DurationTexts } from './durationTexts';
export { ELEMENT_TEXTS } from './elementTexts';
export { EVENT_TEXTS } from './eventTexts';
export { eventAttributeLines, eventTypeText } from './eventTypeText';
export {
  alarmName,
  type EventNames,
  type EventText,
  type EventTexts,
  type FormattableEvent,
  formatEvent,
} from './formatEvent';
export { GEOFENCE_TEXTS } from './geofenceTexts';
export { HISTORY_TEXTS } from './historyTexts';
export { MAINTENANCE_DUE_LABEL } from './maintenanceTexts';
export { MAP_OPTION_LABELS, MAP_TYPE_LABELS } from './mapOptionLabels';
export { NOTIFICATION_TEXTS } from './notificationTexts';
export { DOCUMENTS_HREF, DRIVERS_HREF, GEOFENCE_ADD_HREF, geofenceEditHref, HOME_HREF } from './portalPaths';
export { RELATIVE_TIME_TEXTS, type RelativeTimeTexts } from './relativeTimeTexts';
export { type TextTemplate, textTemplate } from './textTemplate';
export { TOUR_STEP_TEXTS, TOUR_TEXTS, type TourStepId, type TourStepText, tourStepTexts } from './tourTexts';
export { TRACKING_TEXTS } from './trackingTexts';
export { VALUE_TEXTS } from './valueTexts';
export { VEHICLE_CATEGORY_LABELS } from './vehicleCategoryLabels';
export { VEHICLE_TEXTS } from './vehicleTexts';
