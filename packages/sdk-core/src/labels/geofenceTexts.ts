import { CONTROL_TEXTS } from './controlTexts';
import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/** Texts of the geofence page, list, table and removal (SPEC §2 "Geofence screen"). */
export const GEOFENCE_TEXTS = /* @__PURE__ */ textGroup('GEOFENCE_TEXTS', {
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
  delete: CONTROL_TEXTS.delete,
  cancel: CONTROL_TEXTS.cancel,
  removeConfirm: 'Are you sure you want to remove this geofence?',
  columnName: 'Name',
  columnCategory: 'Category',
  columnVehiclesInside: 'Vehicles Inside',
  columnActions: 'Actions',
  previous: CONTROL_TEXTS.previous,
  next: CONTROL_TEXTS.next,
  pages: 'Pages',
  page: textTemplate<[page: number, pages: number]>('Page {page} of {pages}'),
  moreVehicles: textTemplate<[count: number]>('+{count} vehicles'),
  noVehiclesInside: '-',
} as const);
