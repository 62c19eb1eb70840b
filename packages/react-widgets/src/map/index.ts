// The map widgets: FleetMap, the 'More Options' panel, the traffic button, the geofence editor, place
// search and the locate button. The map itself (controller, layers, features, icons, drawing) is
// `@fleetkit/map`; its public parts are re-exported here under the names this package always had.

export {
  buildGeofenceFeatures,
  buildVehicleFeature,
  buildVehicleFeatures,
  CLUSTER_FILTER,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  clusterColourExpression,
  clusterTier,
  DEFAULT_MAP_COLOURS,
  type DrawnShape,
  directionArrows,
  FALLBACK_MAP_STYLE,
  FALLBACK_VEHICLE_ICON,
  FLEET_LAYERS,
  FLEET_SOURCES,
  FleetMapController,
  type FleetMapControllerOptions,
  geofenceShapeOf,
  LocationError,
  layerVisibility,
  locateUser,
  locationErrorMessage,
  MAP_MODES,
  type MapColours,
  type MapDisplayOptions,
  type MapMode,
  MapStartError,
  type PathPoint,
  pathLine,
  planVehicleUpdate,
  resolveVehicleIcon,
  shapeGeometry,
  TILE_FAILURES_FOR_FALLBACK,
  TRACKED_HALO_LAYER,
  type TrafficTiles,
  type TripPoint,
  UNCLUSTERED_VEHICLE_FILTER,
  UPDATE_DATA_MAX_SHARE,
  type UserLocation,
  VEHICLE_CHANGES_PER_STEP,
  VEHICLE_ICON_SHAPES,
  VEHICLE_ICON_SIZE,
  VEHICLE_STEP_BUDGET_MS,
  type VehicleFeature,
  VehicleFeatureCache,
  type VehicleProperties,
  type VehicleUpdate,
  type VehicleUpdateReport,
  vehicleCategory,
  vehicleIconId,
  watchBasemapTiles,
} from '@fleetkit/map';
export { GeofenceDrawing, type GeofenceDrawingEvents, type GeofenceDrawShape } from '@fleetkit/map/drawing';
export { MAP_OPTION_LABELS, MAP_TYPE_LABELS } from '@fleetkit/sdk-core/labels';
export { FitFleetButton, type FitFleetButtonProps } from './FitFleetButton';
export { FleetMap, type FleetMapProps, type PopupVehicle } from './FleetMap';
export { FleetMapContext, useFleetMap } from './FleetMapContext';
export { GeofenceEditor, type GeofenceEditorProps } from './GeofenceEditor';
export { LocateButton, type LocateButtonProps } from './LocateButton';
export { MapOptionsPanel, type MapOptionsPanelProps, type MapOptionValues } from './MapOptionsPanel';
export { PlaceSearch, type PlaceSearchProps } from './PlaceSearch';
export { ResumeFollowingButton, type ResumeFollowingButtonProps } from './ResumeFollowingButton';
export { TrafficButton, type TrafficButtonProps } from './TrafficButton';
export { type MapStyleList, useMapStyleList } from './useMapStyleList';
