import * as z from 'zod/mini';
import { idSchema } from './common';

/** Keys a permission link may carry; a link names exactly two, the owner first. */
export const PERMISSION_KEYS = [
  'userId',
  'deviceId',
  'groupId',
  'geofenceId',
  'driverId',
  'maintenanceId',
  'notificationId',
  'calendarId',
  'attributeId',
  'commandId',
  'reportId',
  'orderId',
  'managedUserId',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Body of `POST`/`DELETE /api/permissions`: exactly two keys, e.g. `{ deviceId, geofenceId }`. */
export const permissionSchema = z.partialRecord(z.enum(PERMISSION_KEYS), idSchema).check(
  z.refine((value) => Object.keys(value).length === 2, {
    message: 'A permission links exactly two objects, such as { deviceId, geofenceId }',
  }),
);
export type Permission = Partial<Record<PermissionKey, number>>;

/** What a vehicle can be linked to, for `permissions.deviceLinks` (`GET /api2/device-links`). */
export const DEVICE_LINK_TYPES = [
  'geofence',
  'maintenance',
  'notification',
  'driver',
  'attribute',
  'command',
] as const;
export type DeviceLinkType = (typeof DEVICE_LINK_TYPES)[number];

/** One link from a vehicle to an object of the asked type. */
export const deviceLinkSchema = z.object({ deviceId: idSchema, id: idSchema });
export type DeviceLink = z.infer<typeof deviceLinkSchema>;
