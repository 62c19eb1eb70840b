import type { VehicleCategory } from '../schema/device';
import { textGroup } from './textGroup';

/** Display names of the 17 vehicle categories (SPEC §3). */
export const VEHICLE_CATEGORY_LABELS: Readonly<Record<VehicleCategory, string>> = /* @__PURE__ */ textGroup(
  'VEHICLE_CATEGORY_LABELS',
  {
    car: 'Car',
    dirtBike: 'Dirt Bike',
    bus: 'Bus',
    ambulance: 'Ambulance',
    fire: 'Fire Truck',
    jcb: 'JCB',
    schoolBus: 'School Bus',
    truck: 'Truck',
    van: 'Van',
    cycle: 'Cycle',
    motorcycle: 'Motorcycle',
    pickup: 'Pickup',
    safari: 'Safari',
    scooter: 'Scooter',
    tempo: 'Tempo',
    tractor: 'Tractor',
    rmc: 'RMC',
  },
);
