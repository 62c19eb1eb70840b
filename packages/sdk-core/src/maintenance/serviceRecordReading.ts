import type { ServiceRecord } from '../schema/document';
import { isDateMaintenance, type MaintenanceRule, maintenanceDue } from './maintenanceDue';

/**
 * Which document field holds what on a service record (records are documents, SPEC §3): the service
 * date, the odometer (km), the engine hours (h), the cost, the notes, and the id of the schedule it
 * was recorded for.
 */
export const SERVICE_RECORD_FIELDS = {
  date: 'issuedDate',
  odometerKm: 'identificationNo',
  engineHours: 'identifiedBy',
  cost: 'amount',
  notes: 'notes',
  maintenanceId: 'category',
} as const;

const HOUR_MS = 3_600_000;

/** A record's reading in a schedule's unit (metres, ms of engine time, epoch ms), null when not noted. */
export function serviceRecordReading(type: string, record: ServiceRecord): number | null {
  if (isDateMaintenance(type)) {
    const date = record[SERVICE_RECORD_FIELDS.date];
    const ms = date ? Date.parse(date) : Number.NaN;
    return Number.isFinite(ms) ? ms : null;
  }
  const text =
    record[type === 'hours' ? SERVICE_RECORD_FIELDS.engineHours : SERVICE_RECORD_FIELDS.odometerKm];
  const value = text == null || text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return null;
  return type === 'hours' ? value * HOUR_MS : value * 1000;
}

/** The reading at a vehicle's latest recorded service of a schedule, or null when there is none. */
export function lastServiceReading(
  rule: MaintenanceRule & { id: number },
  vehicleId: number,
  records: readonly ServiceRecord[],
): number | null {
  let last: number | null = null;
  for (const record of records) {
    if (record.entityId !== vehicleId || record[SERVICE_RECORD_FIELDS.maintenanceId] !== String(rule.id))
      continue;
    const reading = serviceRecordReading(rule.type, record);
    if (reading !== null && (last === null || reading > last)) last = reading;
  }
  return last;
}

/** One vehicle's state with one schedule, from its latest position and its service records. */
export function vehicleMaintenanceDue(
  rule: MaintenanceRule & { id: number },
  vehicleId: number,
  reading: number | null,
  records: readonly ServiceRecord[],
) {
  return maintenanceDue(rule, reading, lastServiceReading(rule, vehicleId, records));
}
