import type { DraftPosition } from '../pipeline/types';
import type { DecodedPosition } from '../protocols/index';

/** A decoded fix as a pipeline draft. */
export function draftPosition(
  deviceId: number,
  protocol: string,
  p: DecodedPosition,
  now: Date,
): DraftPosition {
  return {
    deviceId,
    protocol,
    serverTime: now,
    deviceTime: p.deviceTime ?? p.fixTime,
    fixTime: p.fixTime,
    valid: p.valid,
    latitude: p.latitude,
    longitude: p.longitude,
    altitude: p.altitude ?? 0,
    speed: p.speed,
    course: p.course,
    accuracy: p.accuracy ?? 0,
    address: null,
    geofenceIds: null,
    attributes: { ...p.attributes },
  };
}

/**
 * Whether a decoded fix proves the sender is a working tracker: flagged valid by its receiver and not
 * the 0/0 a receiver without a fix reports. Only such a fix earns a connection its commands.
 */
export function isValidFix(p: DecodedPosition): boolean {
  return (
    p.valid &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    !(p.latitude === 0 && p.longitude === 0)
  );
}

/**
 * Attributes that describe the vehicle's state and carry over to a copy of its last position: not the
 * last report's alarm, event, distance, the cell towers it was located by (`network`) or its photo (`image`).
 */
export function stateAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const {
    alarm: _alarm,
    event: _event,
    distance: _distance,
    network: _network,
    image: _image,
    ...rest
  } = attributes;
  return rest;
}
