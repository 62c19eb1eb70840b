import { hasLocation, haversineDistance, KMH_PER_MPS } from '@fleetkit/sdk-core';
import type { DraftPosition, Stage } from '../types';

/** Whether coordinates cannot be a real fix: not numbers, out of range, or exactly 0/0. */
function badCoordinates(latitude: number, longitude: number): boolean {
  return (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180 ||
    (latitude === 0 && longitude === 0)
  );
}

/** Whether a fix repeating the latest one's time and place reports something new (an alarm, the ignition …). */
function reportsNews(p: DraftPosition, last: DraftPosition): boolean {
  return Object.entries(p.attributes).some(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify(last.attributes[key]),
  );
}

/**
 * Drops what must not be stored: a fix without usable coordinates when nothing is known of the device
 * (unless it names a photo the device sent, `image`: kept invalid, at 0, 0 when its own coordinates are
 * unusable, as Traccar keeps it),
 * a repeat of the latest fix that reports nothing new (a frame sent again, a heartbeat without
 * news), and a jump no vehicle can make. A fix the receiver marks invalid, or one
 * with unusable coordinates, is kept as an invalid position (its ignition, alarms and battery still
 * matter), at the last known coordinates when its own are unusable. A fix older than the latest (a
 * device replaying its buffer after a reconnect) is kept as history, marked out-of-order, so it neither
 * becomes the latest position nor produces events.
 */
export const filterPosition: Stage = (input) => {
  const { position: p, state, settings } = input;
  const last = state.last;
  const unusable = badCoordinates(p.latitude, p.longitude);
  if (unusable || !p.valid) {
    if (!last) {
      if (typeof p.attributes.image !== 'string') return 'drop';
      // No location known: the invalid 0, 0 that clients read as "no location" (sdk-core `hasLocation`).
      if (unusable) {
        p.latitude = 0;
        p.longitude = 0;
      }
      p.valid = false;
      return undefined;
    }
    if (unusable) {
      p.latitude = last.latitude;
      p.longitude = last.longitude;
      p.altitude = last.altitude;
    }
    p.valid = false;
  }
  if (!last) return undefined;
  // After a report without a location (a photo before the first fix, at its own or the server's
  // time), the first fix that has one becomes the latest whatever its time: a device's buffered
  // fixes are not history behind a photo.
  if (!hasLocation(last) && hasLocation(p)) return undefined;
  const dt = p.fixTime.getTime() - last.fixTime.getTime();
  if (dt === 0 && p.latitude === last.latitude && p.longitude === last.longitude && !reportsNews(p, last)) {
    return 'drop';
  }
  if (dt < 0) {
    input.outOfOrder = true;
    return undefined;
  }
  if (p.valid && last.valid && dt > 0) {
    const metres = haversineDistance([last.latitude, last.longitude], [p.latitude, p.longitude]);
    const kmh = (metres / (dt / 1000)) * KMH_PER_MPS;
    if (kmh > settings.maxImpliedSpeedKmh) return 'drop';
  }
  return undefined;
};
