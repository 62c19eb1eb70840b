// @fleetkit/map: the fleet map on maplibre-gl without a UI framework. One controller owns each map:
// vehicles (a GeoJSON source, diffed, with main-thread clusters), icons drawn on demand, paths, trip
// points, geofences, popups, following, traffic and style switches. Importing this entry touches neither
// window nor maplibre-gl: the map library loads when a map mounts. Styles ship as
// `@fleetkit/map/style.css`; geofence drawing (terra-draw) is the `@fleetkit/map/drawing` entry.

export {
  FALLBACK_MAP_STYLE,
  FleetMapController,
  type FleetMapControllerOptions,
  type TrafficTiles,
  type TripPoint,
  VEHICLE_CHANGES_PER_STEP,
  VEHICLE_STEP_BUDGET_MS,
  type VehicleUpdateReport,
} from './FleetMapController';
export {
  CLUSTER_FILTER,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  clusterColourExpression,
  clusterTier,
  DEFAULT_MAP_COLOURS,
  FLEET_LAYERS,
  FLEET_SOURCES,
  type MapColours,
  UNCLUSTERED_VEHICLE_FILTER,
} from './fleetLayers';
export { buildGeofenceFeatures, shapeGeometry } from './geofenceFeatures';
export { type DrawnShape, geofenceShapeOf } from './geofenceShapeOf';
export { layerVisibility, MAP_MODES, type MapDisplayOptions, type MapMode } from './layerVisibility';
export { LocationError, locateUser, locationErrorMessage, type UserLocation } from './locateUser';
export { MapStartError } from './mapStartFailure';
export { directionArrows, type PathPoint, pathLine } from './pathFeatures';
export { planVehicleUpdate, UPDATE_DATA_MAX_SHARE, type VehicleUpdate } from './planVehicleUpdate';
export { readMapColours } from './readMapColours';
export { TRACKED_HALO_LAYER } from './trackedHalo';
export {
  type BadgeTone,
  CARD_REFRESH_MS,
  VEHICLE_CARD_TEXT_GROUPS,
  VehicleCardView,
  type VehicleCardViewOptions,
} from './VehicleCardView';
export { VehicleFeatureCache } from './VehicleFeatureCache';
export {
  buildVehicleFeature,
  buildVehicleFeatures,
  FALLBACK_VEHICLE_ICON,
  resolveVehicleIcon,
  type VehicleFeature,
  type VehicleProperties,
  vehicleCategory,
  vehicleIconId,
} from './vehicleFeatures';
export { VEHICLE_ICON_SHAPES, VEHICLE_ICON_SIZE } from './vehicleIcons';
export { TILE_FAILURES_FOR_FALLBACK, watchBasemapTiles } from './watchBasemapTiles';
