import { MESSAGES } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { LocationError, locateUser, locationErrorMessage } from './locateUser';

function geolocation(outcome: {
  coords?: { latitude: number; longitude: number; accuracy: number };
  code?: number;
}) {
  return {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      if (outcome.coords) success({ coords: outcome.coords, timestamp: 0 } as GeolocationPosition);
      else failure?.({ code: outcome.code ?? 3, message: '' } as GeolocationPositionError);
    },
  } as unknown as Geolocation;
}

describe('locateUser', () => {
  it('answers the browser location', async () => {
    await expect(
      locateUser(geolocation({ coords: { latitude: 27.7, longitude: 85.3, accuracy: 12 } })),
    ).resolves.toEqual({ latitude: 27.7, longitude: 85.3, accuracy: 12 });
  });

  it("rejects with 'Geolocation is not supported by this browser.' without geolocation", async () => {
    const failure = locateUser(undefined);
    await expect(failure).rejects.toThrow(MESSAGES.locationUnsupported);
    await expect(failure).rejects.toBeInstanceOf(LocationError);
  });

  it('maps each failure to its SPEC message, titled "Failed to get Location"', async () => {
    expect(locationErrorMessage({ code: 1 })).toBe(MESSAGES.locationPermission);
    expect(locationErrorMessage({ code: 2 })).toBe(MESSAGES.locationDisabled);
    expect(locationErrorMessage({ code: 3 })).toBe(MESSAGES.locationUnavailable);
    const error = await locateUser(geolocation({ code: 1 })).catch((e: LocationError) => e);
    expect(error).toBeInstanceOf(LocationError);
    expect((error as LocationError).title).toBe(MESSAGES.locationFailed);
  });
});
