// The map widgets: FleetMap and its controller, the 'More Options' panel, the traffic button, the
// geofence editor, place search and the locate button.

export { MAP_OPTION_LABELS, MAP_TYPE_LABELS } from '@fleetkit/sdk-core/labels';
export { FitFleetButton, type FitFleetButtonProps } from './FitFleetButton';
export { FleetMap, type FleetMapProps, type PopupVehicle } from './FleetMap';
export { FleetMapContext, useFleetMap } from './FleetMapContext';
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
export { GeofenceDrawing, type GeofenceDrawingEvents, type GeofenceDrawShape } from './GeofenceDrawing';
export { GeofenceEditor, type GeofenceEditorProps } from './GeofenceEditor';
export { buildGeofenceFeatures, shapeGeometry } from './geofenceFeatures';
export { type DrawnShape, geofenceShapeOf } from './geofenceShapeOf';
export { LocateButton, type LocateButtonProps } from './LocateButton';
export { layerVisibility, MAP_MODES, type MapDisplayOptions, type MapMode } from './layerVisibility';
export { LocationError, locateUser, locationErrorMessage, type UserLocation } from './locateUser';
export { MapOptionsPanel, type MapOptionsPanelProps, type MapOptionValues } from './MapOptionsPanel';
export { MapStartError } from './mapStartFailure';
export { PlaceSearch, type PlaceSearchProps } from './PlaceSearch';
export { directionArrows, type PathPoint, pathLine } from './pathFeatures';
export { planVehicleUpdate, UPDATE_DATA_MAX_SHARE, type VehicleUpdate } from './planVehicleUpdate';
export { ResumeFollowingButton, type ResumeFollowingButtonProps } from './ResumeFollowingButton';
export { TrafficButton, type TrafficButtonProps } from './TrafficButton';
export { TRACKED_HALO_LAYER } from './trackedHalo';
export { type MapStyleList, useMapStyleList } from './useMapStyleList';
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
