import {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  TOUR_STEP_TEXTS,
  TOUR_TEXTS,
  TRACKING_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
} from '../labels/index';
import { MESSAGES } from '../messages';

/**
 * The `screens` part of the catalogues: the texts of the widgets and the partner element
 * (`@fleetkit/sdk-core/labels` and `MESSAGES`), which every screen of the product shows. A message's id
 * is its path here (`'CONTROL_TEXTS.cancel'`, `'HISTORY_TEXTS.tabs.all'`, `'MESSAGES.noResults'`).
 */
export const SCREEN_TEXT_GROUPS = {
  CONTROL_TEXTS,
  DIALOG_TEXTS,
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAINTENANCE_DUE_LABEL,
  MAP_OPTION_LABELS,
  MAP_TYPE_LABELS,
  NOTIFICATION_TEXTS,
  TOUR_TEXTS,
  TOUR_STEP_TEXTS,
  TRACKING_TEXTS,
  VEHICLE_CATEGORY_LABELS,
  VEHICLE_TEXTS,
  MESSAGES,
} as const;
