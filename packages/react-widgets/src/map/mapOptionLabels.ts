import type { MapType } from '@fleetkit/sdk-core';

/**
 * Texts of the map's 'More Options' panel and traffic button (SPEC §2 "Map screen"), verbatim.
 * They belong with the other SPEC texts in sdk-core's `MESSAGES`; they live here until sdk-core
 * carries them.
 */
export const MAP_OPTION_LABELS = {
  moreOptions: 'More Options',
  mapStyle: 'Map style',
  vehicleNumber: 'Show vehicle Number',
  traffic: 'Traffic',
  geofence: 'Geofence',
  criticalPoints: 'Critical Points',
  stoppedPoints: 'Stopped Points',
  geofencePoints: 'Geofence Enter/Exit',
  /** Geofence editor tools: SPEC §2 "Drawing is circle or polygon". */
  circle: 'Circle',
  polygon: 'Polygon',
  clear: 'Clear',
  /** Place search and the locate button. */
  searchPlaces: 'Search places',
  myLocation: 'My location',
} as const;

/** The name of each map style (SPEC §2: Simple, Satellite, Terrain, and a Classic style). */
export const MAP_TYPE_LABELS: Readonly<Record<MapType, string>> = {
  simple: 'Simple',
  satellite: 'Satellite',
  terrain: 'Terrain',
  classic: 'Classic',
};
