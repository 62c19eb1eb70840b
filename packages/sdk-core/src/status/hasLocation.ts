import type { Position } from '../schema/index';

/**
 * Whether a position says where the vehicle is: finite coordinates, and not the "no location" a
 * server stores for a report that carries none (an invalid position at exactly 0, 0, as Traccar
 * keeps, e.g. the photo of a tracker that has not had a fix yet). Maps and fitting skip the others.
 * @example hasLocation({ ...position, latitude: 0, longitude: 0, valid: false }) // false
 */
export function hasLocation(position: Pick<Position, 'latitude' | 'longitude' | 'valid'>): boolean {
  const { latitude, longitude } = position;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  return position.valid || latitude !== 0 || longitude !== 0;
}
