/**
 * Geofence page labels quoted by SPEC §2 that sdk-core's `MESSAGES` does not hold yet. They are kept
 * in this one place so they can move to sdk-core without touching the components.
 */
export const GEOFENCE_TEXTS = {
  searchLabel: 'Search geofence',
  shapeFilterLabel: 'Shape',
  allShapes: 'All Shapes',
  custom: 'Custom',
  circle: 'Circle',
  customShape: 'Custom Shape',
  bannerText: "To link a geofence to a vehicle, use 'Link' in All Vehicles or Vehicle List.",
  gotIt: 'Got it!',
  addGeofence: 'Add Geofence',
  editGeofence: 'Edit Geofence',
  delete: 'Delete',
  cancel: 'Cancel',
  removeConfirm: 'Are you sure you want to remove this geofence?',
  columnName: 'Name',
  columnCategory: 'Category',
  columnVehiclesInside: 'Vehicles Inside',
  columnActions: 'Actions',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  moreVehicles: (count: number) => `+${count} vehicles`,
  noVehiclesInside: '-',
} as const;
