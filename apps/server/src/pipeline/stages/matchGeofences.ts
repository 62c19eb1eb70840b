import type { Stage } from '../types';

/** Sets `geofenceIds`: the device's geofences that contain the fix (null when none). */
export const matchGeofences: Stage = ({ position: p, device, state }) => {
  if (!p.valid && state.last) {
    // Without a fix the vehicle is where it was: keep its geofences, so no false exit is reported.
    p.geofenceIds = state.last.geofenceIds;
    return undefined;
  }
  const inside = device.geofences.filter((g) => g.contains(p.latitude, p.longitude)).map((g) => g.id);
  p.geofenceIds = inside.length > 0 ? inside : null;
  return undefined;
};
