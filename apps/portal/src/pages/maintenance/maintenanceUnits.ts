import { formatDistance, formatDuration, kmToMetres, metresToKm } from '@fleetkit/sdk-core';

/** What a schedule follows: the odometer (stored in metres, entered in km) or engine hours (ms, entered in h). */
export const MAINTENANCE_TYPES = [
  { value: 'totalDistance', label: 'Distance (km)' },
  { value: 'hours', label: 'Engine hours (h)' },
] as const;

const HOUR_MS = 3_600_000;

/** A stored start or period as the form shows it: km or hours. */
export function toFormValue(type: string, stored: number): number {
  return type === 'hours' ? stored / HOUR_MS : metresToKm(stored);
}

/** A form value (km or hours) in the unit the server stores. */
export function fromFormValue(type: string, value: number): number {
  return type === 'hours' ? value * HOUR_MS : kmToMetres(value);
}

/** A stored start or period for display. */
export function formatMaintenanceValue(type: string, stored: number): string {
  return type === 'hours' ? formatDuration(stored) : formatDistance(stored);
}
