import type { MapType } from '../settings/defaults';
import { textGroup } from './textGroup';

/** Texts of the map's 'More Options' panel, its buttons and the geofence editor (SPEC §2 "Map screen"). */
export const MAP_OPTION_LABELS = /* @__PURE__ */ textGroup('MAP_OPTION_LABELS', {
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
  /** Why the geofence editor refused a drawing. */
  onlyCircleOrPolygon: 'Only a circle or a polygon can be edited here',
  drawingFailed: 'The geofence could not be drawn',
  /** Place search and the locate button. */
  searchPlaces: 'Search places',
  myLocation: 'My location',
  /** The button that brings the map back onto the tracked vehicle after the user panned away. */
  resumeFollowing: 'Resume following',
  /** The button that fits the map to every vehicle with a position. */
  wholeFleet: 'Whole fleet',
  /** Why 'Traffic' cannot be turned on (docs/decisions/map-opening-view.md). */
  trafficUnavailable: 'Traffic is not available: no traffic source is configured on the server',
  /** The 'More Options' toggle that draws the tracked vehicle's recent trail (SPEC: live route length). */
  liveRoute: 'Recent trail',
  /** The notice over a map that switched to the offline basemap because its tiles could not load. */
  offlineBasemap: 'The map service cannot be reached: showing the offline map',
} as const);

/** The name of each map style (SPEC §2: Simple, Satellite, Terrain, and a Classic style). */
export const MAP_TYPE_LABELS: Readonly<Record<MapType, string>> = /* @__PURE__ */ textGroup(
  'MAP_TYPE_LABELS',
  {
    simple: 'Simple',
    satellite: 'Satellite',
    terrain: 'Terrain',
    classic: 'Classic',
  },
);
