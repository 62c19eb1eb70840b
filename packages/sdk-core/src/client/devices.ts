import * as z from 'zod/mini';
import { type DeviceAccumulators, type DeviceInput, deviceSchema } from '../schema/device';
import { deviceDriversSchema } from '../schema/driver';
import { fleetDeviceSchema } from '../schema/fleetDevice';
import { shareLinkSchema, shareResponseSchema } from '../schema/share';
import { crudResource } from './crudResource';
import type { FleetHttp } from './FleetHttp';

function shareForm(deviceId: number, expiration: Date | string) {
  return { deviceId: String(deviceId), expiration: new Date(expiration).toISOString() };
}

/** Traccar's device calls (`/api/devices`), plus accumulators and the token share. */
export function devicesResource(http: FleetHttp) {
  return {
    ...crudResource<typeof deviceSchema, DeviceInput>(http, 'api/devices', deviceSchema),
    /** Sets the odometer (`totalDistance`, metres) and engine hours (`hours`, ms). */
    accumulators: (body: DeviceAccumulators) =>
      http.empty('put', `api/devices/${body.deviceId}/accumulators`, { json: body }),
    /** Traccar share: a token of a temporary, read-only session that sees only this device. */
    share: (deviceId: number, expiration: Date | string) =>
      http.text('post', 'api/devices/share', { form: shareForm(deviceId, expiration) }),
  };
}

/** Fields of `POST /api2/devices` and `PUT /api2/devices/{id}` (SPEC §7). */
export interface VehicleInput {
  name: string;
  category: string;
  uniqueId: string;
  phone?: string | null;
  contact?: string | null;
  model?: string | null;
  /** Group id as a string, as the vehicle form sends it. */
  groupId?: string | null;
  expirationTime?: string | null;
  /** On update, merged into the stored attributes; one sent as null is removed. */
  attributes?: { registration?: string | null; speedLimit?: number | null; [key: string]: unknown };
  [key: string]: unknown;
}

/** The `/api2` vehicle calls: the vehicle list in one call, CRUD, drivers, short share links. */
export function vehiclesResource(http: FleetHttp) {
  return {
    /** Every permitted vehicle with its latest position and driver. */
    list: () => http.json(z.array(fleetDeviceSchema), 'get', 'api2/devices'),
    create: (input: VehicleInput) => http.json(deviceSchema, 'post', 'api2/devices', { json: input }),
    update: (id: number, input: VehicleInput) =>
      http.json(deviceSchema, 'put', `api2/devices/${id}`, { json: input }),
    remove: (id: number) => http.empty('delete', `api2/devices/${id}`),
    /** Per vehicle, the drivers linked to it. */
    drivers: () => http.json(z.array(deviceDriversSchema), 'get', 'api2/devices/drivers'),
    /** A read-only share link (`/short/{code}`) valid until `expiration`. */
    share: (deviceId: number, expiration: Date | string) =>
      http.json(shareResponseSchema, 'post', 'api2/devices/share', {
        json: { deviceId, expiration: new Date(expiration).toISOString() },
      }),
    /** The vehicle's active share links the caller may revoke: who made each, when, and its expiry. */
    shares: (deviceId: number) =>
      http.json(z.array(shareLinkSchema), 'get', `api2/devices/${deviceId}/shares`),
    /** Revokes a share link: every session and token opened from it ends at once. */
    revokeShare: (deviceId: number, shareId: number) =>
      http.empty('delete', `api2/devices/${deviceId}/shares/${shareId}`),
    /** Resolves a short link code to the url that opens its session (`/?token=…`). */
    resolveShort: (code: string) =>
      http.json(shareResponseSchema, 'post', 'api2/misc/resolve-short', { json: { code } }),
  };
}
