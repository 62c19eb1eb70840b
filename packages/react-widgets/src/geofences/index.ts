// Geofence list and table of the geofence page (SPEC §2 "Geofence page").
export type { GeofenceCollectionProps } from './GeofenceCollectionProps';
export { GeofenceList, type GeofenceListProps } from './GeofenceList';
export { GeofenceTable, type GeofenceTableProps } from './GeofenceTable';
export { GEOFENCE_ADD_HREF, geofenceEditHref } from './geofenceRoutes';
export {
  filterGeofences,
  GEOFENCE_SHAPE_FILTERS,
  type GeofenceShapeFilter,
  geofenceCategoryLabel,
  isCircleGeofence,
} from './geofenceShape';
export { GEOFENCE_TEXTS } from './geofenceTexts';
export { VehiclesInside, type VehiclesInsideProps } from './VehiclesInside';
