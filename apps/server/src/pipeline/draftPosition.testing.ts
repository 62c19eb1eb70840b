import type { DraftPosition } from './types';

/**
 * A valid draft position of `deviceId` at `at` (tests only): a GT06 fix in Kathmandu at 10 knots,
 * with the fix, device and server times all `at`; `over` replaces any field.
 */
export function draftPosition(
  deviceId: number,
  at: Date | string,
  over: Partial<DraftPosition> = {},
): DraftPosition {
  const time = new Date(at);
  return {
    deviceId,
    protocol: 'gt06',
    serverTime: time,
    deviceTime: time,
    fixTime: time,
    valid: true,
    latitude: 27.7,
    longitude: 85.3,
    altitude: 0,
    speed: 10,
    course: 0,
    accuracy: 0,
    address: null,
    geofenceIds: null,
    attributes: {},
    ...over,
  };
}
