import { textTemplate } from '../textTemplate';

/** The vehicle screens: all vehicles, the tracking screen and its share links, list and states. */
export const VEHICLE_SCREEN_TEXTS = {
  vehicles: 'Vehicles',
  liveMap: 'Live map',
  map: 'Map',
  documents: 'Documents',
  loadingVehicle: 'Loading the vehicle',
  renew: 'Renew',
  vehicleTracking: 'Vehicle tracking',
  tracking: 'Tracking',
  liveTracking: 'Live Tracking',
  history: 'History',
  activeShareLinks: 'Active share links',
  noActiveShareLinks: 'No active share links',
  revoke: 'Revoke',
  revokeTitle: 'Revoke share link',
  revokeMessage: 'Whoever opened this link stops seeing the vehicle at once.',
  shareRevoked: 'Share link revoked',
  shareRevokeFailed: 'Failed to revoke the share link',
  vehicleStatesDescription: 'Time spent in each state over a period.',
  showStates: 'Show states',
  vehicle: 'Vehicle',
  sharedBy: textTemplate<[name: string, date: string]>('Shared by {name} on {date}'),
  removedUser: 'a removed user',
  expires: textTemplate<[date: string]>('Expires {date}'),
} as const;
