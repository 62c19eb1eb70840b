import type { PgTable } from 'drizzle-orm/pg-core';
import {
  calendars,
  computedAttributes,
  devices,
  drivers,
  geofences,
  groups,
  maintenances,
  notifications,
  orders,
  savedCommands,
  scheduledReports,
  users,
} from '../db/schema';
import type { ObjectType } from './Access';

/**
 * The body fields that hold the id of another object, and the type of that object. Every write that
 * stores one of them passes it to `access.authorizeReferences` (the permission keys of Traccar, plus
 * the few names `/api2` gives a vehicle).
 */
export const REFERENCE_FIELDS = {
  userId: 'user',
  managedUserId: 'user',
  deviceId: 'device',
  deviceIds: 'device',
  vehicleId: 'device',
  groupId: 'group',
  geofenceId: 'geofence',
  driverId: 'driver',
  maintenanceId: 'maintenance',
  notificationId: 'notification',
  calendarId: 'calendar',
  attributeId: 'attribute',
  commandId: 'command',
  reportId: 'report',
  orderId: 'order',
} as const satisfies Record<string, ObjectType>;

export type ReferenceField = keyof typeof REFERENCE_FIELDS;

/** The references a write stores, by field: an id, several, or 0/null/undefined for none. */
export type References = Partial<Record<ReferenceField, number | null | undefined | readonly number[]>>;

/** The table of each object type, to tell an administrator's reference to a missing object. */
export const referenceTables: Record<ObjectType, PgTable> = {
  user: users,
  device: devices,
  group: groups,
  geofence: geofences,
  driver: drivers,
  maintenance: maintenances,
  notification: notifications,
  attribute: computedAttributes,
  calendar: calendars,
  command: savedCommands,
  report: scheduledReports,
  order: orders,
};

/** The references among a body's fields, for the fields a route declares. */
export function referencesOf(body: Record<string, unknown>, fields: readonly ReferenceField[]): References {
  const references: References = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'number' || value === null || value === undefined) references[field] = value;
  }
  return references;
}
