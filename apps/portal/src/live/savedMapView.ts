import type { User } from '@fleetkit/sdk-core';

/**
 * The first view of a fleet map: the user's saved latitude, longitude and zoom when the account has
 * them (DESIGN: a user's saved view wins), else nothing, so the map opens on SPEC §9's default centre.
 */
export function savedMapView(user: Partial<Pick<User, 'latitude' | 'longitude' | 'zoom'>>): {
  center?: readonly [number, number];
  zoom?: number;
} {
  const { latitude, longitude, zoom } = user;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return {};
  if (latitude === 0 && longitude === 0) return {};
  return { center: [latitude, longitude], ...(typeof zoom === 'number' && zoom > 0 ? { zoom } : {}) };
}
