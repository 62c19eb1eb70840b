// Geofence list and table of the geofence page (SPEC §2 "Geofence page").

export { GEOFENCE_ADD_HREF, GEOFENCE_TEXTS, geofenceEditHref } from '@fleetkit/sdk-core/labels';
export type { GeofenceCollectionProps } from './GeofenceCollectionProps';
export { GeofenceList, type GeofenceListProps } from './GeofenceList';
export { GeofenceTable, type GeofenceTableProps } from './GeofenceTable';
export {
  filterGeofences,
  GEOFENCE_SHAPE_FILTERS,
  type GeofenceShapeFilter,
  geofenceCategoryLabel,
  isCircleGeofence,
} from './geofenceShape';
export { VehiclesInside, type VehiclesInsideProps } from './VehiclesInside';
