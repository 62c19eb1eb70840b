import {
  formatDistance,
  formatDuration,
  isDateMaintenance,
  kmToMetres,
  type MaintenanceDue,
  metresToKm,
} from '@fleetkit/sdk-core';
import { formatDate } from '../../ui/formatDateTime';

/**
 * What a schedule follows: the odometer (stored in metres, entered in km), engine hours (ms, entered
 * in h) or the date (Traccar's `serverTime`: epoch ms, entered as a date and a period in days).
 */
export const MAINTENANCE_TYPES = [
  { value: 'totalDistance', label: 'Distance (km)' },
  { value: 'hours', label: 'Engine hours (h)' },
  { value: 'serverTime', label: 'Date (days)' },
] as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The unit a schedule's form shows. */
export function formUnit(type: string): string {
  if (isDateMaintenance(type)) return 'days';
  return type === 'hours' ? 'h' : 'km';
}

/** A stored period as the form shows it: km, hours or days. */
export function toFormValue(type: string, stored: number): number {
  if (isDateMaintenance(type)) return stored / DAY_MS;
  return type === 'hours' ? stored / HOUR_MS : metresToKm(stored);
}

/** A form value (km, hours or days) in the unit the server stores. */
export function fromFormValue(type: string, value: number): number {
  if (isDateMaintenance(type)) return value * DAY_MS;
  return type === 'hours' ? value * HOUR_MS : kmToMetres(value);
}

/** A date schedule's start (epoch ms) as a date field's value (YYYY-MM-DD, local day). */
export function toDateField(stored: number): string {
  const date = new Date(stored);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date field's value (YYYY-MM-DD) as the start of that local day, epoch ms. */
export function fromDateField(value: string): number {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day).getTime();
}

/** A stored start for display. */
export function formatMaintenanceStart(type: string, stored: number): string {
  return isDateMaintenance(type) ? formatDate(new Date(stored)) : formatMaintenanceValue(type, stored);
}

/** A stored period (or distance to a due point) for display. */
export function formatMaintenanceValue(type: string, stored: number): string {
  if (isDateMaintenance(type)) {
    const days = Math.round(stored / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return type === 'hours' ? formatDuration(stored) : formatDistance(stored);
}

/** How far a vehicle is from its due point: '200.00 km left', '3 days over', 'due 1 Jun 2026'. */
export function formatDueDetail(type: string, due: MaintenanceDue): string {
  if (due.dueAt === null) return '';
  if (due.remaining === null) return `due at ${formatMaintenanceStart(type, due.dueAt)}`;
  if (isDateMaintenance(type)) return `due ${formatDate(new Date(due.dueAt))}`;
  const amount = formatMaintenanceValue(type, Math.abs(due.remaining));
  return due.remaining > 0 ? `${amount} left` : `${amount} over`;
}
