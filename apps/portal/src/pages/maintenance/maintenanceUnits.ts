import { useTexts } from '@fleetkit/react-widgets';
import {
  formatDistance,
  formatDuration,
  isDateMaintenance,
  kmToMetres,
  type MaintenanceDue,
  metresToKm,
} from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { MAINTENANCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMemo } from 'react';
import { useDates } from '../../ui/useDates';

/**
 * What a schedule follows: the odometer (stored in metres, entered in km), engine hours (ms, entered
 * in h) or the date (Traccar's `serverTime`: epoch ms, entered as a date and a period in days). Their
 * names are `MAINTENANCE_PAGE_TEXTS.types`.
 */
export const MAINTENANCE_TYPES = ['totalDistance', 'hours', 'serverTime'] as const;

/** The maintenance texts in the user's language (`useTexts(MAINTENANCE_PAGE_TEXTS)`). */
export type MaintenanceTexts = TextGroup<typeof MAINTENANCE_PAGE_TEXTS>;

/** How maintenance values are written for the user: their language's texts and their dates. */
export interface MaintenanceFormat {
  texts: MaintenanceTexts;
  /** A day as the user reads it (`useDates().date`). */
  date(value: Date): string;
}

/** The maintenance texts and dates of the signed-in user. */
export function useMaintenanceFormat(): MaintenanceFormat {
  const texts = useTexts(MAINTENANCE_PAGE_TEXTS);
  const { date } = useDates();
  return useMemo(() => ({ texts, date }), [texts, date]);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The name of what a schedule follows ('Distance (km)'); an unknown type shows as itself. */
export function maintenanceTypeLabel(type: string, texts: MaintenanceTexts = MAINTENANCE_PAGE_TEXTS): string {
  return (MAINTENANCE_TYPES as readonly string[]).includes(type)
    ? texts.types[type as (typeof MAINTENANCE_TYPES)[number]]
    : type;
}

/** The unit a schedule's form shows. */
export function formUnit(type: string, texts: MaintenanceTexts = MAINTENANCE_PAGE_TEXTS): string {
  if (isDateMaintenance(type)) return texts.daysUnit;
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
export function formatMaintenanceStart(type: string, stored: number, format: MaintenanceFormat): string {
  return isDateMaintenance(type)
    ? format.date(new Date(stored))
    : formatMaintenanceValue(type, stored, format.texts);
}

/** A stored period (or distance to a due point) for display. */
export function formatMaintenanceValue(
  type: string,
  stored: number,
  texts: MaintenanceTexts = MAINTENANCE_PAGE_TEXTS,
): string {
  if (isDateMaintenance(type)) {
    const days = Math.round(stored / DAY_MS);
    return days === 1 ? texts.oneDay(days) : texts.manyDays(days);
  }
  return type === 'hours' ? formatDuration(stored) : formatDistance(stored);
}

/** How far a vehicle is from its due point: '200.00 km left', '3 days over', 'due 1 Jun 2026'. */
export function formatDueDetail(type: string, due: MaintenanceDue, format: MaintenanceFormat): string {
  const { texts } = format;
  if (due.dueAt === null) return '';
  if (due.remaining === null) return texts.dueAt(formatMaintenanceStart(type, due.dueAt, format));
  if (isDateMaintenance(type)) return texts.dueOn(format.date(new Date(due.dueAt)));
  const amount = formatMaintenanceValue(type, Math.abs(due.remaining), texts);
  return due.remaining > 0 ? texts.left(amount) : texts.over(amount);
}
