import {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  DOCUMENT_TYPE_TEXTS,
  DURATION_TEXTS,
  ELEMENT_TEXTS,
  EVENT_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  RELATIVE_TIME_TEXTS,
  TOUR_STEP_TEXTS,
  TOUR_TEXTS,
  TRACKING_TEXTS,
  VALUE_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
} from '../labels/index';
import { MESSAGES } from '../messages';
import { DISPLAY_STATUS_LABEL } from '../status/displayStatusLabel';
import { STATUS_FILTER_LABEL } from '../status/statusFilter';

/**
 * The `screens` part of the catalogues: the texts of the widgets and the partner element
 * (`@fleetkit/sdk-core/labels` and `MESSAGES`), which every screen of the product shows. A message's id
 * is its path here (`'CONTROL_TEXTS.cancel'`, `'HISTORY_TEXTS.tabs.all'`, `'MESSAGES.noResults'`).
 */
export const SCREEN_TEXT_GROUPS = {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  DOCUMENT_TYPE_TEXTS,
  DURATION_TEXTS,
  ELEMENT_TEXTS,
  EVENT_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  RELATIVE_TIME_TEXTS,
  TOUR_TEXTS,
  TOUR_STEP_TEXTS,
  TRACKING_TEXTS,
  VALUE_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
  // The vehicle statuses of `@fleetkit/sdk-core` (badges and filter chips).
  DISPLAY_STATUS_LABEL,
  STATUS_FILTER_LABEL,
  MESSAGES,
} as const;
