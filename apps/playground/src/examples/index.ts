import { fleetMapExample } from './FleetMap/FleetMapExample';
import { shareViewExample } from './ShareView/ShareViewExample';
import { statusBadgeExample } from './StatusBadge/StatusBadgeExample';
import type { Example } from './types';
import { vehicleCardExample } from './VehicleCard/VehicleCardExample';

/** Every example, in the order of the navigation. */
export const EXAMPLES: readonly Example[] = [
  fleetMapExample,
  vehicleCardExample,
  statusBadgeExample,
  shareViewExample,
];
