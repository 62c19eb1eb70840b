import type { Server, User } from '@fleetkit/sdk-core';

type SavedView = Partial<Pick<User, 'latitude' | 'longitude' | 'zoom'>>;

/** A record's saved view, when it has one: Traccar's 0/0 (and a zoom of 0) mean "not set". */
function viewOf(record: SavedView | null | undefined) {
  const { latitude, longitude, zoom } = record ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (latitude === 0 && longitude === 0) return null;
  return {
    center: [latitude, longitude] as const,
    ...(typeof zoom === 'number' && zoom > 0 ? { zoom } : {}),
  };
}

/**
 * The first view of a fleet map (docs/decisions/map-opening-view.md): the user's saved latitude,
 * longitude and zoom when the account has them, else the server's (Traccar's map centre fields), else
 * nothing, so the map opens fitted to the fleet (or on SPEC §9's default centre when no vehicle has
 * a position).
 */
export function savedMapView(
  user: SavedView,
  server?: Partial<Pick<Server, 'latitude' | 'longitude' | 'zoom'>> | null,
): {
  center?: readonly [number, number];
  zoom?: number;
} {
  return viewOf(user) ?? viewOf(server) ?? {};
}
