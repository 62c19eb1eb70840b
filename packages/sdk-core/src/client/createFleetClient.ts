import * as z from 'zod/mini';
import { coercedNumber } from '../schema/common';
import { type DriverInput, driverSchema } from '../schema/driver';
import { type GeofenceInput, geofenceSchema } from '../schema/geofence';
import { type GroupInput, groupSchema } from '../schema/group';
import { type MaintenanceInput, maintenanceSchema } from '../schema/maintenance';
import {
  type ComputedAttributeInput,
  computedAttributeSchema,
  type NotificationInput,
  notificationSchema,
} from '../schema/notification';
import { type DeviceLinkType, deviceLinkSchema, type Permission } from '../schema/permission';
import { serverSchema, type UserInput, userSchema } from '../schema/user';
import { accountResource } from './account';
import { commandsResource } from './commands';
import { crudResource } from './crudResource';
import { devicesResource, vehiclesResource } from './devices';
import { documentsResource, serviceHistoryResource } from './documents';
import { driverPerformanceResource } from './driverPerformance';
import { FleetHttp, type FleetHttpOptions } from './FleetHttp';
import { installedDevicesResource } from './installedDevices';
import { mapStylesResource } from './mapStyles';
import { notificationSettingsResource } from './notificationSettings';
import { eventsResource, positionsResource, reportsResource } from './reports';
import { sessionResource } from './session';
import { subscriptionsResource } from './subscriptions';
import { ticketsResource } from './tickets';
import { vehicleStatesResource } from './vehicleStates';

export type FleetClientOptions = FleetHttpOptions;

/** One place found by the geocoder, in Nominatim's search shape. */
export const placeSchema = z.looseObject({
  display_name: z.string(),
  lat: coercedNumber(),
  lon: coercedNumber(),
  type: z.optional(z.string()),
  boundingbox: z.optional(z.array(coercedNumber())),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * A typed client for every call of the product, both families (`/api` is Traccar's, `/api2` ours),
 * grouped by resource. Works against a Fleetkit server or a Traccar 5.x/6.x server for the `/api` calls.
 *
 * @example
 * const client = createFleetClient({ baseUrl: 'https://fleet.example.com' });
 * await client.session.login('owner@example.com', 'secret');
 * const trips = await client.reports.trips({ from, to, deviceIds: [1, 2] });
 */
export function createFleetClient(options: FleetClientOptions = {}) {
  const http = new FleetHttp(options);
  return {
    http,
    session: sessionResource(http),
    account: accountResource(http),
    server: {
      get: () => http.json(serverSchema, 'get', 'api/server'),
      update: (server: z.input<typeof serverSchema>) =>
        http.json(serverSchema, 'put', 'api/server', { json: server }),
    },
    users: crudResource<typeof userSchema, UserInput>(http, 'api/users', userSchema),
    devices: devicesResource(http),
    vehicles: vehiclesResource(http),
    groups: crudResource<typeof groupSchema, GroupInput>(http, 'api/groups', groupSchema),
    drivers: crudResource<typeof driverSchema, DriverInput>(http, 'api/drivers', driverSchema),
    geofences: crudResource<typeof geofenceSchema, GeofenceInput>(http, 'api/geofences', geofenceSchema),
    maintenance: crudResource<typeof maintenanceSchema, MaintenanceInput>(
      http,
      'api/maintenance',
      maintenanceSchema,
    ),
    notifications: crudResource<typeof notificationSchema, NotificationInput>(
      http,
      'api/notifications',
      notificationSchema,
    ),
    computedAttributes: {
      ...crudResource<typeof computedAttributeSchema, ComputedAttributeInput>(
        http,
        'api/attributes/computed',
        computedAttributeSchema,
      ),
      /** Sets a vehicle's mileage (SPEC §7 `POST /api2/computed/mileage`). */
      setMileage: (vehicleId: number, mileage: string) =>
        http.empty('post', 'api2/computed/mileage', { json: { vehicleId, mileage } }),
    },
    permissions: {
      /** Links two objects, owner first, e.g. `{ deviceId: 1, geofenceId: 7 }`. */
      link: (permission: Permission) => http.empty('post', 'api/permissions', { json: permission }),
      unlink: (permission: Permission) => http.empty('delete', 'api/permissions', { json: permission }),
      linkMany: (permissions: Permission[]) =>
        http.empty('post', 'api/permissions/bulk', { json: permissions }),
      unlinkMany: (permissions: Permission[]) =>
        http.empty('delete', 'api/permissions/bulk', { json: permissions }),
      /**
       * Every link from the vehicles the user sees (or `deviceIds`) to objects of `type`, in one call
       * (`GET /api2/device-links`): what `GET /api/geofences?deviceId=` answers per vehicle.
       */
      deviceLinks: (type: DeviceLinkType, q: { deviceIds?: number[] } = {}) =>
        http.json(z.array(deviceLinkSchema), 'get', 'api2/device-links', {
          query: { type, deviceId: q.deviceIds },
        }),
    },
    positions: positionsResource(http),
    events: eventsResource(http),
    reports: reportsResource(http),
    commands: commandsResource(http),
    documents: documentsResource(http),
    serviceHistory: serviceHistoryResource(http),
    mapStyles: mapStylesResource(http),
    subscriptions: subscriptionsResource(http),
    tickets: ticketsResource(http),
    installedDevices: installedDevicesResource(http),
    vehicleStates: vehicleStatesResource(http),
    driverPerformance: driverPerformanceResource(http),
    notificationSettings: notificationSettingsResource(http),
    geocode: {
      /** Forward place search for the map's search box. */
      search: (q: string, limit = 5) =>
        http.json(z.array(placeSchema), 'get', 'api2/geocode/search', { query: { q, limit } }),
      /** The address of a point (Nominatim's reverse shape); a 404 where there is none. */
      reverse: (lat: number, lon: number) =>
        http.json(placeSchema, 'get', 'api2/geocode/reverse', { query: { lat, lon } }),
    },
  };
}

export type FleetClient = ReturnType<typeof createFleetClient>;
