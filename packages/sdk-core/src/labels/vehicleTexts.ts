import { textGroup } from './textGroup';
/** Texts of the vehicle card, the vehicle list and its table (SPEC §2 "Vehicle list"). */
export const VEHICLE_TEXTS = /* @__PURE__ */ textGroup('VEHICLE_TEXTS', {
  dataReceived: 'Data received',
  totalKm: 'Total km',
  speed: 'Speed',
  satellites: 'GPS satellites',
  gsmSignal: 'GSM signal',
  ignition: 'Ignition',
  address: 'Address',
  name: 'Name',
  status: 'Status',
  deviceInfo: 'Device Info',
  viewDetails: 'View Details',
  /** SPEC §2: the subscription badge's button, to /dashboard/subscription. */
  renew: 'Renew',
  share: 'Share Device',
  driverInfo: 'Driver Info',
  documents: 'Documents',
  connectData: 'Connect Data',
  vehicles: 'Vehicles',
  searchVehicles: 'Search vehicles',
  searchByName: 'Search by name',
  layout: 'Layout',
  layoutList: 'List',
  layoutTable: 'Table',
} as const);
