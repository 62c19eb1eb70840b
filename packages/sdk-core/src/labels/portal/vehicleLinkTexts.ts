import { textGroup } from '../textGroup';
/** Choosing the vehicles a driver, geofence or service schedule is linked to. */
export const VEHICLE_LINK_TEXTS = /* @__PURE__ */ textGroup('VEHICLE_LINK_TEXTS', {
  save: 'Save',
  noVehicles: 'No vehicles yet.',
  none: 'None',
} as const);
