import { MESSAGES } from '@fleetkit/sdk-core';

/** A located point. */
export interface UserLocation {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

/** Why the location could not be read: SPEC §8's title 'Failed to get Location' and its reason. */
export class LocationError extends Error {
  override readonly name = 'LocationError';
  /** 'Failed to get Location' */
  readonly title = MESSAGES.locationFailed;
}

/** The code numbers of the browser's `GeolocationPositionError`. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/**
 * SPEC §8's message for a geolocation failure: a refused permission asks to allow it, an unavailable
 * position (location services off) asks to enable them, anything else (a timeout) is 'Unable to
 * retrieve location'.
 */
export function locationErrorMessage(error: { code: number }): string {
  if (error.code === PERMISSION_DENIED) return MESSAGES.locationPermission;
  if (error.code === POSITION_UNAVAILABLE) return MESSAGES.locationDisabled;
  return MESSAGES.locationUnavailable;
}

/**
 * Reads the browser's location once. Rejects with a {@link LocationError} carrying SPEC §8's message,
 * 'Geolocation is not supported by this browser.' where there is no geolocation.
 */
export function locateUser(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<UserLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError(MESSAGES.locationUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
        }),
      (error) => reject(new LocationError(locationErrorMessage(error))),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
