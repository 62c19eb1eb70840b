import type { FleetDevice } from '@fleetkit/sdk-core';

/**
 * Whether a vehicle matches the list's search (`needle` already lower-case): its name, IMEI,
 * registration, SIM number or driver contains it.
 */
export function vehicleMatches(vehicle: FleetDevice, needle: string): boolean {
  const registration = vehicle.attributes.registration;
  return [
    vehicle.name,
    vehicle.uniqueId,
    typeof registration === 'string' ? registration : '',
    vehicle.phone ?? '',
    vehicle.driver?.name ?? '',
  ].some((text) => text.toLowerCase().includes(needle));
}
